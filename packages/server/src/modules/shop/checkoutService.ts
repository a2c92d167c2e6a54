import { setTimeout as sleep } from 'node:timers/promises';
import { CARD_SOURCE_CODE, type CheckoutBody, type Order, SHOP_SERVER_MESSAGES } from '@trove/core/shop';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Database, Executor, Transaction } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import {
  auctionPurchases,
  basketLines,
  baskets,
  items,
  orderLines,
  orders,
  products,
  users,
} from '../../db/schema';
import { HttpError } from '../../http/httpError';
import type { Mailer, MailMessage } from '../../mail/mailer';
import { declineMessage, isCharged, type PaymentGateway } from '../payments/gateway';
import type { SettingsService } from '../settings/service';
import { checkedAddress } from './addresses';
import { INVALID_HYPERLINK } from './basket';
import { buyerConfirmationEmail, type OrderEmailLine, sellerSaleEmail } from './checkoutEmails';
import { formatMoney, toCents } from './money';
import { productCurrency, productImage, productPriceCents, unitsAvailable } from './products';
import type { OrderRow, ShopRepository } from './repository';
import { isShippingRequired, shippingMethodOf } from './shipping';
import { BANK_TRANSFER_CODE } from './sourceTypes';
import { basketIdFromUrl } from './urls';

// The checkout (spec §7 Shop, issue 12): the order is written Pending with the stock taken before
// the card is charged (the order number is the gateway's key), the charge made outside any
// transaction, then the order settled: paid, or cancelled with the stock and basket given back.
// A crash between charge and settlement leaves a Pending order that the reconciliation job
// settles from the gateway's record.

export interface CheckoutDeps {
  db: Database;
  repository: ShopRepository;
  /** The card gateway; none: card checkouts answer 503. */
  gateway: PaymentGateway | undefined;
  mailer: Mailer;
  settings: Pick<SettingsService, 'getSiteSettings'>;
  defaultCurrency(): Promise<string>;
  orderOf(row: OrderRow): Promise<Order>;
  clock: Clock;
  siteUrl: string;
  bankTransferDetails?: string | undefined;
  /** Where failures after a commit (an email) are reported. */
  onError?: (error: unknown) => void;
  /** How long a repeated Idempotency-Key waits for the first request's charge; default 30 s. */
  replayWaitMs?: number;
}

export interface CheckoutRequest {
  userId: number;
  body: CheckoutBody;
  /** The `Idempotency-Key`: a repeat answers the first order, never a second charge. */
  key?: string | undefined;
}

/** Spec §8: the 402 of a declined payment carries the gateway's reason. */
const declined = (detail: string) => new HttpError(402, { detail });

const GATEWAY_UNAVAILABLE = 'Card payments are not available at the moment.';

type Locked = Pick<
  OrderRow,
  'id' | 'number' | 'userId' | 'basketId' | 'status' | 'paymentState' | 'sourceCode'
>;

export type CheckoutService = ReturnType<typeof createCheckoutService>;

