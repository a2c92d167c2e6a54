import type { QueryClient } from '@tanstack/react-query';
import { createMemoryTokenStore, createTroveClient, type TroveClient } from '@trove/core';
import { createTroveQueryClient } from '@trove/react';
import { defaultApiBase } from './defaultApiBase';

interface PageContext {
  queryClients: Map<string, QueryClient>;
  clients: Map<string, TroveClient>;
}

// A global symbol, not a module variable, so two bundles on one page still share one cache.
const PAGE_CONTEXT = Symbol.for('trove.elements.page');

function pageContext(): PageContext {
  const scope = globalThis as { [PAGE_CONTEXT]?: PageContext };
  scope[PAGE_CONTEXT] ??= { queryClients: new Map(), clients: new Map() };
  return scope[PAGE_CONTEXT];
}

const withoutTrailingSlash = (apiBase: string) => apiBase.replace(/\/+$/, '');

/**
 * The QueryClient every Trove element of the page shares for one Trove server (default: the one
 * the script came from). Elements of another server get their own, so answers of two servers to
 * the same call never mix.
 */
export function getPageQueryClient(apiBase: string = defaultApiBase): QueryClient {
  const { queryClients } = pageContext();
  const key = withoutTrailingSlash(apiBase);
  let queryClient = queryClients.get(key);
  if (!queryClient) {
    queryClient = createTroveQueryClient();
    queryClients.set(key, queryClient);
  }
  return queryClient;
}

/**
 * The page's client for one Trove server. The token lives in memory only: a partner page's
 * storage never holds it.
 */
export function getPageClient(apiBase: string): TroveClient {
  const { clients } = pageContext();
  const key = withoutTrailingSlash(apiBase);
  let client = clients.get(key);
  if (!client) {
    client = createTroveClient({ baseUrl: key, tokenStore: createMemoryTokenStore() });
    clients.set(key, client);
  }
  return client;
}
