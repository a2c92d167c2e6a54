import {
  SAVED_SEARCHES_MAX,
  type SavedSearch,
  type SavedSearchParams,
  savedSearchMessages,
} from '@trove/core/gallery';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { HttpError } from '../../http/httpError';
import type { ScheduleValue } from '../marketing/schedules';
import type { SavedSearchRow, SearchesRepository } from './repository';

export interface SearchesServiceDeps {
  db: Database;
  repository: SearchesRepository;
  clock: Clock;
}

/** A saved search as the routes accept it, already parsed. */
export interface SavedSearchFields {
  name: string;
  params: SavedSearchParams;
  /** null is Never. */
  schedule: ScheduleValue | null;
  /** Left out on an update: the search stays (or stays not) the default. */
  is_default?: boolean | undefined;
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/**
 * The search as core's `savedSearchSchema`. `organisation` and `uid` are the organisation and
 * member whose listings the search browses (the gallery's `organisation` and `uid` params), so a
 * client can tell such searches apart without reading the params.
 */
export function toSavedSearch(row: SavedSearchRow): SavedSearch {
  const organisation = text(row.params.organisation);
  return {
    id: row.id,
    name: row.name,
    params: row.params,
    schedule: row.schedule,
    is_default: row.isDefault,
    organisation: organisation !== null && /^\d{1,9}$/.test(organisation) ? Number(organisation) : null,
    uid: text(row.params.uid),
  };
}

export type SearchesService = ReturnType<typeof createSearchesService>;

export function createSearchesService({ db, repository, clock }: SearchesServiceDeps) {
  async function own(userId: number, id: number): Promise<SavedSearchRow> {
    const row = await repository.get(userId, id);
    if (!row) throw HttpError.notFound();
    return row;
  }

  return {
    async list(userId: number, name?: string): Promise<SavedSearch[]> {
      return (await repository.list(userId, name)).map(toSavedSearch);
    },

    async get(userId: number, id: number): Promise<SavedSearch> {
      return toSavedSearch(await own(userId, id));
    },

    /** Saves a search, up to the member's limit; made the default, it is the member's only default. */
    async create(userId: number, fields: SavedSearchFields): Promise<SavedSearch> {
      const row = await db.transaction(async (tx) => {
        // Locked, so two saves at the limit cannot both pass the count.
        await repository.lockMember(userId, tx);
        if ((await repository.count(userId, tx)) >= SAVED_SEARCHES_MAX) {
          throw HttpError.validation({}, [savedSearchMessages.tooMany]);
        }
        const created = await repository.insert(
          {
            userId,
            name: fields.name,
            params: fields.params,
            schedule: fields.schedule,
            isDefault: fields.is_default ?? false,
            created: clock.now(),
          },
          tx,
        );
        if (created.isDefault) await repository.clearDefaultExcept(userId, created.id, tx);
        return created;
      });
      return toSavedSearch(row);
    },

    /** Replaces the name, params and schedule of one of the member's searches. */
    async update(userId: number, id: number, fields: SavedSearchFields): Promise<SavedSearch> {
      const row = await db.transaction(async (tx) => {
        if (fields.is_default) await repository.lockMember(userId, tx);
        const updated = await repository.update(
          userId,
          id,
          {
            name: fields.name,
            params: fields.params,
            schedule: fields.schedule,
            ...(fields.is_default === undefined ? {} : { isDefault: fields.is_default }),
          },
          tx,
        );
        if (!updated) throw HttpError.notFound();
        if (updated.isDefault && fields.is_default) await repository.clearDefaultExcept(userId, id, tx);
        return updated;
      });
      return toSavedSearch(row);
    },

    /** Deletes one of the member's searches, and the email notifications of it. */
    async remove(userId: number, id: number): Promise<void> {
      if (!(await repository.remove(userId, id))) throw HttpError.notFound();
    },
  };
}
