import * as z from 'zod/mini';
import { type SavedSearchInput, savedSearchParamsSchema } from '../schemas/savedSearch';
import type { KeyValueStorage } from '../storage/keyValueStorage';
import { createTtlCache, type TtlCache } from '../storage/ttlCache';
import { savedSearchNameField } from './savedSearchForm';

/** Where a signed-out visitor's search waits while they register or log in. */
export const PENDING_SAVED_SEARCH_KEY = 'trove:pending-saved-search';

/**
 * How long it waits (the spec does not say): long enough to fill in the registration form, short
 * enough that a search abandoned today is not saved by a sign-in next week.
 */
export const PENDING_SAVED_SEARCH_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * What the client itself stored: checked for its shape on the way out, not with the server's
 * strict input schema, which the gallery widget does not carry (the server checks the request).
 */
const pendingSchema = z.object({
  name: savedSearchNameField,
  params: savedSearchParamsSchema,
  schedule: z.nullable(z.string()),
  is_default: z.optional(z.boolean()),
});

/**
 * The search a visitor named in the register-search prompt (seed 001 §4: name and schedule step,
 * register step, then the search is created and the gallery opens). Kept in storage, because
 * registering or logging in may load another page; re-validated on the way out.
 */
export function createPendingSavedSearch(
  storage: KeyValueStorage,
  now: () => number = Date.now,
): TtlCache<SavedSearchInput> {
  return createTtlCache(
    { storage, key: PENDING_SAVED_SEARCH_KEY, maxAgeMs: PENDING_SAVED_SEARCH_MAX_AGE_MS, now },
    (value) => {
      const result = z.safeParse(pendingSchema, value);
      return result.success ? result.data : undefined;
    },
  );
}
