import { createStorageTokenStore, createTroveClient, defaultStorage } from '@trove/core';

const storage = defaultStorage();

/** The site talks to its own origin; the token lives in local storage so a reload keeps the session. */
export const troveClient = createTroveClient({
  baseUrl: '',
  storage,
  tokenStore: createStorageTokenStore(storage),
});
