import type { User } from '@trove/core/auth';
import type { ShareViewInput } from '@trove/core/server';
import { and, eq, sql } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { savedSearches } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { createCommentsService } from './comments';
import { createFollowsService } from './follows';
import { createLikesService } from './likes';
import { type ListingOwner, listingCommunity } from './listingCommunity';
import { createNotifier } from './notifier';
import { countShare } from './shares';
import { createWatchdogService } from './watchdog';

export interface CommunityDeps {
  db: Database;
  mailer: Mailer;
  clock: Clock;
  /** Signs the moderation links: the server's SECRET_KEY. */
  secret: string;
  /** The site address of links mailed outside a request (moderation of seeded content). */
  siteUrl: string;
  siteName: () => Promise<string>;
  onError: (error: unknown) => void;
}

export type Community = ReturnType<typeof createCommunity>;

/** The community module (issue 15): its services, for the routes and the gallery. */
export function createCommunity({ db, mailer, clock, secret, siteName, onError }: CommunityDeps) {
  const now = () => clock.now();
  const notifier = createNotifier({ db, mailer, now, siteName, onError });
  const comments = createCommentsService({ db, mailer, now, notifier, secret, siteName, onError });
  return {
    likes: createLikesService({ db, now, notifier }),
    follows: createFollowsService({ db, now }),
    comments,
    watchdog: createWatchdogService({ db, mailer, now, moderators: comments.moderators, onError }),
    countShare: (itemId: number, input: ShareViewInput) => countShare(db, itemId, input),
    listingCommunity: (listing: ListingOwner, viewer: User | null | undefined) =>
      listingCommunity(db, listing, viewer),
    /** The item ids of the member's watchlist: the saved search named `watchlist` (any case). */
    async watchlistOf(userId: number): Promise<number[]> {
      const rows = await db
        .select({ params: savedSearches.params })
        .from(savedSearches)
        .where(and(eq(savedSearches.userId, userId), sql`lower(${savedSearches.name}) = 'watchlist'`));
      return [
        ...new Set(
          rows.flatMap((row) => {
            const ids = row.params.items;
            return Array.isArray(ids) ? ids.filter((id): id is number => Number.isSafeInteger(id)) : [];
          }),
        ),
      ];
    },
  };
}
