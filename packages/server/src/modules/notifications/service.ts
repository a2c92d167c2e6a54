import type { Page } from '@trove/core';
import { NOTIFICATIONS_PAGE_SIZE, type Notification, type NotificationName } from '@trove/core/auth';
import type { Clock } from '../../clock';
import { HttpError } from '../../http/httpError';
import type { NotificationRow, NotificationsRepository } from './repository';

export interface NotificationsServiceDeps {
  repository: NotificationsRepository;
  clock: Clock;
}

function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    // Written only by the server, from core's list of names.
    name: row.name as NotificationName,
    date_created: row.dateCreated.toISOString(),
    date_acknowledged: row.dateAcknowledged?.toISOString() ?? null,
    data: row.data,
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;

export function createNotificationsService({ repository, clock }: NotificationsServiceDeps) {
  return {
    /**
     * One page of the member's notifications, newest first, as a DRF page. `pageUrl` makes the
     * absolute URL of another page; a page past the last is DRF's 404 "Invalid page.".
     */
    async page(userId: number, page: number, pageUrl: (page: number) => string): Promise<Page<Notification>> {
      const total = await repository.count(userId);
      const pages = Math.max(1, Math.ceil(total / NOTIFICATIONS_PAGE_SIZE));
      if (page > pages) throw HttpError.notFound('Invalid page.');
      const rows = await repository.list(
        userId,
        (page - 1) * NOTIFICATIONS_PAGE_SIZE,
        NOTIFICATIONS_PAGE_SIZE,
      );
      return {
        count: total,
        next: page < pages ? pageUrl(page + 1) : null,
        previous: page > 1 ? pageUrl(page - 1) : null,
        results: rows.map(toNotification),
      };
    },

    async acknowledge(userId: number, id: number): Promise<Notification> {
      const row = await repository.acknowledge(userId, id, clock.now());
      // Another member's notification is as missing as one that never was.
      if (!row) throw HttpError.notFound();
      return toNotification(row);
    },
  };
}
