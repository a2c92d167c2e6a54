import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database';
import { items, niches, sections } from '../../db/schema';
import { createTestClock } from '../../testing/testClock';
import { createTestDatabase } from '../../testing/testDatabase';
import { createListingStatuses } from './statusJob';

const HOUR = 60 * 60 * 1000;

describe('listing status job', () => {
  let database: DatabaseHandle;
  let place: { nicheId: number; sectionId: number };
  const clock = createTestClock();

  beforeAll(async () => {
    database = await createTestDatabase();
    const [niche] = await database.db.insert(niches).values({ slug: 'jobs', name: 'Jobs' }).returning();
    const [section] = await database.db
      .insert(sections)
      .values({ nicheId: niche?.id ?? 0, slug: 'due', name: 'Due' })
      .returning();
    place = { nicheId: niche?.id ?? 0, sectionId: section?.id ?? 0 };
  }, 120_000);
  afterAll(() => database?.close());

  async function listings(count: number, values: Partial<typeof items.$inferInsert>): Promise<number[]> {
    const rows = await database.db
      .insert(items)
      .values(
        Array.from({ length: count }, (_, index) => ({
          itemType: 'ITEM' as const,
          name: `Listing ${index}`,
          slug: `listing-${index}`,
          created: clock.now(),
          ...place,
          ...values,
        })),
      )
      .returning({ id: items.id });
    return rows.map((row) => row.id);
  }

  it('publishes scheduled listings when due and expires active ones past their period, once each', async () => {
    const past = new Date(clock.now().getTime() - HOUR);
    const future = new Date(clock.now().getTime() + HOUR);
    const due = await listings(3, {
      status: 'scheduled',
      published: false,
      searchable: false,
      publishAfter: past,
    });
    const waiting = await listings(1, {
      status: 'scheduled',
      published: false,
      searchable: false,
      publishAfter: future,
    });
    const ended = await listings(2, { status: 'active', expiresAt: past });
    const running = await listings(1, { status: 'active', expiresAt: future });
    const forever = await listings(1, { status: 'active' });

    const job = createListingStatuses({ db: database.db, clock, listingPeriodMs: 10 * HOUR });
    const moved = await job.run();
    expect(moved.published.sort()).toEqual(due.sort());
    expect(moved.expired.sort()).toEqual(ended.sort());
    const rows = await database.db
      .select()
      .from(items)
      .where(inArray(items.id, [...due, ...waiting, ...ended, ...running, ...forever]));
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const id of due) {
      expect(byId.get(id)).toMatchObject({
        status: 'active',
        published: true,
        searchable: true,
        dateListed: clock.now(),
        expiresAt: new Date(clock.now().getTime() + 10 * HOUR),
      });
    }
    for (const id of ended) expect(byId.get(id)).toMatchObject({ status: 'expired', published: false });
    for (const id of [...waiting, ...running, ...forever]) {
      expect(byId.get(id)?.status).toBe(id === waiting[0] ? 'scheduled' : 'active');
    }
    // Nothing is moved twice.
    expect(await job.run()).toEqual({ published: [], expired: [], approved: [] });
  });

  it('claims rows with FOR UPDATE SKIP LOCKED: runs at once share them, and a locked row waits', async () => {
    const past = new Date(clock.now().getTime() - HOUR);
    const due = await listings(10, { status: 'active', expiresAt: past });
    const one = () => createListingStatuses({ db: database.db, clock, batchSize: 5 });
    const [first, second] = await Promise.all([one().run(), one().run()]);
    const claimed = [...(first?.expired ?? []), ...(second?.expired ?? [])];
    expect(claimed.sort()).toEqual([...due].sort());
    expect(new Set(claimed).size).toBe(claimed.length);

    const [locked, free] = await listings(2, { status: 'active', expiresAt: past });
    if (database.kind === 'postgres') {
      // Another instance holds one row: the job moves the other without waiting for it.
      const moved = await database.db.transaction(async (tx) => {
        await tx
          .select({ id: items.id })
          .from(items)
          .where(eq(items.id, locked ?? 0))
          .for('update');
        return one().run();
      });
      expect(moved.expired).toEqual([free]);
      expect((await one().run()).expired).toEqual([locked]);
    } else {
      // PGlite serves one connection: no other transaction can hold a row, and the claim still runs.
      expect((await one().run()).expired.sort()).toEqual([locked, free].sort());
    }
    const [left] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(items)
      .where(
        sql`${items.status} = 'active' AND ${items.expiresAt} <= ${clock.now().toISOString()}::timestamptz`,
      );
    expect(left?.n).toBe(0);
  });
});
