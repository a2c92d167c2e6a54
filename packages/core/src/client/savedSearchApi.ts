import * as z from 'zod/mini';
import type { Page } from '../schemas/page';
import {
  type EmailNotification,
  emailNotificationPageSchema,
  emailNotificationSchema,
  type SavedSearch,
  type SavedSearchInput,
  type Schedule,
  savedSearchSchema,
  scheduleSchema,
} from '../schemas/savedSearch';
import { WATCHLIST_SEARCH_NAME } from '../search/savedSearch';
import type { TroveClient } from './createTroveClient';
import { send } from './request';

/** Saved searches, the watchlist and email notifications of the signed-in member. */
export interface SavedSearchApi {
  /** The member's saved searches, oldest first, the watchlist included (hide it with `isWatchlist`). */
  list(): Promise<SavedSearch[]>;
  get(id: number): Promise<SavedSearch>;
  create(input: SavedSearchInput): Promise<SavedSearch>;
  update(id: number, input: SavedSearchInput): Promise<SavedSearch>;
  remove(id: number): Promise<void>;
  /** The search named watchlist, or null when the member has none yet. */
  watchlist(): Promise<SavedSearch | null>;
  /** The schedule options; Never (`null`) is not among them. */
  schedules(): Promise<Schedule[]>;
  /** One page (50) of email notifications. */
  notifications(page?: number): Promise<Page<EmailNotification>>;
  addNotification(input: { search: number; schedule: string }): Promise<EmailNotification>;
  stopNotification(id: number): Promise<void>;
}

export function createSavedSearchApi({ http }: Pick<TroveClient, 'http'>): SavedSearchApi {
  return {
    list: () => send(http, { method: 'get', path: 'searches/', schema: z.array(savedSearchSchema) }),
    get: (id) => send(http, { method: 'get', path: `searches/${id}/`, schema: savedSearchSchema }),
    create: (input) =>
      send(http, { method: 'post', path: 'searches/', schema: savedSearchSchema, options: { json: input } }),
    update: (id, input) =>
      send(http, {
        method: 'put',
        path: `searches/${id}/`,
        schema: savedSearchSchema,
        options: { json: input },
      }),
    async remove(id) {
      await send(http, { method: 'delete', path: `searches/${id}/`, schema: z.optional(z.unknown()) });
    },
    async watchlist() {
      const found = await send(http, {
        method: 'get',
        path: 'searches/',
        schema: z.array(savedSearchSchema),
        options: { searchParams: { name: WATCHLIST_SEARCH_NAME } },
      });
      return found[0] ?? null;
    },
    schedules: () =>
      send(http, { method: 'get', path: 'marketing-schedules/', schema: z.array(scheduleSchema) }),
    notifications: (page = 1) =>
      send(http, {
        method: 'get',
        path: 'marketing/',
        schema: emailNotificationPageSchema,
        options: { searchParams: { page } },
      }),
    addNotification: (input) =>
      send(http, {
        method: 'post',
        path: 'marketing/',
        schema: emailNotificationSchema,
        options: { json: input },
      }),
    async stopNotification(id) {
      await send(http, { method: 'delete', path: `marketing/${id}/`, schema: z.optional(z.unknown()) });
    },
  };
}
