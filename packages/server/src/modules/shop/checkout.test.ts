import { transactionFee } from '@trove/core/shop';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auctionPurchases,
  baskets,
  items,
  orders,
  outbox,
  products,
  testGatewayTransactions,
} from '../../db/schema';
import { withToken } from '../../testing/accounts';
import {
  ADDRESS,
  type CheckoutTestApp,
  checkoutBody,
  checkoutRequest,
  createCheckoutTestApp,
} from './checkoutTesting';
import { createTestWin, setCartFlag } from './testing';

// The checkout over HTTP (inject) on PGlite, or PostgreSQL with DATABASE_URL: paid, declined,
// refused, repeated with one Idempotency-Key, and paid by bank transfer.

let t: CheckoutTestApp;

beforeAll(async () => {
  t = await createCheckoutTestApp({ env: { BANK_TRANSFER_DETAILS: 'Trove Ltd, 12-3456-7890123-00' } });
  await t.app.ready();
}, 60_000);
afterAll(() => t?.close());

const stockOf = async (productId: number) =>
  (
    await t.database.db
      .select({ stock: products.numInStock })
      .from(products)
      .where(eq(products.id, productId))
  )[0]?.stock;
const chargesOf = (number: string) =>
  t.database.db.select().from(testGatewayTransactions).where(eq(testGatewayTransactions.orderId, number));
const ordersOf = (userId: number) => t.database.db.select().from(orders).where(eq(orders.userId, userId));
const basketOf = async (id: number) =>
  (await t.database.db.select().from(baskets).where(eq(baskets.id, id)))[0];
const mailTo = (to: string) => t.database.db.select().from(outbox).where(eq(outbox.to, to));

describe('GET /api/shop/client-token/', () => {
  it("answers the test gateway's token to a member, 401 to anyone else", async () => {
    const [buyer] = await t.buyers(1);
    const response = await t.app.inject({
      url: '/api/shop/client-token/',
      headers: withToken(buyer?.token ?? ''),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ gateway: 'test', client_token: 'test-gateway' });
    expect((await t.app.inject({ url: '/api/shop/client-token/' })).statusCode).toBe(401);
  });
});

