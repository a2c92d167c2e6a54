import type { Page } from '@trove/core';
import { NOTIFICATIONS_PAGE_SIZE, type Notification, type NotificationName } from '@trove/core/auth';
import type { Clock } from '../../clock';
import { HttpError } from '../../http/httpError';
import { drfPage, type PageUrl, pageWindow } from '../../http/pagination';
import { listingUrl } from '../gallery/listingUrl';
import type { NotificationRow, NotificationsRepository } from './repository';

export interface NotificationsServiceDeps {
  repository: NotificationsRepository;
  clock: Clock;
}

type ListingRow = Awaited<ReturnType<NotificationsRepository['listings']>>[number];

/** The listing a notification is about (`data.item.id`: outbid, closed, liked, comment…), if any. */
function itemIdOf(row: NotificationRow): number | undefined {
  const item = (row.data as { item?: unknown }).item;
  if (typeof item !== 'object' || item === null) return undefined;
  const { id } = item as { id?: unknown };
  return typeof id === 'number' && Number.isSafeInteger(id) ? id : undefined;
}

/**
 * Notifications whose item links somewhere other than the listing. You won
 * (auction_closed_successful, sent to the winner only) opens the cart: the closing puts the won
 * lot there for payment (seed 001 §4), whether or not the listing can still be opened.
 */
const LINK_BY_NAME: Partial<Record<string, string>> = { auction_closed_successful: '/cart' };

function toNotification(row: NotificationRow, listings: ReadonlyMap<number, ListingRow>): Notification {
  const itemId = itemIdOf(row);
  const listing = itemId === undefined ? undefined : listings.get(itemId);
  const fixedLink = itemId === undefined ? undefined : LINK_BY_NAME[row.name];
  // The listing's gallery URL as it is now, with its name as it is now: the link opens the item
  // the message names, wherever the listing has moved since. A listing gone keeps the stored name.
  const item = row.data.item as Record<string, unknown>;
  const data = listing
    ? { ...row.data, item: { ...item, name: listing.name, url: fixedLink ?? listingUrl(listing) } }
    : fixedLink
      ? { ...row.data, item: { ...item, url: fixedLink } }
      : row.data;
  return {
    id: row.id,
    // Written only by the server, from core's list of names.
    name: row.name as NotificationName,
    date_created: row.dateCreated.toISOString(),
    date_acknowledged: row.dateAcknowledged?.toISOString() ?? null,
    data,
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;

export function createNotificationsService({ repository, clock }: NotificationsServiceDeps) {
  /** The notifications with their listings' names and gallery URLs. */
  async function withLinks(rows: readonly NotificationRow[]): Promise<Notification[]> {
    const ids = [...new Set(rows.flatMap((row) => itemIdOf(row) ?? []))];
    const listings = new Map((await repository.listings(ids)).map((listing) => [listing.id, listing]));
    return rows.map((row) => toNotification(row, listings));
  }

  return {
    /**
     * One page of the member's notifications, newest first, as a DRF page. `pageUrl` makes the
     * absolute URL of another page; a page past the last is DRF's 404 "Invalid page.".
     */
    async page(userId: number, page: number, pageUrl: PageUrl): Promise<Page<Notification>> {
      const total = await repository.count(userId);
      const { offset, limit } = pageWindow(total, page, NOTIFICATIONS_PAGE_SIZE);
      const rows = await repository.list(userId, offset, limit);
      return drfPage({ total, page, pageSize: NOTIFICATIONS_PAGE_SIZE, pageUrl }, await withLinks(rows));
    },

    async acknowledge(userId: number, id: number): Promise<Notification> {
      const row = await repository.acknowledge(userId, id, clock.now());
      // Another member's notification is as missing as one that never was.
      if (!row) throw HttpError.notFound();
      const [notification] = await withLinks([row]);
      if (!notification) throw HttpError.notFound();
      return notification;
    },
  };
}
