import type { KeyValueStorage } from '../storage/keyValueStorage';

/** Where the client keeps the API token (`Authorization: Token <key>`). */
export interface TokenStore {
  get(): string | null;
  set(token: string): void;
  clear(): void;
  /** Called after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

function createListeners() {
  const listeners = new Set<() => void>();
  return {
    notify: () => {
      for (const listener of listeners) listener();
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** Keeps the token in memory only: the default, and what embedded elements use. */
export function createMemoryTokenStore(initial: string | null = null): TokenStore {
  let token = initial;
  const { notify, subscribe } = createListeners();
  return {
    get: () => token,
    set: (value) => {
      token = value;
      notify();
    },
    clear: () => {
      if (token === null) return;
      token = null;
      notify();
    },
    subscribe,
  };
}

/** Keeps the token in a key-value storage (the site's `localStorage`), so a reload stays signed in. */
export function createStorageTokenStore(storage: KeyValueStorage, key = 'trove:token'): TokenStore {
  const { notify, subscribe } = createListeners();
  return {
    get: () => storage.getItem(key),
    set: (value) => {
      storage.setItem(key, value);
      notify();
    },
    clear: () => {
      if (storage.getItem(key) === null) return;
      storage.removeItem(key);
      notify();
    },
    subscribe,
  };
}
