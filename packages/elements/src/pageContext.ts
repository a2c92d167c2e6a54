import type { QueryClient } from '@tanstack/react-query';
import { createMemoryTokenStore, createTroveClient, type TroveClient } from '@trove/core';
import { createTroveQueryClient } from '@trove/react';

interface PageContext {
  queryClient: QueryClient;
  clients: Map<string, TroveClient>;
}

// A global symbol, not a module variable, so two bundles on one page still share one cache.
const PAGE_CONTEXT = Symbol.for('trove.elements.page');

function pageContext(): PageContext {
  const scope = globalThis as { [PAGE_CONTEXT]?: PageContext };
  scope[PAGE_CONTEXT] ??= { queryClient: createTroveQueryClient(), clients: new Map() };
  return scope[PAGE_CONTEXT];
}

/** The one QueryClient every Trove element on the page shares. */
export function getPageQueryClient(): QueryClient {
  return pageContext().queryClient;
}

/**
 * The page's client for one Trove server. The token lives in memory only: a partner page's
 * storage never holds it.
 */
export function getPageClient(apiBase: string): TroveClient {
  const { clients } = pageContext();
  let client = clients.get(apiBase);
  if (!client) {
    client = createTroveClient({ baseUrl: apiBase, tokenStore: createMemoryTokenStore() });
    clients.set(apiBase, client);
  }
  return client;
}
