import { eq, sql } from 'drizzle-orm';
import { type App, type AppDeps, buildApp } from '../../app';
import { generateSecretToken, hashSecretToken } from '../../auth/apiTokens';
import type { DatabaseHandle } from '../../db/database';
import { authTokens, basketLines, baskets, items, products, sections, users } from '../../db/schema';
import { createMemoryMediaStore } from '../../media/mediaStore';
import { DEMO, withToken } from '../../testing/accounts';
import { testConfig } from '../../testing/testApp';
import { createTestDatabase } from '../../testing/testDatabase';
import type { PaymentGateway } from '../payments/gateway';
import { seedDatabase } from '../seed';
import { basketUrl } from './urls';

// What the checkout's tests share: an app over a seeded database, members with tokens made
// without the cost of signing in, listings for sale with their products, and filled baskets.

export interface Buyer {
  id: number;
  email: string;
  token: string;
}

export interface CheckoutTestApp {
  app: App;
  database: DatabaseHandle;
  /** Members (copies of the demo member) with a token each. */
  buyers(count: number): Promise<Buyer[]>;
  /** The demo dealer: the seller of the listings. */
  seller: { id: number; email: string };
  /** A listing for sale with its product; answers the product id and item id. */
  product(options?: {
    price?: string;
    stock?: number;
    currency?: string;
    name?: string;
    shipping?: boolean;
  }): Promise<{ productId: number; itemId: number }>;
  /** The buyer's open basket holding `quantity` of the product; answers its id. */
  basket(buyerId: number, lines: { productId: number; quantity?: number; price?: string }[]): Promise<number>;
  /** A new app over the same database (another server, or the same one restarted). */
  restart(deps?: Partial<AppDeps>): Promise<App>;
  close(): Promise<void>;
}

/** An address that passes the spec's rules (a domestic one for an NZD site). */
export const ADDRESS = {
  title: 'Ms',
  first_name: 'Ada',
  last_name: 'Buyer',
  line1: '1 Queen Street',
  city: 'Auckland',
  postcode: '1010',
  country: '/api/shop/countries/NZ/',
} as const;

/** A checkout body for a basket, paid by the test gateway's `nonce`. */
export function checkoutBody(
  basketId: number,
  nonce = 'fake-valid-visa-nonce',
  extra: Record<string, unknown> = {},
) {
  return {
    basket: basketUrl(basketId),
    billing_address: ADDRESS,
    shipping_address: ADDRESS,
    shipping_method_code: 'standard',
    source: { code: 'braintree', nonce },
    ...extra,
  };
}

/** The injected request of a checkout. */
export function checkoutRequest(token: string, body: object, key?: string) {
  return {
    method: 'POST' as const,
    url: '/api/shop/checkout/',
    headers: { ...withToken(token), ...(key === undefined ? {} : { 'idempotency-key': key }) },
    payload: body,
  };
}

export async function createCheckoutTestApp({
  env = {},
  payments,
}: {
  env?: Record<string, string>;
  payments?: PaymentGateway;
} = {}): Promise<CheckoutTestApp> {
  const database = await createTestDatabase();
  const { db } = database;
  try {
    await seedDatabase(db, { nodeEnv: 'test', catalogue: { size: 1 }, auctions: false });
  } catch (error) {
    await database.close();
    throw error;
  }
  const build = (deps: Partial<AppDeps> = {}) =>
    buildApp({
      config: testConfig(env),
      db,
      media: createMemoryMediaStore(),
      ...(payments ? { payments } : {}),
      ...deps,
    });
  const apps: App[] = [build()];
  const [section] = await db
    .select({ id: sections.id, nicheId: sections.nicheId })
    .from(sections)
    .where(eq(sections.itemType, 'ITEM'))
    .orderBy(sections.id)
    .limit(1);
  if (!section) throw new Error('The test catalogue has no item section');
  const [seller] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.email, DEMO.dealer));
  if (!seller) throw new Error('No demo dealer');
  let made = 0;
  let buyerCount = 0;

  return {
    app: apps[0] as App,
    database,
    seller,
    async buyers(count) {
      const columns = (
        await db.execute<{ name: string }>(sql`
          SELECT column_name AS name FROM information_schema.columns
          WHERE table_schema = current_schema() AND table_name = 'users'
            AND column_name NOT IN ('id', 'email', 'display_name', 'last_name', 'last_login')`)
      ).rows.map((row) => `"${row.name}"`);
      const copied = sql.raw(columns.join(', '));
      const from = buyerCount + 1;
      buyerCount += count;
      const rows = (
        await db.execute<{ id: number; email: string }>(sql`
          INSERT INTO users (email, display_name, last_name, ${copied})
          SELECT 'buyer' || n || '@checkout.trove.test', 'Buyer ' || n, 'Buyer' || n, ${copied}
          FROM users, generate_series(${from}::int, ${buyerCount}::int) AS n
          WHERE email = ${DEMO.member}
          RETURNING id, email`)
      ).rows;
      await db.execute(sql`
        INSERT INTO user_groups (user_id, group_id)
        SELECT b.id, g.group_id FROM users b, user_groups g JOIN users m ON m.id = g.user_id
        WHERE m.email = ${DEMO.member} AND b.email LIKE 'buyer%@checkout.trove.test'
        ON CONFLICT DO NOTHING`);
      const now = new Date();
      const buyers = rows.map((row) => ({
        id: Number(row.id),
        email: row.email,
        token: generateSecretToken(),
      }));
      if (buyers.length > 0) {
        await db.insert(authTokens).values(
          buyers.map((buyer) => ({
            tokenHash: hashSecretToken(buyer.token),
            userId: buyer.id,
            created: now,
            lastUsed: now,
          })),
        );
      }
      return buyers;
    },
    async product({ price = '25.00', stock = 1, currency = 'NZD', name, shipping = true } = {}) {
      made += 1;
      const title = name ?? `Checkout test item ${made}`;
      const [item] = await db
        .insert(items)
        .values({
          itemType: 'ITEM',
          name: title,
          slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
          price,
          currency,
          forSale: true,
          userId: seller.id,
          nicheId: section.nicheId,
          sectionId: section.id,
          created: new Date(),
        })
        .returning({ id: items.id });
      if (!item) throw new Error('Inserting an item returned no row');
      const [product] = await db
        .insert(products)
        .values({ itemId: item.id, numInStock: stock, isShippingRequired: shipping })
        .returning({ id: products.id });
      if (!product) throw new Error('Inserting a product returned no row');
      return { productId: product.id, itemId: item.id };
    },
    async basket(buyerId, lines) {
      const [basket] = await db
        .insert(baskets)
        .values({ userId: buyerId, status: 'Open' })
        .returning({ id: baskets.id });
      if (!basket) throw new Error('Inserting a basket returned no row');
      for (const line of lines) {
        const [row] = await db
          .select({ price: items.price, currency: items.currency })
          .from(products)
          .innerJoin(items, eq(items.id, products.itemId))
          .where(eq(products.id, line.productId));
        const price = line.price ?? row?.price ?? '0.00';
        await db.insert(basketLines).values({
          basketId: basket.id,
          productId: line.productId,
          quantity: line.quantity ?? 1,
          priceCurrency: row?.currency ?? 'NZD',
          priceExclTax: price,
          priceInclTax: price,
        });
      }
      return basket.id;
    },
    async restart(deps) {
      const next = build(deps);
      apps.push(next);
      await next.ready();
      return next;
    },
    async close() {
      for (const app of apps) await app.close();
      await database.close();
    },
  };
}
