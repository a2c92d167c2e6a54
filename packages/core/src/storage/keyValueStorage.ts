/** The part of the Web Storage API that Trove uses; `localStorage` satisfies it. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** A storage that lives as long as the object, for Node, tests and private browsing. */
export function createMemoryStorage(): KeyValueStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, value);
    },
    removeItem: (key) => {
      items.delete(key);
    },
  };
}

/**
 * `localStorage` when the runtime has a usable one, otherwise memory. Safari's private mode and
 * sandboxed iframes throw on access, so the probe writes and removes a key.
 */
export function defaultStorage(): KeyValueStorage {
  try {
    const storage = (globalThis as { localStorage?: KeyValueStorage }).localStorage;
    if (storage) {
      storage.setItem('trove:probe', '1');
      storage.removeItem('trove:probe');
      return storage;
    }
  } catch {
    // fall through to memory
  }
  return createMemoryStorage();
}
