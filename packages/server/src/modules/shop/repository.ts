import { and, asc, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import {
  auctionPurchases,
  basketLines,
  baskets,
  itemImages,
  items,
  orderLines,
  orders,
  products,
  userAddresses,
} from '../../db/schema';
import { listingLinks, listingsWithPlace } from '../gallery/listingQuery';

// The shop's statements. Every basket, line, address and order query is scoped to its member:
// another member's row is as absent as one that never was.

/** A product with what the shop shows of its listing. */
const productColumns = {
  id: products.id,
  itemId: products.itemId,
  numInStock: products.numInStock,
  externalUrl: products.externalUrl,
  isShippingRequired: products.isShippingRequired,
  freeShipping: products.freeShipping,
  itemType: items.itemType,
  name: items.name,
  slug: items.slug,
  description: items.description,
  price: items.price,
  currency: items.currency,
  forSale: items.forSale,
  sold: items.sold,
  published: items.published,
  canOpen: items.canOpen,
  restricted: items.restricted,
  sku: items.sku,
  sellerId: items.userId,
  imageKey: sql<
    string | null
  >`(SELECT ${itemImages.key} FROM ${itemImages} WHERE ${itemImages.itemId} = ${items.id} ORDER BY ${itemImages.primary} DESC, ${itemImages.ordering}, ${itemImages.id} LIMIT 1)`,
};

/** Products with their listings and the listings' places (for their URLs), as the gallery reads them. */
function selectProducts(tx: Executor) {
  return listingsWithPlace(tx, productColumns).innerJoin(products, eq(products.itemId, items.id));
}

export type ProductRow = Awaited<ReturnType<typeof selectProducts>>[number];
export type BasketRow = typeof baskets.$inferSelect;
export type LineRow = typeof basketLines.$inferSelect;
export type BasketLineRow = { line: LineRow; product: ProductRow };
export type UserAddressRow = typeof userAddresses.$inferSelect;
export type NewUserAddress = Omit<typeof userAddresses.$inferInsert, 'id' | 'userId' | 'created'>;
export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;

export type ShopRepository = ReturnType<typeof createShopRepository>;

export function createShopRepository(db: Executor) {
  async function productWhere(where: SQL | undefined, tx: Executor): Promise<ProductRow | undefined> {
    const [row] = await selectProducts(tx).where(where);
    return row;
  }

  return {
    product: (id: number, tx: Executor = db) => productWhere(eq(products.id, id), tx),

    /** The products of listings, by item id (the item detail's `products`). */
    async productIdsOfItem(itemId: number, tx: Executor = db): Promise<number[]> {
      const rows = await tx.select({ id: products.id }).from(products).where(eq(products.itemId, itemId));
      return rows.map((row) => row.id);
    },

    /**
     * The product of an item, made when it has none (an auction win paid through the cart):
     * one in stock, shipped unless the listing is an event.
     */
    async ensureProduct(itemId: number, tx: Executor = db): Promise<number> {
      await tx.execute(sql`
        INSERT INTO ${products} (item_id, num_in_stock, is_shipping_required)
        SELECT i.id, 1, i.item_type <> 'EVENT' FROM ${items} i WHERE i.id = ${itemId}
        ON CONFLICT (item_id) DO NOTHING`);
      const [row] = await tx.select({ id: products.id }).from(products).where(eq(products.itemId, itemId));
      if (!row) throw new Error(`No item ${itemId} for a product`);
      return row.id;
    },

    /** The member's open basket, made when there is none (the partial unique index keeps it one). */
    async openBasket(userId: number, tx: Executor = db): Promise<BasketRow> {
      const find = () =>
        tx
          .select()
          .from(baskets)
          .where(and(eq(baskets.userId, userId), eq(baskets.status, 'Open')));
      const [found] = await find();
      if (found) return found;
      await tx.execute(sql`
        INSERT INTO ${baskets} (user_id, status) VALUES (${userId}, 'Open')
        ON CONFLICT (user_id) WHERE status = 'Open' DO NOTHING`);
      const [made] = await find();
      if (!made) throw new Error('Opening a basket returned no row');
      return made;
    },

    /** Locks the member's open basket until the transaction ends (adds run one after the other). */
    async lockBasket(basketId: number, tx: Executor): Promise<void> {
      await tx.select({ id: baskets.id }).from(baskets).where(eq(baskets.id, basketId)).for('update');
    },

    /** A basket's lines with their products, oldest first. */
    async lines(basketId: number, tx: Executor = db): Promise<BasketLineRow[]> {
      const rows = await tx
        .select({ line: basketLines, productId: basketLines.productId })
        .from(basketLines)
        .where(eq(basketLines.basketId, basketId))
        .orderBy(asc(basketLines.id));
      if (rows.length === 0) return [];
      const productRows = await selectProducts(tx).where(
        inArray(
          products.id,
          rows.map((row) => row.productId),
        ),
      );
      const byId = new Map(productRows.map((row) => [row.id, row]));
      return rows.flatMap(({ line }) => {
        const product = byId.get(line.productId);
        return product ? [{ line, product }] : [];
      });
    },

    async insertLine(values: typeof basketLines.$inferInsert, tx: Executor = db): Promise<void> {
      await tx.insert(basketLines).values(values);
    },

    async setLineQuantity(lineId: number, quantity: number, price: string, tx: Executor = db): Promise<void> {
      await tx
        .update(basketLines)
        .set({ quantity, priceExclTax: price, priceInclTax: price })
        .where(eq(basketLines.id, lineId));
    },

    /** A line of one of the member's baskets, or undefined. */
    async memberLine(userId: number, basketId: number, lineId: number, tx: Executor = db) {
      const [row] = await tx
        .select({ line: basketLines, status: baskets.status })
        .from(basketLines)
        .innerJoin(baskets, eq(baskets.id, basketLines.basketId))
        .where(
          and(eq(basketLines.id, lineId), eq(basketLines.basketId, basketId), eq(baskets.userId, userId)),
        );
      return row;
    },

    async deleteLine(lineId: number, tx: Executor = db): Promise<void> {
      await tx.delete(basketLines).where(eq(basketLines.id, lineId));
    },

    /**
     * The member's won lots awaiting payment that no basket of theirs still in use (open or
     * frozen by a checkout) holds, oldest first.
     */
    async winsMissingFromBaskets(userIds: readonly number[], tx: Executor = db) {
      if (userIds.length === 0) return [];
      return tx
        .select({
          userId: auctionPurchases.userId,
          lotId: auctionPurchases.lotId,
          itemId: auctionPurchases.itemId,
          amountMinor: auctionPurchases.amountMinor,
          premiumMinor: auctionPurchases.premiumMinor,
          currency: auctionPurchases.currency,
        })
        .from(auctionPurchases)
        .where(
          and(
            inArray(auctionPurchases.userId, [...userIds]),
            eq(auctionPurchases.status, 'awaiting_payment'),
            sql`NOT EXISTS (SELECT 1 FROM ${basketLines} bl JOIN ${baskets} b ON b.id = bl.basket_id
              WHERE bl.lot_id = ${auctionPurchases.lotId} AND b.user_id = ${auctionPurchases.userId}
                AND b.status <> 'Submitted')`,
          ),
        )
        .orderBy(asc(auctionPurchases.created), asc(auctionPurchases.id));
    },

    /** Adds an auction win's line unless the basket already holds the lot or the product. */
    async insertWinLine(values: typeof basketLines.$inferInsert, tx: Executor = db): Promise<void> {
      await tx.insert(basketLines).values(values).onConflictDoNothing();
    },

    // Addresses

    async addresses(userId: number, tx: Executor = db): Promise<UserAddressRow[]> {
      return tx
        .select()
        .from(userAddresses)
        .where(eq(userAddresses.userId, userId))
        .orderBy(asc(userAddresses.id));
    },

    async address(userId: number, id: number, tx: Executor = db): Promise<UserAddressRow | undefined> {
      const [row] = await tx
        .select()
        .from(userAddresses)
        .where(and(eq(userAddresses.id, id), eq(userAddresses.userId, userId)));
      return row;
    },

    async insertAddress(userId: number, values: NewUserAddress, tx: Executor = db): Promise<UserAddressRow> {
      const [row] = await tx
        .insert(userAddresses)
        .values({ ...values, userId })
        .returning();
      if (!row) throw new Error('Inserting an address returned no row');
      return row;
    },

    async updateAddress(
      userId: number,
      id: number,
      values: NewUserAddress,
      tx: Executor = db,
    ): Promise<UserAddressRow | undefined> {
      const [row] = await tx
        .update(userAddresses)
        .set(values)
        .where(and(eq(userAddresses.id, id), eq(userAddresses.userId, userId)))
        .returning();
      return row;
    },

    async removeAddress(userId: number, id: number, tx: Executor = db): Promise<boolean> {
      const rows = await tx
        .delete(userAddresses)
        .where(and(eq(userAddresses.id, id), eq(userAddresses.userId, userId)))
        .returning({ id: userAddresses.id });
      return rows.length > 0;
    },

    /** Leaves `id` the member's only default address for billing or for shipping. */
    async clearDefaultExcept(
      userId: number,
      id: number,
      which: 'isDefaultForBilling' | 'isDefaultForShipping',
      tx: Executor = db,
    ): Promise<void> {
      await tx
        .update(userAddresses)
        .set({ [which]: false })
        .where(and(eq(userAddresses.userId, userId), ne(userAddresses.id, id), sql`${userAddresses[which]}`));
    },

    // Orders

    async orderCount(userId: number, tx: Executor = db): Promise<number> {
      const [row] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(orders)
        .where(eq(orders.userId, userId));
      return row?.count ?? 0;
    },

    /** The member's orders, newest first. */
    async orderPage(userId: number, offset: number, limit: number, tx: Executor = db): Promise<OrderRow[]> {
      return tx
        .select()
        .from(orders)
        .where(eq(orders.userId, userId))
        .orderBy(desc(orders.datePlaced), desc(orders.id))
        .offset(offset)
        .limit(limit);
    },

    async order(userId: number, number: string, tx: Executor = db): Promise<OrderRow | undefined> {
      const [row] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.number, number), eq(orders.userId, userId)));
      return row;
    },

    /**
     * The lines of orders, in order, each with its listing as it is now (`listingLinks`: what its
     * URL needs), or null when the listing is gone.
     */
    async orderLines(orderIds: readonly number[], tx: Executor = db) {
      if (orderIds.length === 0) return [];
      const lines = await tx
        .select()
        .from(orderLines)
        .where(inArray(orderLines.orderId, [...orderIds]))
        .orderBy(asc(orderLines.orderId), asc(orderLines.id));
      const itemIds = lines.flatMap((line) => (line.itemId === null ? [] : [line.itemId]));
      const listings = new Map((await listingLinks(tx, itemIds)).map((listing) => [listing.id, listing]));
      return lines.map((line) => ({
        line,
        listing: line.itemId === null ? null : (listings.get(line.itemId) ?? null),
      }));
    },
  };
}
