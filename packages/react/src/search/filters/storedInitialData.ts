import type { TtlEntry } from '@trove/core/gallery';

/**
 * A query's `initialData` and `initialDataUpdatedAt` from a stored entry, read once when the query
 * is created. The stored value shows at once and counts as fetched when it was saved, so the query
 * refreshes it in the background once it is stale, as it would a value it had fetched itself.
 */
export function storedInitialData<T>(read: () => TtlEntry<T> | undefined) {
  let stored: { entry: TtlEntry<T> | undefined } | undefined;
  const entry = () => {
    stored ??= { entry: read() };
    return stored.entry;
  };
  return {
    initialData: () => entry()?.value,
    initialDataUpdatedAt: () => entry()?.savedAt,
  };
}
