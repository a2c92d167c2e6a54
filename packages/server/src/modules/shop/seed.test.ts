import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database';
import { items, lots, products } from '../../db/schema';
import { createTestDatabase } from '../../testing/testDatabase';
import { seedDatabase } from '../seed';
import { seedDemoProducts } from './seed';

describe('the demo products', () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDatabase(database.db, { nodeEnv: 'test', catalogue: { size: 120 }, auctions: true });
  }, 120_000);

  afterAll(() => database?.close());

  it('gives every unsold listing for sale with a price, not up for auction, one product', async () => {
    const { db } = database;
    const onSale = await db
      .select({ id: items.id, itemType: items.itemType, product: products.id, stock: products.numInStock })
      .from(items)
      .leftJoin(products, eq(products.itemId, items.id))
      .leftJoin(lots, eq(lots.itemId, items.id))
      .where(
        and(eq(items.forSale, true), eq(items.sold, false), sql`${items.price} IS NOT NULL`, isNull(lots.id)),
      );
    expect(onSale.length).toBeGreaterThan(5);
    expect(onSale.filter((row) => row.product === null)).toEqual([]);
    const all = await db.select().from(products).innerJoin(items, eq(items.id, products.itemId));
    expect(all.every(({ items: item }) => item.forSale && !item.sold && item.price !== null)).toBe(true);
    // Stock 1 by default, a few with more; a few ship free; events need no shipping.
    expect(all.some(({ products: product }) => product.numInStock === 1)).toBe(true);
    expect(all.some(({ products: product }) => product.numInStock > 1)).toBe(true);
    expect(all.some(({ products: product }) => product.freeShipping)).toBe(true);
    for (const { products: product, items: item } of all) {
      expect(product.isShippingRequired).toBe(item.itemType !== 'EVENT');
      if (item.itemType === 'EVENT') expect(product.freeShipping).toBe(false);
    }
  });

  it('keeps the products (and their stock) when run again', async () => {
    const { db } = database;
    const before = await db.select().from(products).orderBy(products.id);
    const [first] = before;
    if (!first) throw new Error('no product');
    await db.update(products).set({ numInStock: 0 }).where(eq(products.id, first.id));
    await seedDemoProducts(db);
    const after = await db.select().from(products).orderBy(products.id);
    expect(after).toHaveLength(before.length);
    expect(after[0]?.numInStock).toBe(0);
  });
});
