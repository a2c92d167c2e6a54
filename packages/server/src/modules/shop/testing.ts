import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  auctionPurchases,
  items,
  lots,
  orderLines,
  orders,
  products,
  sections,
  siteSettings,
  users,
} from '../../db/schema';
import { DEMO } from '../../testing/accounts';

// Rows for the shop's tests: listings with products, auction wins and orders, written directly.

export interface TestProductOptions {
  name?: string;
  price?: string | null;
  currency?: string | null;
  stock?: number;
  itemType?: 'ITEM' | 'EVENT';
  forSale?: boolean;
  sold?: boolean;
  published?: boolean;
  externalUrl?: string | null;
  freeShipping?: boolean;
  sellerId?: number | null;
}

/** The demo accounts' ids, by role. */
export async function demoIds(db: Database): Promise<Record<keyof typeof DEMO, number>> {
  const rows = await db.select({ id: users.id, email: users.email }).from(users);
  return Object.fromEntries(
    Object.entries(DEMO).map(([role, email]) => [role, rows.find((row) => row.email === email)?.id ?? 0]),
  ) as Record<keyof typeof DEMO, number>;
}

let made = 0;

/** A listing for sale and its product; answers both ids. */
export async function createTestProduct(
  db: Database,
  {
    name,
    price = '25.00',
    currency = 'NZD',
    stock = 1,
    itemType = 'ITEM',
    forSale = true,
    sold = false,
    published = true,
    externalUrl = null,
    freeShipping = false,
    sellerId = null,
  }: TestProductOptions = {},
): Promise<{ itemId: number; productId: number }> {
  made += 1;
  const itemName = name ?? `Shop test item ${made}`;
  const [section] = await db
    .select({ id: sections.id, nicheId: sections.nicheId })
    .from(sections)
    .where(eq(sections.itemType, itemType))
    .orderBy(sections.id)
    .limit(1);
  if (!section) throw new Error(`The test catalogue has no ${itemType} section`);
  const [item] = await db
    .insert(items)
    .values({
      itemType,
      name: itemName,
      slug: itemName.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      description: `About ${itemName}`,
      price,
      currency,
      forSale,
      sold,
      published,
      userId: sellerId,
      nicheId: section.nicheId,
      sectionId: section.id,
      created: new Date('2026-03-01T00:00:00Z'),
    })
    .returning({ id: items.id });
  if (!item) throw new Error('Inserting an item returned no row');
  const [product] = await db
    .insert(products)
    .values({
      itemId: item.id,
      numInStock: stock,
      externalUrl,
      freeShipping,
      isShippingRequired: itemType !== 'EVENT',
    })
    .returning({ id: products.id });
  if (!product) throw new Error('Inserting a product returned no row');
  return { itemId: item.id, productId: product.id };
}

/** A closed lot won by `winnerId`, awaiting payment (as the closing job leaves it); answers the lot id. */
export async function createTestWin(
  db: Database,
  {
    winnerId,
    amountMinor,
    premiumMinor,
    currency = 'NZD',
  }: { winnerId: number; amountMinor: number; premiumMinor: number; currency?: string },
): Promise<{ lotId: number; itemId: number }> {
  made += 1;
  const { itemId } = await createTestProductlessItem(db, `Won lot item ${made}`, currency);
  const when = new Date('2026-03-01T10:00:00Z');
  const [lot] = await db
    .insert(lots)
    .values({
      itemId,
      currency,
      startMinor: 1000,
      opens: when,
      closes: when,
      originalCloses: when,
      priceMinor: amountMinor,
      leaderId: winnerId,
      closed: true,
      closedAt: when,
      winnerId,
      created: when,
    })
    .returning({ id: lots.id });
  if (!lot) throw new Error('Inserting a lot returned no row');
  await db.insert(auctionPurchases).values({
    lotId: lot.id,
    itemId,
    userId: winnerId,
    amountMinor,
    premiumMinor,
    currency,
    created: when,
  });
  return { lotId: lot.id, itemId };
}

async function createTestProductlessItem(db: Database, name: string, currency: string) {
  const [section] = await db
    .select({ id: sections.id, nicheId: sections.nicheId })
    .from(sections)
    .where(eq(sections.itemType, 'ITEM'))
    .orderBy(sections.id)
    .limit(1);
  if (!section) throw new Error('The test catalogue has no item section');
  const [item] = await db
    .insert(items)
    .values({
      itemType: 'ITEM',
      name,
      slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      currency,
      sold: true,
      nicheId: section.nicheId,
      sectionId: section.id,
      created: new Date('2026-03-01T00:00:00Z'),
    })
    .returning({ id: items.id });
  if (!item) throw new Error('Inserting an item returned no row');
  return { itemId: item.id };
}

/** An order of `userId` with one line, placed at `datePlaced`; answers its number. */
export async function createTestOrder(
  db: Database,
  { userId, datePlaced, title = 'Ordered thing' }: { userId: number; datePlaced: Date; title?: string },
): Promise<string> {
  const [order] = await db
    .insert(orders)
    .values({
      userId,
      status: 'Being Processed',
      paymentState: 'paid',
      sourceCode: 'braintree',
      currency: 'NZD',
      basketTotalExclTax: '25.00',
      basketTotalInclTax: '25.00',
      totalExclTax: '35.00',
      totalInclTax: '35.00',
      shippingMethod: 'Standard shipping',
      shippingCode: 'standard',
      shippingExclTax: '10.00',
      shippingInclTax: '10.00',
      shippingAddress: {
        title: 'Ms',
        first_name: 'Ada',
        last_name: 'Lovelace',
        line1: '1 Queen Street',
        line2: '',
        line3: '',
        line4: '',
        city: 'Auckland',
        postcode: '1010',
        state: '',
        country: 'NZ',
      },
      billingAddress: null,
      datePlaced,
    })
    .returning({ id: orders.id, number: orders.number });
  if (!order) throw new Error('Inserting an order returned no row');
  await db.insert(orderLines).values({
    orderId: order.id,
    title,
    description: 'A description',
    quantity: 1,
    priceCurrency: 'NZD',
    unitPriceExclTax: '25.00',
    unitPriceInclTax: '25.00',
    linePriceExclTax: '25.00',
    linePriceInclTax: '25.00',
  });
  return order.number;
}

/** Turns the `cart` flag on or off. */
export async function setCartFlag(db: Database, on: boolean): Promise<void> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.key, 'features'));
  const features = { ...(row?.value as Record<string, boolean>), cart: on };
  await db
    .insert(siteSettings)
    .values({ key: 'features', value: features })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value: features } });
}
