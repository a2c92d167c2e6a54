import { renderHook, waitFor } from '@testing-library/react';
import { createMemoryStorage } from '@trove/core';
import { createGalleryCache, READABLE_NICHES_MAX_AGE_MS } from '@trove/core/gallery';
import { lookupHandlers, lookupLoadingHandlers, nicheTreeFixture } from '@trove/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupMswServer } from '../../testing/mswServer';
import { pageVisit } from '../../testing/pageVisit';
import { useReadableNiches } from './useReadableNiches';

let nicheCalls = 0;
const server = setupMswServer(
  ...lookupHandlers({
    onRequest: (url) => {
      if (url.pathname.endsWith('/api/niches/readable/')) nicheCalls += 1;
    },
  }),
);

beforeEach(() => {
  nicheCalls = 0;
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useReadableNiches and local storage', () => {
  it('keeps the tree it fetched, and shows it at once on the next visit without asking again', async () => {
    const storage = createMemoryStorage();
    const first = renderHook(() => useReadableNiches(), pageVisit(storage));
    await waitFor(() => expect(first.result.current.data).toEqual(nicheTreeFixture()));
    first.unmount();

    server.use(...lookupLoadingHandlers('niches'));
    const next = renderHook(() => useReadableNiches(), pageVisit(storage));
    expect(next.result.current.data).toEqual(nicheTreeFixture());
    expect(next.result.current.isFetching).toBe(false);
    expect(nicheCalls).toBe(1);
  });

  it('asks the server again once the stored tree is 5 minutes old, or stored for another server', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const storage = createMemoryStorage();
    createGalleryCache(pageVisit(storage, 'https://other.trove.test').client).readableNiches.set(
      nicheTreeFixture(),
    );
    const elsewhere = renderHook(() => useReadableNiches(), pageVisit(storage));
    expect(elsewhere.result.current.data).toBeUndefined();
    await waitFor(() => expect(elsewhere.result.current.data).toEqual(nicheTreeFixture()));

    vi.setSystemTime(Date.now() + READABLE_NICHES_MAX_AGE_MS);
    const later = renderHook(() => useReadableNiches(), pageVisit(storage));
    expect(later.result.current.data).toBeUndefined();
    await waitFor(() => expect(later.result.current.data).toEqual(nicheTreeFixture()));
    expect(nicheCalls).toBe(2);
  });
});
