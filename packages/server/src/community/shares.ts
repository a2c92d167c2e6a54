import type { ShareViewInput } from '@trove/core/server';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { shareCounts } from '../db/schema';
import { openListing } from './likes';

/** Counts one share of a listing to a network (`data.shared_to`); admins read the counters in the detail. */
export async function countShare(db: Database, itemId: number, input: ShareViewInput): Promise<void> {
  await openListing(db, itemId);
  await db
    .insert(shareCounts)
    .values({ itemId, network: input.data.shared_to, count: 1 })
    .onConflictDoUpdate({
      target: [shareCounts.itemId, shareCounts.network],
      set: { count: sql`${shareCounts.count} + 1` },
    });
}
