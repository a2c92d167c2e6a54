import type { KeyValueStorage } from './keyValueStorage';

export interface TtlCacheOptions {
  storage: KeyValueStorage;
  /** Storage key of the single entry. */
  key: string;
  maxAgeMs: number;
  now: () => number;
}

export interface TtlCache<T> {
  /** The stored value while it is younger than `maxAgeMs`, else `undefined`. */
  get(): T | undefined;
  set(value: T): void;
  clear(): void;
}

interface Entry {
  savedAt: number;
  value: unknown;
}

/**
 * A one-entry cache in a key-value storage, as the spec's local-storage caches (settings 15 min,
 * menu and pages 5 min). `parse` re-validates what comes back, since storage is user-editable.
 */
export function createTtlCache<T>(
  options: TtlCacheOptions,
  parse: (value: unknown) => T | undefined,
): TtlCache<T> {
  const { storage, key, maxAgeMs, now } = options;
  return {
    get() {
      const raw = storage.getItem(key);
      if (raw === null) return undefined;
      try {
        const entry = JSON.parse(raw) as Entry;
        const age = now() - entry.savedAt;
        if (typeof entry.savedAt !== 'number' || age < 0 || age >= maxAgeMs) {
          storage.removeItem(key);
          return undefined;
        }
        return parse(entry.value);
      } catch {
        storage.removeItem(key);
        return undefined;
      }
    },
    set(value) {
      const entry: Entry = { savedAt: now(), value };
      try {
        storage.setItem(key, JSON.stringify(entry));
      } catch {
        // a full or disabled storage only costs a refetch
      }
    },
    clear() {
      storage.removeItem(key);
    },
  };
}