describe('POST /api/shop/checkout/', () => {
  it('places and pays an order: stock taken, item sold at its price, basket submitted, emails to buyer and seller', async () => {
    const [buyer] = await t.buyers(1);
    if (!buyer) throw new Error('no buyer');
    const { productId, itemId } = await t.product({ price: '25.00', name: 'Blue Penny' });
    const basketId = await t.basket(buyer.id, [{ productId }]);

    const response = await t.app.inject(
      checkoutRequest(buyer.token, checkoutBody(basketId, 'fake-valid-visa-nonce', { total: '35.00' })),
    );
    expect(response.statusCode, response.body).toBe(200);
    const order = response.json();
    expect(order).toMatchObject({
      status: 'Being Processed',
      currency: 'NZD',
      total_incl_tax: '35.00',
      shipping_code: 'standard',
      shipping_incl_tax: '10.00',
      payment_method: 'Credit Card',
      lines: [{ title: 'Blue Penny', quantity: 1, price_incl_tax: '25.00' }],
    });
    expect(order.url).toBe(`/api/shop/orders/${order.number}/`);

    const [row] = await ordersOf(buyer.id);
    expect(row).toMatchObject({ number: order.number, paymentState: 'paid', status: 'Being Processed' });
    const charges = await chargesOf(order.number);
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({
      amount: '35.00',
      currency: 'NZD',
      status: 'submitted_for_settlement',
    });
    expect(row?.gatewayTransactionId).toBe(charges[0]?.id);

    expect(await stockOf(productId)).toBe(0);
    const [item] = await t.database.db.select().from(items).where(eq(items.id, itemId));
    expect(item).toMatchObject({ sold: true, realisationPrice: '25.00', realisationCurrency: 'NZD' });
    expect(item?.realisationDate).toBe(new Date().toISOString().slice(0, 10));
    expect((await basketOf(basketId))?.status).toBe('Submitted');
    const open = await t.database.db
      .select()
      .from(baskets)
      .where(and(eq(baskets.userId, buyer.id), eq(baskets.status, 'Open')));
    expect(open).toHaveLength(1);

    const [confirmation] = await mailTo(buyer.email);
    expect(confirmation?.kind).toBe('order_confirmation');
    expect(confirmation?.text).toContain(order.number);
    expect(confirmation?.text).toContain('Total: NZD 35.00');
    const sale = (await mailTo(t.seller.email)).find((mail) => mail.text.includes(order.number));
    const fee = transactionFee('25.00', { feesIncluded: true });
    expect(sale?.kind).toBe('order_sale');
    expect(sale?.text).toContain(`Transaction fee deducted: NZD ${fee.fee}`);
    expect(sale?.text).toContain(`You receive: NZD ${fee.net}`);

    // The listing is gone for everyone else.
    const [other] = await t.buyers(1);
    const late = await t.app.inject(
      checkoutRequest(other?.token ?? '', checkoutBody(await t.basket(other?.id ?? 0, [{ productId }]))),
    );
    expect(late.statusCode, late.body).toBe(409);
    expect(late.json()).toEqual({ detail: 'Blue Penny is no longer available.' });
  });

  it.each([
    ['fake-processor-declined-visa-nonce', 'Do Not Honor'],
    ['fake-gateway-rejected-fraud-nonce', 'Gateway Rejected: fraud'],
    ['fake-consumed-nonce', 'Cannot use a payment_method_nonce more than once.'],
  ])(
    'a declined card (%s) answers 402 with the reason; nothing is ordered, the stock and basket come back',
    async (nonce, reason) => {
      const [buyer] = await t.buyers(1);
      if (!buyer) throw new Error('no buyer');
      const { productId } = await t.product({ stock: 2 });
      const basketId = await t.basket(buyer.id, [{ productId }]);

      const response = await t.app.inject(checkoutRequest(buyer.token, checkoutBody(basketId, nonce)));
      expect(response.statusCode, response.body).toBe(402);
      expect(response.json()).toEqual({ detail: reason });
      expect(await stockOf(productId)).toBe(2);
      expect((await basketOf(basketId))?.status).toBe('Open');
      const placed = await ordersOf(buyer.id);
      expect(placed.every((order) => order.status === 'Cancelled' && order.paymentState !== 'paid')).toBe(
        true,
      );
      expect(await mailTo(buyer.email)).toEqual([]);

      // Another card on the same basket goes through.
      const retry = await t.app.inject(checkoutRequest(buyer.token, checkoutBody(basketId)));
      expect(retry.statusCode, retry.body).toBe(200);
      expect(await stockOf(productId)).toBe(1);
    },
  );

  it('one Idempotency-Key sent twice at once makes one order and one charge', async () => {
    const [buyer] = await t.buyers(1);
    if (!buyer) throw new Error('no buyer');
    const { productId } = await t.product({ stock: 5 });
    const basketId = await t.basket(buyer.id, [{ productId }]);
    const request = checkoutRequest(buyer.token, checkoutBody(basketId), 'double-click-1');

    const answers = await Promise.all([t.app.inject(request), t.app.inject(request), t.app.inject(request)]);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const numbers = new Set(answers.map((answer) => answer.json().number));
    expect(numbers.size).toBe(1);
    expect(await ordersOf(buyer.id)).toHaveLength(1);
    expect(await chargesOf([...numbers][0] as string)).toHaveLength(1);
    expect(await stockOf(productId)).toBe(4);

    // Later still the same answer.
    const again = await t.app.inject(request);
    expect(again.statusCode).toBe(200);
    expect(again.json().number).toBe([...numbers][0]);
  });

  it("refuses with 400 what the spec's address rules refuse, an unknown shipping method, another member's basket", async () => {
    const [buyer, other] = await t.buyers(2);
    if (!buyer || !other) throw new Error('no buyer');
    const { productId } = await t.product();
    const basketId = await t.basket(buyer.id, [{ productId }]);

    const noLine1 = await t.app.inject(
      checkoutRequest(
        buyer.token,
        checkoutBody(basketId, undefined, { billing_address: { ...ADDRESS, line1: '' } }),
      ),
    );
    expect(noLine1.statusCode, noLine1.body).toBe(400);
    expect(noLine1.json()).toEqual({
      'billing_address.line1': ['Please complete all required address fields'],
    });

    const noShipping = await t.app.inject(
      checkoutRequest(buyer.token, checkoutBody(basketId, undefined, { shipping_address: null })),
    );
    expect(noShipping.statusCode, noShipping.body).toBe(400);

    const method = await t.app.inject(
      checkoutRequest(
        buyer.token,
        checkoutBody(basketId, undefined, { shipping_method_code: 'free-shipping' }),
      ),
    );
    expect(method.statusCode, method.body).toBe(400);
    expect(Object.keys(method.json())).toEqual(['shipping_method_code']);

    const othersBasket = await t.app.inject(checkoutRequest(other.token, checkoutBody(basketId)));
    expect(othersBasket.statusCode, othersBasket.body).toBe(400);
    expect(othersBasket.json()).toEqual({ basket: ['Invalid hyperlink - Object does not exist.'] });

    const changed = await t.app.inject(
      checkoutRequest(buyer.token, checkoutBody(basketId, undefined, { total: '30.00' })),
    );
    expect(changed.statusCode, changed.body).toBe(409);

    // Nothing was written by any of them.
    expect(await ordersOf(buyer.id)).toEqual([]);
    expect(await stockOf(productId)).toBe(1);
    expect((await basketOf(basketId))?.status).toBe('Open');
  });

  it('a bank transfer leaves the order Pending with no charge, and emails the details', async () => {
    const [buyer] = await t.buyers(1);
    if (!buyer) throw new Error('no buyer');
    const { productId } = await t.product({ price: '40.00' });
    const basketId = await t.basket(buyer.id, [{ productId }]);
    const body = { ...checkoutBody(basketId), source: { code: 'bank-transfer' } };

    const response = await t.app.inject(checkoutRequest(buyer.token, body));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'Pending',
      payment_method: 'Bank transfer',
      total_incl_tax: '50.00',
    });
    expect(await chargesOf(response.json().number)).toEqual([]);
    expect(await stockOf(productId)).toBe(0);
    const [mail] = await mailTo(buyer.email);
    expect(mail?.text).toContain('Trove Ltd, 12-3456-7890123-00');
    // The reconciliation job leaves it alone: nothing to ask the card gateway.
    const [row] = await ordersOf(buyer.id);
    expect(row).toMatchObject({ status: 'Pending', sourceCode: 'bank-transfer' });
  });

  it('refuses an unknown payment method and a card checkout without a nonce', async () => {
    const [buyer] = await t.buyers(1);
    if (!buyer) throw new Error('no buyer');
    const basketId = await t.basket(buyer.id, [{ productId: (await t.product()).productId }]);
    const cheque = await t.app.inject(
      checkoutRequest(buyer.token, { ...checkoutBody(basketId), source: { code: 'cheque' } }),
    );
    expect(cheque.statusCode, cheque.body).toBe(400);
    const noNonce = await t.app.inject(
      checkoutRequest(buyer.token, { ...checkoutBody(basketId), source: { code: 'braintree' } }),
    );
    expect(noNonce.statusCode, noNonce.body).toBe(400);
    expect(noNonce.json()).toEqual({ 'source.nonce': ['This field is required.'] });
    expect((await t.app.inject({ method: 'POST', url: '/api/shop/checkout/', payload: {} })).statusCode).toBe(
      401,
    );
  });

  it('pays an auction win at the hammer price plus premium: the purchase is paid', async () => {
    const [buyer] = await t.buyers(1);
    if (!buyer) throw new Error('no buyer');
    const { lotId } = await createTestWin(t.database.db, {
      winnerId: buyer.id,
      amountMinor: 10_000,
      premiumMinor: 1_500,
    });
    // Reading the basket pulls the win in.
    const basket = await t.app.inject({ url: '/api/shop/basket/', headers: withToken(buyer.token) });
    expect(basket.statusCode, basket.body).toBe(200);
    expect(basket.json().lines).toMatchObject([{ lot: lotId, price_incl_tax: '115.00', can_delete: false }]);
    const paidOf = async (token?: string) => {
      const lot = await t.app.inject({
        url: `/api/auctions/lots/${lotId}/`,
        headers: token ? withToken(token) : {},
      });
      expect(lot.statusCode, lot.body).toBe(200);
      return lot.json().paid;
    };
    expect(await paidOf(buyer.token)).toBe(false);

    const response = await t.app.inject(checkoutRequest(buyer.token, checkoutBody(basket.json().id)));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'Being Processed', total_incl_tax: '125.00' });
    const [purchase] = await t.database.db
      .select()
      .from(auctionPurchases)
      .where(eq(auctionPurchases.lotId, lotId));
    expect(purchase?.status).toBe('paid');
    // The lot tells its winner it is paid for (no Pay now); nobody else is told.
    expect(await paidOf(buyer.token)).toBe(true);
    expect(await paidOf()).toBe(false);
    // Paid: it is not pulled into the new basket again.
    const next = await t.app.inject({ url: '/api/shop/basket/', headers: withToken(buyer.token) });
    expect(next.json().lines).toEqual([]);
  });

  it('answers 404 on both routes while the cart flag is off', async () => {
    const [buyer] = await t.buyers(1);
    if (!buyer) throw new Error('no buyer');
    await setCartFlag(t.database.db, false);
    try {
      const token = await t.app.inject({ url: '/api/shop/client-token/', headers: withToken(buyer.token) });
      expect(token.statusCode).toBe(404);
      const checkout = await t.app.inject(checkoutRequest(buyer.token, checkoutBody(1)));
      expect(checkout.statusCode).toBe(404);
      expect(checkout.json()).toEqual({ detail: 'Not found.' });
    } finally {
      await setCartFlag(t.database.db, true);
    }
  });
});
