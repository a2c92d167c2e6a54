import type { TtlCacheOptions } from './ttlCache';

/** A stored value and when it was saved (ms, the cache's clock). */
export interface TtlEntry<T> {
  value: T;
  savedAt: number;
}

export interface TtlCacheMap<T> {
  /** The entry stored under `id` while it is younger than `maxAgeMs`, else `undefined`. */
  entry(id: string): TtlEntry<T> | undefined;
  /** Stores `value` under `id`, and drops the entries that have expired. */
  set(id: string, value: T): void;
  clear(): void;
}

type Entries = Record<string, TtlEntry<unknown> | undefined>;

/**
 * Several entries of one kind (a header per place) under one storage key, each with its own age.
 * Expired entries go on the next `set`, so the key stays as small as the places seen lately and
 * no flush timer is needed. `parse` re-validates what comes back, since storage is user-editable.
 */
export function createTtlCacheMap<T>(
  options: TtlCacheOptions,
  parse: (value: unknown) => T | undefined,
): TtlCacheMap<T> {
  const { storage, key, maxAgeMs, now } = options;
  const fresh = (entry: TtlEntry<unknown> | undefined): entry is TtlEntry<unknown> => {
    const age = now() - (typeof entry?.savedAt === 'number' ? entry.savedAt : Number.NaN);
    return age >= 0 && age < maxAgeMs;
  };
  const read = (): Entries => {
    try {
      const entries: unknown = JSON.parse(storage.getItem(key) ?? '{}');
      if (entries && typeof entries === 'object') return entries as Entries;
    } catch {
      // not JSON: dropped below
    }
    storage.removeItem(key);
    return {};
  };
  return {
    entry(id) {
      const entries = read();
      const entry = Object.hasOwn(entries, id) ? entries[id] : undefined;
      if (!fresh(entry)) return undefined;
      const value = parse(entry.value);
      return value === undefined ? undefined : { value, savedAt: entry.savedAt };
    },
    set(id, value) {
      const entries = Object.fromEntries(Object.entries(read()).filter(([, entry]) => fresh(entry)));
      entries[id] = { value, savedAt: now() };
      try {
        storage.setItem(key, JSON.stringify(entries));
      } catch {
        // a full or disabled storage only costs a refetch
      }
    },
    clear() {
      storage.removeItem(key);
    },
  };
}
