import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { items, lots, products } from '../../db/schema';

/**
 * The demo's products: one for every listing for sale with a price that is not sold and not up
 * for auction, and has none yet. One in stock, but every seventh listing has 5; every fifth ships
 * free; events need no shipping. Safe to run at every start: existing products are kept.
 */
export async function seedDemoProducts(tx: Executor): Promise<void> {
  await tx.execute(sql`
    INSERT INTO ${products} (item_id, num_in_stock, is_shipping_required, free_shipping)
    SELECT i.id,
      CASE WHEN i.id % 7 = 0 THEN 5 ELSE 1 END,
      i.item_type <> 'EVENT',
      i.item_type <> 'EVENT' AND i.id % 5 = 0
    FROM ${items} i
    WHERE i.for_sale AND NOT i.sold AND i.price IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM ${lots} l WHERE l.item_id = i.id)
    ORDER BY i.id
    ON CONFLICT (item_id) DO NOTHING`);
}
