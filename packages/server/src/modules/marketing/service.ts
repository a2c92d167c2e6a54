import type { Page } from '@trove/core';
import { EMAIL_NOTIFICATIONS_PAGE_SIZE, type EmailNotification } from '@trove/core/gallery';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { HttpError } from '../../http/httpError';
import { drfPage, type PageUrl, pageWindow } from '../../http/pagination';
import type { MarketingRepository, SubscriptionRow } from './repository';
import type { ScheduleValue } from './schedules';

export interface MarketingServiceDeps {
  db: Database;
  repository: MarketingRepository;
  clock: Clock;
}

function toEmailNotification(row: SubscriptionRow): EmailNotification {
  return {
    id: row.id,
    search: row.searchId,
    search_name: row.searchName,
    schedule: row.schedule,
    created: row.created.toISOString(),
  };
}

export type MarketingService = ReturnType<typeof createMarketingService>;

export function createMarketingService({ db, repository, clock }: MarketingServiceDeps) {
  return {
    /**
     * One page (50) of the member's email notifications, oldest first, as a DRF page. `pageUrl`
     * makes the absolute URL of another page; a page past the last is DRF's 404 "Invalid page.".
     */
    async page(userId: number, page: number, pageUrl: PageUrl): Promise<Page<EmailNotification>> {
      const total = await repository.count(userId);
      const { offset, limit } = pageWindow(total, page, EMAIL_NOTIFICATIONS_PAGE_SIZE);
      const rows = await repository.list(userId, offset, limit);
      return drfPage(
        { total, page, pageSize: EMAIL_NOTIFICATIONS_PAGE_SIZE, pageUrl },
        rows.map(toEmailNotification),
      );
    },

    async get(userId: number, id: number): Promise<EmailNotification> {
      const row = await repository.get(userId, id);
      if (!row) throw HttpError.notFound();
      return toEmailNotification(row);
    },

    /**
     * Mails one of the member's saved searches on a schedule. A search has one notification: asked
     * again, its schedule changes (`created: false`) rather than the member getting two mails.
     */
    async add(
      userId: number,
      input: { search: number; schedule: ScheduleValue },
    ): Promise<{ notification: EmailNotification; created: boolean }> {
      return db.transaction(async (tx) => {
        const search = await repository.lockSearch(userId, input.search, tx);
        // DRF's words for a related object outside the member's queryset.
        if (!search) {
          throw HttpError.validation({
            search: [`Invalid pk "${input.search}" - object does not exist.`],
          });
        }
        const existing = await repository.findBySearch(userId, search.id, tx);
        if (existing) {
          await repository.setSchedule(existing.id, input.schedule, tx);
          return {
            notification: toEmailNotification({ ...existing, schedule: input.schedule }),
            created: false,
          };
        }
        const row = await repository.insert(
          { userId, searchId: search.id, schedule: input.schedule, created: clock.now() },
          tx,
        );
        return { notification: toEmailNotification({ ...row, searchName: search.name }), created: true };
      });
    },

    /** Stops one of the member's email notifications. */
    async stop(userId: number, id: number): Promise<void> {
      if (!(await repository.remove(userId, id))) throw HttpError.notFound();
    },
  };
}
