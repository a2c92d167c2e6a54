import { eq } from 'drizzle-orm';
import { type App, buildApp } from '../../app';
import type { DatabaseHandle } from '../../db/database';
import { items, organisationUsers, sections, users } from '../../db/schema';
import { createMemoryEventBus, type EventBus } from '../../events/eventBus';
import { createMemoryMediaStore } from '../../media/mediaStore';
import { DEMO, signIn } from '../../testing/accounts';
import { testConfig } from '../../testing/testApp';
import { createTestClock, type TestClock } from '../../testing/testClock';
import { createTestDatabase } from '../../testing/testDatabase';
import { seedDatabase } from '../seed';
import { type AuctionsService, createAuctionsService, type NewLot } from './service';

type Role = keyof typeof DEMO;

/** An app over a seeded database (demo accounts, the catalogue tree, one listing), for auction tests. */
export interface AuctionsTestApp {
  app: App;
  database: DatabaseHandle;
  /**
   * A service over the app's database, bus and clock: a second instance beside the app's own, as
   * another server would be (the lot's lock keeps them apart), for the jobs and direct bids.
   */
  service: AuctionsService;
  events: EventBus;
  /** The injected clock, or null when bids take the database's clock. */
  clock: TestClock | null;
  /** The demo accounts' ids, by role. */
  ids: Record<Role, number>;
  /** A demo account's API token (signed in once, then kept). */
  token(role: Role): Promise<string>;
  /** An item (type ITEM, NZD) owned by `ownerId`, in the first item section. */
  createItem(ownerId: number, options?: { name?: string; organisationId?: number | null }): Promise<number>;
  /** A lot through the service, as the item's owner would list it. */
  createLot(itemId: number, lot?: Partial<Omit<NewLot, 'item'>>): Promise<number>;
  /** The organisation `role` owns or belongs to. */
  organisationOf(role: Role): Promise<number>;
  close(): Promise<void>;
}

const HOUR = 60 * 60 * 1000;

/**
 * Builds the app with an injected clock (default a test clock at 2026-03-02T09:00Z; `null` for
 * the database's clock) and an in-process bus unless one is given.
 */
export async function createAuctionsTestApp({
  clock = createTestClock(),
  events = createMemoryEventBus(),
  env = {},
}: {
  clock?: TestClock | null;
  events?: EventBus;
  /** Overrides of the test configuration (`CORS_ORIGINS`, ...). */
  env?: Record<string, string>;
} = {}): Promise<AuctionsTestApp> {
  const database = await createTestDatabase();
  const app = await (async () => {
    try {
      await seedDatabase(database.db, {
        nodeEnv: 'test',
        now: clock?.now(),
        catalogue: { size: 1 },
        auctions: false,
      });
      return buildApp({
        config: testConfig(env),
        db: database.db,
        media: createMemoryMediaStore(),
        events,
        ...(clock ? { clock } : {}),
      });
    } catch (error) {
      await database.close();
      throw error;
    }
  })();
  const { db } = database;
  const service = createAuctionsService({ db, events, clock: clock ?? undefined });
  const userRows = await db.select({ id: users.id, email: users.email }).from(users);
  const ids = Object.fromEntries(
    Object.entries(DEMO).map(([role, email]) => [role, userRows.find((row) => row.email === email)?.id ?? 0]),
  ) as Record<Role, number>;
  const [section] = await db
    .select({ id: sections.id, nicheId: sections.nicheId })
    .from(sections)
    .where(eq(sections.itemType, 'ITEM'))
    .orderBy(sections.id)
    .limit(1);
  if (!section) throw new Error('The test catalogue has no item section');
  const tokens = new Map<Role, Promise<string>>();
  let itemCount = 0;

  return {
    app,
    database,
    service,
    events,
    clock,
    ids,
    token(role) {
      const known = tokens.get(role);
      if (known) return known;
      const token = (async () => {
        await app.ready();
        return signIn(app, DEMO[role]);
      })();
      tokens.set(role, token);
      return token;
    },
    async createItem(ownerId, { name, organisationId = null } = {}) {
      itemCount += 1;
      const itemName = name ?? `Auction test item ${itemCount}`;
      const [row] = await db
        .insert(items)
        .values({
          itemType: 'ITEM',
          name: itemName,
          slug: itemName.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
          currency: 'NZD',
          userId: ownerId,
          organisationId,
          nicheId: section.nicheId,
          sectionId: section.id,
          created: clock?.now() ?? new Date(),
        })
        .returning({ id: items.id });
      if (!row) throw new Error('Inserting an item returned no row');
      return row.id;
    },
    async createLot(itemId, lot = {}) {
      const [item] = await db.select({ userId: items.userId }).from(items).where(eq(items.id, itemId));
      const now = clock?.now().getTime() ?? Date.now();
      const created = await service.createLot(
        { id: item?.userId ?? 0, organisationIds: [], admin: false },
        {
          number: null,
          estimateMinor: null,
          startMinor: 1000,
          reserveMinor: null,
          buyersPremium: 0,
          opens: new Date(now - HOUR),
          closes: new Date(now + HOUR),
          closingWindowMs: 2 * 60 * 1000,
          latestClose: null,
          organisation: null,
          ...lot,
          item: itemId,
        },
      );
      return created.id;
    },
    async organisationOf(role) {
      const [row] = await db
        .select({ id: organisationUsers.organisationId })
        .from(organisationUsers)
        .where(eq(organisationUsers.userId, ids[role]));
      if (!row) throw new Error(`${role} belongs to no organisation`);
      return row.id;
    },
    async close() {
      await app.close();
      await events.close();
      await database.close();
    },
  };
}
