import {
  type AddProductBody,
  type Basket,
  type BasketLine,
  MAX_LINE_QUANTITY,
  SHOP_SERVER_MESSAGES,
  UNAVAILABLE_REASON,
} from '@trove/core/shop';
import type { Database, Executor } from '../../db/database';
import { HttpError } from '../../http/httpError';
import { addAuctionWinsToBaskets } from './auctionWins';
import { formatMoney, toCents } from './money';
import {
  productCurrency,
  productImage,
  productItemUrl,
  productPriceCents,
  productVisible,
  unitsAvailable,
} from './products';
import type { BasketLineRow, BasketRow, ShopRepository } from './repository';
import { isShippingRequired } from './shipping';
import { basketLineUrl, basketUrl, productIdFromUrl, productUrl } from './urls';

/** DRF's message for a URL that names nothing. */
export const INVALID_HYPERLINK = 'Invalid hyperlink - Object does not exist.';

/** A basket with its lines, as read in one transaction. */
export interface BasketState {
  basket: BasketRow;
  lines: BasketLineRow[];
}

/** The basket's currency: its lines', the site's default while it is empty. */
export const basketCurrency = ({ lines }: BasketState, defaultCurrency: string) =>
  lines[0]?.line.priceCurrency ?? defaultCurrency;

/** A line's total in cents: quantity × its unit price. */
export const lineTotalCents = ({ line }: BasketLineRow) => line.quantity * toCents(line.priceInclTax);

function toBasketLine({ line, product }: BasketLineRow): BasketLine {
  const total = formatMoney(lineTotalCents({ line, product }));
  return {
    url: basketLineUrl(line.basketId, line.id),
    id: line.id,
    product: productUrl(product.id),
    title: product.name,
    sku: product.sku,
    quantity: line.quantity,
    price_currency: line.priceCurrency,
    price_excl_tax: total,
    price_incl_tax: total,
    can_delete: line.canDelete,
    image: productImage(product.imageKey),
    item_url: productItemUrl(product),
    is_shipping_required: product.isShippingRequired,
    lot: line.lotId,
  };
}

/** The basket as the shop answers it (no tax: excl = incl). */
export function toBasket(state: BasketState, defaultCurrency: string): Basket {
  const total = formatMoney(state.lines.reduce((sum, line) => sum + lineTotalCents(line), 0));
  return {
    url: basketUrl(state.basket.id),
    id: state.basket.id,
    status: state.basket.status,
    lines: state.lines.map(toBasketLine),
    currency: basketCurrency(state, defaultCurrency),
    total_excl_tax: total,
    total_incl_tax: total,
    total_tax: '0.00',
    is_tax_known: true,
    is_shipping_required: isShippingRequired(state.lines.map(({ product }) => product)),
  };
}

/** An add-product refusal: 406 with oscar-api's `reason`. */
const refusal = (reason: string, detail: string) => new HttpError(406, { detail, extra: { reason } });

export type AddProductOutcome = { kind: 'added'; basket: Basket } | { kind: 'external'; url: string };

export interface BasketServiceDeps {
  db: Database;
  repository: ShopRepository;
  defaultCurrency(): Promise<string>;
}

export type BasketService = ReturnType<typeof createBasketService>;

export function createBasketService({ db, repository, defaultCurrency }: BasketServiceDeps) {
  /**
   * The member's open basket (made on first read) with its lines, the member's won lots pulled
   * in first, its row locked until the transaction ends.
   */
  async function openState(userId: number, tx: Executor): Promise<BasketState> {
    await addAuctionWinsToBaskets(tx, [userId]);
    const basket = await repository.openBasket(userId, tx);
    await repository.lockBasket(basket.id, tx);
    return { basket, lines: await repository.lines(basket.id, tx) };
  }

  return {
    openState,

    async read(userId: number): Promise<Basket> {
      const state = await db.transaction((tx) => openState(userId, tx));
      return toBasket(state, await defaultCurrency());
    },

    /**
     * Adds units of a product: 202 with its URL when it is sold elsewhere; 406 `Unavailable`
     * beyond the stock (the line's units counted), 406 with the currency reason when the basket
     * holds another currency.
     */
    async addProduct(userId: number, body: AddProductBody): Promise<AddProductOutcome> {
      const productId = productIdFromUrl(body.url);
      const found = productId === null ? undefined : await repository.product(productId);
      if (!found || !productVisible(found)) throw HttpError.validation({ url: [INVALID_HYPERLINK] });
      if (found.externalUrl !== null) return { kind: 'external', url: found.externalUrl };
      const fallback = await defaultCurrency();
      const quantity = body.quantity ?? 1;
      const state = await db.transaction(async (tx) => {
        const current = await openState(userId, tx);
        // Read again under the basket's lock: the stock may have moved.
        const product = (await repository.product(found.id, tx)) ?? found;
        const currency = productCurrency(product, fallback);
        const held = basketCurrency(current, fallback);
        if (current.lines.length > 0 && held !== currency) {
          const reason = SHOP_SERVER_MESSAGES.otherCurrency(held, currency);
          throw refusal(reason, reason);
        }
        const existing = current.lines.find(({ line }) => line.productId === product.id);
        const units = (existing?.line.quantity ?? 0) + quantity;
        const available = unitsAvailable(product);
        if (existing?.line.lotId != null || units > available || units > MAX_LINE_QUANTITY) {
          throw refusal(
            UNAVAILABLE_REASON,
            available > 0 && existing?.line.lotId == null
              ? `No more than ${Math.min(available, MAX_LINE_QUANTITY)} can be bought.`
              : 'This item is not available to buy.',
          );
        }
        const price = formatMoney(productPriceCents(product));
        if (existing) {
          await repository.setLineQuantity(existing.line.id, units, price, tx);
        } else {
          await repository.insertLine(
            {
              basketId: current.basket.id,
              productId: product.id,
              quantity: units,
              priceCurrency: currency,
              priceExclTax: price,
              priceInclTax: price,
            },
            tx,
          );
        }
        return { basket: current.basket, lines: await repository.lines(current.basket.id, tx) };
      });
      return { kind: 'added', basket: toBasket(state, fallback) };
    },

    /** Deletes a line of the member's open basket; 404 for any other, 403 for an auction win. */
    async deleteLine(userId: number, basketId: number, lineId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const found = await repository.memberLine(userId, basketId, lineId, tx);
        if (found?.status !== 'Open') throw HttpError.notFound();
        if (!found.line.canDelete) throw HttpError.permissionDenied(SHOP_SERVER_MESSAGES.lineNotDeletable);
        await repository.deleteLine(lineId, tx);
      });
    },
  };
}