export function createCheckoutService(deps: CheckoutDeps) {
  const { db, repository, gateway, mailer, settings, clock, onError = console.error } = deps;
  const replayWaitMs = deps.replayWaitMs ?? 30_000;

  const lockOrder = async (tx: Executor, id: number): Promise<Locked | undefined> => {
    const [row] = await tx
      .select({
        id: orders.id,
        number: orders.number,
        userId: orders.userId,
        basketId: orders.basketId,
        status: orders.status,
        paymentState: orders.paymentState,
        sourceCode: orders.sourceCode,
      })
      .from(orders)
      .where(eq(orders.id, id))
      .for('update');
    return row;
  };

  /** Locks products in id order, the one order every checkout takes, so two never wait on each other. */
  const lockProducts = async (tx: Executor, ids: readonly number[]) => {
    if (ids.length === 0) return;
    await tx
      .select({ id: products.id })
      .from(products)
      .where(inArray(products.id, [...ids]))
      .orderBy(asc(products.id))
      .for('update');
  };

  const lineRows = (tx: Executor, orderId: number) =>
    tx.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id));

  /** Gives the order's units back to the products (a cancelled order). */
  async function restoreStock(tx: Executor, orderId: number): Promise<void> {
    const lines = await lineRows(tx, orderId);
    const productIds = lines.flatMap((line) => (line.productId === null ? [] : [line.productId]));
    await lockProducts(
      tx,
      [...new Set(productIds)].sort((a, b) => a - b),
    );
    for (const line of lines) {
      if (line.productId === null) continue;
      await tx
        .update(products)
        .set({ numInStock: sql`${products.numInStock} + ${line.quantity}` })
        .where(eq(products.id, line.productId));
    }
  }

  /**
   * Gives a frozen basket back to its member: open again, or, when they opened another one
   * meanwhile, its lines moved into that one.
   */
  async function reopenBasket(tx: Executor, basketId: number, userId: number): Promise<void> {
    const [open] = await tx
      .select({ id: baskets.id })
      .from(baskets)
      .where(and(eq(baskets.userId, userId), eq(baskets.status, 'Open')))
      .for('update');
    if (!open) {
      await tx.update(baskets).set({ status: 'Open' }).where(eq(baskets.id, basketId));
      return;
    }
    await tx.execute(sql`
      INSERT INTO ${basketLines} (basket_id, product_id, quantity, price_currency, price_excl_tax,
        price_incl_tax, can_delete, lot_id, created)
      SELECT ${open.id}, product_id, quantity, price_currency, price_excl_tax, price_incl_tax,
        can_delete, lot_id, created
      FROM ${basketLines} WHERE basket_id = ${basketId}
      ON CONFLICT DO NOTHING`);
    await tx.delete(baskets).where(eq(baskets.id, basketId));
  }

  /**
   * Cancels a Pending order (declined, or never charged): stock restored, basket given back, the
   * order releases its basket (a later checkout of it makes a new order).
   */
  async function cancelLocked(tx: Executor, order: Locked): Promise<void> {
    if (order.basketId !== null) {
      await tx.select({ id: baskets.id }).from(baskets).where(eq(baskets.id, order.basketId)).for('update');
    }
    await restoreStock(tx, order.id);
    await tx
      .update(orders)
      .set({ status: 'Cancelled', paymentState: 'failed', basketId: null })
      .where(eq(orders.id, order.id));
    if (order.basketId !== null) await reopenBasket(tx, order.basketId, order.userId);
  }

  /**
   * Settles a placed order (card paid, or bank transfer placed): items whose stock is gone are
   * sold at the price paid, auction wins paid, the basket submitted (bank transfer: kept frozen
   * until paid) and a new empty one opened. Answers the emails to send after the commit.
   */
  async function completeLocked(
    tx: Executor,
    order: Locked,
    transactionId: string | null,
  ): Promise<number[]> {
    const bankTransfer = order.sourceCode === BANK_TRANSFER_CODE;
    if (order.basketId !== null) {
      await tx.select({ id: baskets.id }).from(baskets).where(eq(baskets.id, order.basketId)).for('update');
    }
    const lines = await lineRows(tx, order.id);
    const productIds = [
      ...new Set(lines.flatMap((line) => (line.productId === null ? [] : [line.productId]))),
    ];
    await lockProducts(
      tx,
      productIds.sort((a, b) => a - b),
    );
    const today = clock.now().toISOString().slice(0, 10);
    for (const line of lines) {
      if (line.productId === null || line.itemId === null) continue;
      await tx
        .update(items)
        .set({
          sold: true,
          realisationPrice: line.unitPriceInclTax,
          realisationCurrency: line.priceCurrency,
          realisationDate: today,
        })
        .where(
          and(
            eq(items.id, line.itemId),
            sql`(SELECT ${products.numInStock} FROM ${products} WHERE ${products.id} = ${line.productId}) = 0`,
          ),
        );
    }
    const lotIds = lines.flatMap((line) => (line.lotId === null ? [] : [line.lotId]));
    if (!bankTransfer && lotIds.length > 0) {
      await tx
        .update(auctionPurchases)
        .set({ status: 'paid' })
        .where(and(inArray(auctionPurchases.lotId, lotIds), eq(auctionPurchases.userId, order.userId)));
    }
    await tx
      .update(orders)
      .set(
        bankTransfer
          ? { status: 'Pending', paymentState: 'pending' }
          : { status: 'Being Processed', paymentState: 'paid', gatewayTransactionId: transactionId },
      )
      .where(eq(orders.id, order.id));
    if (order.basketId !== null && !bankTransfer) {
      await tx
        .update(baskets)
        .set({ status: 'Submitted', dateSubmitted: clock.now() })
        .where(eq(baskets.id, order.basketId));
    }
    await repository.openBasket(order.userId, tx);
    return [order.id];
  }

  async function emailsOf(tx: Executor, orderId: number): Promise<MailMessage[]> {
    const [row] = await tx.select().from(orders).where(eq(orders.id, orderId));
    if (!row) return [];
    const lines = await lineRows(tx, orderId);
    const people = [
      ...new Set([row.userId, ...lines.flatMap((l) => (l.sellerId === null ? [] : [l.sellerId]))]),
    ];
    const emails = new Map(
      (
        await tx.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, people))
      ).map((user) => [user.id, user.email]),
    );
    const { site_name: siteName } = await settings.getSiteSettings();
    const emailLines: (OrderEmailLine & { sellerId: number | null })[] = lines.map((line) => ({
      title: line.title,
      quantity: line.quantity,
      total: line.linePriceInclTax,
      sellerId: line.sellerId,
    }));
    const details = {
      siteName,
      siteUrl: deps.siteUrl,
      number: row.number,
      currency: row.currency,
      lines: emailLines,
      shippingMethod: row.shippingMethod,
      shipping: row.shippingInclTax,
      total: row.totalInclTax,
      bankTransferDetails:
        row.sourceCode === BANK_TRANSFER_CODE ? (deps.bankTransferDetails ?? '') : undefined,
    };
    const messages: MailMessage[] = [];
    const buyer = emails.get(row.userId);
    if (buyer) messages.push(buyerConfirmationEmail(buyer, details));
    const bySeller = new Map<number, OrderEmailLine[]>();
    for (const line of emailLines) {
      if (line.sellerId === null || line.sellerId === row.userId) continue;
      bySeller.set(line.sellerId, [...(bySeller.get(line.sellerId) ?? []), line]);
    }
    for (const [sellerId, sold] of bySeller) {
      const to = emails.get(sellerId);
      if (to) messages.push(sellerSaleEmail(to, details, sold));
    }
    return messages;
  }

  /** The emails of orders just settled, sent after the commit (a lost one is reported). */
  async function send(orderIds: readonly number[]): Promise<void> {
    const messages: MailMessage[] = [];
    for (const id of orderIds) {
      try {
        messages.push(...(await emailsOf(db, id)));
      } catch (error) {
        onError(error);
      }
    }
    for (const message of messages) {
      try {
        await mailer.send(message);
      } catch (error) {
        // The order is committed: a lost email is reported, not a failed checkout.
        onError(error);
      }
    }
  }

  /** Settles a Pending card order by the gateway's answer, if it still is pending. */
  async function settle(orderId: number, outcome: { paid: true; transactionId: string } | { paid: false }) {
    const messages = await db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (order?.paymentState !== 'pending') {
        // The reconciliation job cancelled it while the gateway took longer than its wait: the
        // card is charged for an order that is not. Loud, for a refund by hand.
        if (outcome.paid && order?.status === 'Cancelled') {
          onError(
            new Error(
              `Order ${order.number} was charged (${outcome.transactionId}) after it was cancelled: refund it`,
            ),
          );
        }
        return [];
      }
      if (outcome.paid) return completeLocked(tx, order, outcome.transactionId);
      await cancelLocked(tx, order);
      return [];
    });
    await send(messages);
  }

  const orderByKey = async (userId: number, key: string, tx: Executor = db) => {
    const [row] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
    return row;
  };

  /**
   * The answer to a repeated Idempotency-Key: the first order, once its charge is settled (a
   * double submit waits for the first request); its decline again as a 402.
   */
  async function replay(first: OrderRow): Promise<Order> {
    let row = first;
    const deadline = Date.now() + replayWaitMs;
    while (row.paymentState === 'pending' && row.sourceCode === CARD_SOURCE_CODE && Date.now() < deadline) {
      await sleep(50);
      const [next] = await db.select().from(orders).where(eq(orders.id, row.id));
      if (!next) break;
      row = next;
    }
    if (row.status === 'Cancelled') {
      const transaction = gateway ? await gateway.findByOrderId(row.number).catch(() => null) : null;
      throw declined(
        transaction && !isCharged(transaction)
          ? (transaction.processorResponseText ??
              (transaction.gatewayRejectionReason
                ? `Gateway Rejected: ${transaction.gatewayRejectionReason}`
                : 'The payment was declined.'))
          : 'The payment was declined.',
      );
    }
    return deps.orderOf(row);
  }

  /** Step 1: the order written Pending, stock taken, basket frozen; one transaction. */
  async function placeOrder({
    userId,
    body,
    key,
  }: CheckoutRequest): Promise<{ order: OrderRow; replay: boolean }> {
    const basketId = basketIdFromUrl(body.basket);
    if (basketId === null) throw HttpError.validation({ basket: [INVALID_HYPERLINK] });
    const fallback = await deps.defaultCurrency();
    return db.transaction(async (tx: Transaction) => {
      const [basket] = await tx
        .select()
        .from(baskets)
        .where(and(eq(baskets.id, basketId), eq(baskets.userId, userId)))
        .for('update');
      // Under the basket's lock a first request with this key has committed, if there was one.
      if (key !== undefined) {
        const earlier = await orderByKey(userId, key, tx);
        if (earlier) return { order: earlier, replay: true };
      }
      if (!basket) throw HttpError.validation({ basket: [INVALID_HYPERLINK] });
      if (basket.status !== 'Open') {
        throw new HttpError(409, { detail: 'This basket has already been checked out.' });
      }
      const productIds = (
        await tx
          .select({ productId: basketLines.productId })
          .from(basketLines)
          .where(eq(basketLines.basketId, basketId))
      ).map((row) => row.productId);
      if (productIds.length === 0) throw HttpError.validation({ basket: ['Your basket is empty.'] });
      await lockProducts(
        tx,
        [...new Set(productIds)].sort((a, b) => a - b),
      );
      // Read after the locks: the stock and prices as they are now.
      const lines = await repository.lines(basketId, tx);
      const currency = lines[0]?.line.priceCurrency ?? fallback;
      const priced = lines.map(({ line, product }) => {
        const win = line.lotId !== null;
        // A won lot's item is marked sold at the close: only its product's one unit counts.
        const available = win ? product.numInStock : unitsAvailable(product);
        const sameCurrency = win || productCurrency(product, fallback) === currency;
        if (product.externalUrl !== null || available < line.quantity || !sameCurrency) {
          throw new HttpError(409, { detail: SHOP_SERVER_MESSAGES.noLongerAvailable(product.name) });
        }
        // An auction win keeps its hammer price and premium; anything else takes the listing's price now.
        const unit = win ? toCents(line.priceInclTax) : productPriceCents(product);
        return { line, product, unit, total: unit * line.quantity };
      });
      const shippingRequired = isShippingRequired(priced.map(({ product }) => product));
      const billing = checkedAddress(
        body.billing_address,
        { role: 'billing', shippingRequired },
        'billing_address',
      );
      const shipping = shippingRequired
        ? checkedAddress(body.shipping_address, { role: 'shipping', shippingRequired }, 'shipping_address')
        : null;
      const method = shippingMethodOf(
        {
          lines: priced.map(({ product }) => product),
          currency,
          countryCode: shipping?.country ?? null,
          defaultCurrency: fallback,
        },
        body.shipping_method_code,
      );
      if (!method) {
        throw HttpError.validation({
          shipping_method_code: ['This shipping method is not available for your basket.'],
        });
      }
      const linesTotal = priced.reduce((sum, line) => sum + line.total, 0);
      const shippingCents = toCents(method.price.incl_tax);
      const total = formatMoney(linesTotal + shippingCents);
      if (body.total !== undefined && body.total.trim() !== '' && toCents(body.total) !== toCents(total)) {
        throw new HttpError(409, {
          detail: `The total is now ${currency} ${total}: please review your cart.`,
        });
      }
      for (const { line } of priced) {
        await tx
          .update(products)
          .set({ numInStock: sql`${products.numInStock} - ${line.quantity}` })
          .where(eq(products.id, line.productId));
      }
      const [order] = await tx
        .insert(orders)
        .values({
          userId,
          basketId,
          status: 'Pending',
          paymentState: 'pending',
          sourceCode: body.source.code,
          currency,
          basketTotalExclTax: formatMoney(linesTotal),
          basketTotalInclTax: formatMoney(linesTotal),
          totalExclTax: total,
          totalInclTax: total,
          shippingMethod: method.name,
          shippingCode: method.code,
          shippingExclTax: method.price.excl_tax,
          shippingInclTax: method.price.incl_tax,
          shippingAddress: shipping,
          billingAddress: billing,
          idempotencyKey: key ?? null,
          datePlaced: clock.now(),
        })
        .returning();
      if (!order) throw new Error('Inserting an order returned no row');
      await tx.insert(orderLines).values(
        priced.map(({ line, product, unit, total: lineTotal }) => ({
          orderId: order.id,
          productId: product.id,
          itemId: product.itemId,
          lotId: line.lotId,
          sellerId: product.sellerId,
          title: product.name,
          description: product.description,
          image: productImage(product.imageKey),
          quantity: line.quantity,
          priceCurrency: currency,
          unitPriceExclTax: formatMoney(unit),
          unitPriceInclTax: formatMoney(unit),
          linePriceExclTax: formatMoney(lineTotal),
          linePriceInclTax: formatMoney(lineTotal),
        })),
      );
      await tx.update(baskets).set({ status: 'Frozen' }).where(eq(baskets.id, basketId));
      return { order, replay: false };
    });
  }

  return {
    /** `GET /api/shop/client-token/`. */
    async clientToken() {
      if (!gateway) throw new HttpError(503, { detail: GATEWAY_UNAVAILABLE });
      return gateway.clientToken();
    },

    /**
     * `POST /api/shop/checkout/`: the order placed and paid, or refused with nothing kept: 400
     * (addresses, shipping method, basket), 409 (a line no longer available), 402 (declined).
     */
    async checkout(request: CheckoutRequest): Promise<Order> {
      const { body, userId, key } = request;
      const card = body.source.code === CARD_SOURCE_CODE;
      const bankTransfer = body.source.code === BANK_TRANSFER_CODE && deps.bankTransferDetails !== undefined;
      if (key !== undefined) {
        const earlier = await orderByKey(userId, key);
        if (earlier) return replay(earlier);
      }
      if (!card && !bankTransfer) {
        throw HttpError.validation({ 'source.code': ['This payment method is not available.'] });
      }
      const nonce = body.source.nonce?.trim() ?? '';
      if (card && nonce === '') throw HttpError.validation({ 'source.nonce': ['This field is required.'] });
      if (card && !gateway) throw new HttpError(503, { detail: GATEWAY_UNAVAILABLE });

      let placed: Awaited<ReturnType<typeof placeOrder>>;
      try {
        placed = await placeOrder(request);
      } catch (error) {
        // Another request with this key committed first (between the read and the insert).
        if (key !== undefined && isUniqueViolation(error)) {
          const earlier = await orderByKey(userId, key);
          if (earlier) return replay(earlier);
        }
        throw error;
      }
      if (placed.replay) return replay(placed.order);
      const order = placed.order;

      if (bankTransfer) {
        const messages = await db.transaction(async (tx) => {
          const locked = await lockOrder(tx, order.id);
          return locked ? completeLocked(tx, locked, null) : [];
        });
        await send(messages);
        return deps.orderOf(await reread(order.id));
      }

      // Step 2: the charge, outside any transaction; the order number is the gateway's key.
      const result = await (gateway as PaymentGateway).sale({
        orderId: order.number,
        amount: order.totalInclTax,
        currency: order.currency,
        nonce,
      });
      // Step 3: settled by the answer. (An error above leaves the order Pending: reconciliation.)
      if (result.success) {
        await settle(order.id, { paid: true, transactionId: result.transaction.id });
        return deps.orderOf(await reread(order.id));
      }
      await settle(order.id, { paid: false });
      throw declined(declineMessage(result));
    },

    /**
     * The reconciliation job's work: card orders still Pending after `minAgeMs` (a server died
     * between charge and settlement, or the gateway could not be reached) are settled by the
     * gateway's record of the order number: charged, finished as paid; else cancelled, the stock
     * and basket given back. The gateway is asked outside any transaction; the order is then
     * claimed with `FOR UPDATE SKIP LOCKED` and settled only if still Pending, so instances
     * running the job at once settle each order once. Answers the orders settled.
     */
    async reconcilePending({ minAgeMs = 120_000, limit = 100 }: { minAgeMs?: number; limit?: number } = {}) {
      const settled: { number: string; paid: boolean }[] = [];
      if (!gateway) return settled;
      const before = new Date(clock.now().getTime() - minAgeMs);
      const candidates = await db
        .select({ id: orders.id, number: orders.number })
        .from(orders)
        .where(
          and(
            eq(orders.paymentState, 'pending'),
            eq(orders.sourceCode, CARD_SOURCE_CODE),
            sql`${orders.datePlaced} < ${before.toISOString()}::timestamptz`,
          ),
        )
        .orderBy(asc(orders.datePlaced), asc(orders.id))
        .limit(limit);
      for (const candidate of candidates) {
        const transaction = await gateway.findByOrderId(candidate.number);
        const paid = transaction !== null && isCharged(transaction);
        const outcome = await db.transaction(async (tx) => {
          const [claimed] = await tx
            .select({ id: orders.id })
            .from(orders)
            .where(and(eq(orders.id, candidate.id), eq(orders.paymentState, 'pending')))
            .for('update', { skipLocked: true });
          if (!claimed) return undefined;
          const order = await lockOrder(tx, claimed.id);
          if (!order) return undefined;
          if (paid) return completeLocked(tx, order, transaction.id);
          await cancelLocked(tx, order);
          return [] as number[];
        });
        if (!outcome) continue;
        await send(outcome);
        settled.push({ number: candidate.number, paid });
      }
      return settled;
    },
  };

  async function reread(id: number): Promise<OrderRow> {
    const [row] = await db.select().from(orders).where(eq(orders.id, id));
    if (!row) throw new Error(`Order ${id} vanished`);
    return row;
  }
}
