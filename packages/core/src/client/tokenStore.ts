import type { KeyValueStorage } from '../storage/keyValueStorage';

/** Where the client keeps the API token (`Authorization: Token <key>`). */
export interface TokenStore {
  get(): string | null;
  set(token: string): void;
  clear(): void;
}

/** Keeps the token in memory only: the default, and what embedded elements use. */
export function createMemoryTokenStore(initial: string | null = null): TokenStore {
  let token = initial;
  return {
    get: () => token,
    set: (value) => {
      token = value;
    },
    clear: () => {
      token = null;
    },
  };
}

/** Keeps the token in a key-value storage (the site's `localStorage`). */
export function createStorageTokenStore(storage: KeyValueStorage, key = 'trove:token'): TokenStore {
  return {
    get: () => storage.getItem(key),
    set: (value) => storage.setItem(key, value),
    clear: () => storage.removeItem(key),
  };
}
