import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../clock';
import { baskets, items, orders, products, testGatewayTransactions } from '../../db/schema';
import type { PaymentGateway } from '../payments/gateway';
import { createTestGateway } from '../payments/testGateway';
import { createSettingsRepository } from '../settings/repository';
import { createSettingsService } from '../settings/service';
import { createCheckoutService } from './checkoutService';
import {
  type CheckoutTestApp,
  checkoutBody,
  checkoutRequest,
  createCheckoutTestApp,
} from './checkoutTesting';
import { createShopService } from './service';

// The checkout under contention and across a crash, on PGlite or PostgreSQL (DATABASE_URL):
// 64 buyers racing for the last unit, and a server that dies between the charge and recording it.

/** A test gateway that charges, then fails as a server dying before it records the charge would. */
function crashingAfterCharge(inner: PaymentGateway): PaymentGateway {
  return {
    ...inner,
    async sale(request) {
      await inner.sale(request);
      throw new Error('The server died here: charged, not recorded');
    },
  };
}

let t: CheckoutTestApp;

beforeAll(async () => {
  t = await createCheckoutTestApp();
  await t.app.ready();
}, 60_000);
afterAll(() => t?.close());

describe('checkout under contention', () => {
  it('64 buyers of the last unit: exactly one order, 63 refusals, stock 0, one charge', async () => {
    const buyers = await t.buyers(64);
    const { productId, itemId } = await t.product({ name: 'Last Unit', stock: 1 });
    const basketIds = await Promise.all(buyers.map((buyer) => t.basket(buyer.id, [{ productId }])));

    const answers = await Promise.all(
      buyers.map((buyer, index) =>
        t.app.inject(checkoutRequest(buyer.token, checkoutBody(basketIds[index] as number), `race-${index}`)),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(63);
    for (const answer of answers.filter((one) => one.statusCode === 409)) {
      expect(answer.json()).toEqual({ detail: 'Last Unit is no longer available.' });
    }
    const placed = await t.database.db
      .select()
      .from(orders)
      .where(
        inArray(
          orders.userId,
          buyers.map((buyer) => buyer.id),
        ),
      );
    expect(placed).toHaveLength(1);
    expect(placed[0]).toMatchObject({ status: 'Being Processed', paymentState: 'paid' });
    const [product] = await t.database.db.select().from(products).where(eq(products.id, productId));
    expect(product?.numInStock).toBe(0);
    const charges = await t.database.db
      .select()
      .from(testGatewayTransactions)
      .where(eq(testGatewayTransactions.orderId, placed[0]?.number ?? ''));
    expect(charges).toHaveLength(1);
    const allCharges = await t.database.db.select().from(testGatewayTransactions);
    expect(
      allCharges.filter((charge) => placed.some((order) => order.number === charge.orderId)),
    ).toHaveLength(1);
    const [item] = await t.database.db.select().from(items).where(eq(items.id, itemId));
    expect(item?.sold).toBe(true);
    // The 63 refused baskets are untouched, open for another try.
    const open = await t.database.db.select().from(baskets).where(inArray(baskets.id, basketIds));
    expect(open.filter((basket) => basket.status === 'Open')).toHaveLength(63);
  }, 120_000);

  it('a crash between charge and record: the reconciliation job ends with one paid order and one charge', async () => {
    const [buyer, declinedBuyer] = await t.buyers(2);
    if (!buyer || !declinedBuyer) throw new Error('no buyer');
    const { productId, itemId } = await t.product({ name: 'Crash Test', stock: 1 });
    const basketId = await t.basket(buyer.id, [{ productId }]);
    // The first server: its gateway charges, then the server dies before the order is settled.
    const dying = await t.restart({ payments: crashingAfterCharge(createTestGateway(t.database.db)) });
    const response = await dying.inject(checkoutRequest(buyer.token, checkoutBody(basketId), 'crash-1'));
    expect(response.statusCode).toBe(500);
    const [pending] = await t.database.db.select().from(orders).where(eq(orders.userId, buyer.id));
    expect(pending).toMatchObject({ status: 'Pending', paymentState: 'pending' });
    const number = pending?.number ?? '';

    // A second order whose charge never happened (the server died before the charge).
    const other = await t.product({ name: 'Never Charged', stock: 1 });
    const otherBasket = await t.basket(declinedBuyer.id, [{ productId: other.productId }]);
    const neverCharged: PaymentGateway = {
      ...createTestGateway(t.database.db),
      async sale() {
        throw new Error('The server died before the charge');
      },
    };
    const dyingToo = await t.restart({ payments: neverCharged });
    expect(
      (await dyingToo.inject(checkoutRequest(declinedBuyer.token, checkoutBody(otherBasket)))).statusCode,
    ).toBe(500);

    // The restarted server's reconciliation: the first is paid, the second cancelled and given back.
    const db = t.database.db;
    const settings = createSettingsService(createSettingsRepository(db));
    const shop = createShopService({ db, settings });
    const sent: string[] = [];
    const checkout = createCheckoutService({
      db,
      repository: shop.repository,
      gateway: createTestGateway(db),
      mailer: { send: async (message) => void sent.push(`${message.kind}:${message.to}`) },
      settings,
      defaultCurrency: shop.defaultCurrency,
      orderOf: (row) => shop.orders.byRow(row),
      clock: systemClock,
      siteUrl: 'http://localhost',
    });
    // Not before the orders are 2 minutes old: a checkout may still be charging.
    expect(await checkout.reconcilePending()).toEqual([]);
    const settled = await checkout.reconcilePending({ minAgeMs: 0 });
    expect(settled).toEqual(
      expect.arrayContaining([
        { number, paid: true },
        { number: expect.any(String), paid: false },
      ]),
    );
    expect(settled).toHaveLength(2);
    // Run again (another instance, a later run): nothing left to do.
    expect(await checkout.reconcilePending({ minAgeMs: 0 })).toEqual([]);

    const [paid] = await db.select().from(orders).where(eq(orders.userId, buyer.id));
    expect(paid).toMatchObject({ status: 'Being Processed', paymentState: 'paid' });
    const charges = await db
      .select()
      .from(testGatewayTransactions)
      .where(eq(testGatewayTransactions.orderId, number));
    expect(charges).toHaveLength(1);
    expect(paid?.gatewayTransactionId).toBe(charges[0]?.id);
    expect((await db.select().from(items).where(eq(items.id, itemId)))[0]?.sold).toBe(true);
    expect((await db.select().from(baskets).where(eq(baskets.id, basketId)))[0]?.status).toBe('Submitted');
    expect(sent).toContain(`order_confirmation:${buyer.email}`);

    const [cancelled] = await db.select().from(orders).where(eq(orders.userId, declinedBuyer.id));
    expect(cancelled).toMatchObject({ status: 'Cancelled' });
    expect((await db.select().from(products).where(eq(products.id, other.productId)))[0]?.numInStock).toBe(1);
    expect((await db.select().from(baskets).where(eq(baskets.id, otherBasket)))[0]?.status).toBe('Open');

    // The buyer's retry with the same key answers the paid order, without a second charge.
    const retry = await t.app.inject(checkoutRequest(buyer.token, checkoutBody(basketId), 'crash-1'));
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json()).toMatchObject({ number, status: 'Being Processed' });
    expect(
      await db.select().from(testGatewayTransactions).where(eq(testGatewayTransactions.orderId, number)),
    ).toHaveLength(1);
  }, 60_000);
});
