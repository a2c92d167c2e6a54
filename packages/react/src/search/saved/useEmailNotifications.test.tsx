import { QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createMemoryStorage, createMemoryTokenStore, createTroveClient } from '@trove/core';
import { emailNotificationFixture, searchHandlers } from '@trove/test-utils';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { TroveProvider } from '../../provider/TroveProvider';
import { setupMswServer } from '../../testing/mswServer';
import { useAddEmailNotification } from './useAddEmailNotification';
import { useEmailNotifications } from './useEmailNotifications';
import { useStopEmailNotification } from './useStopEmailNotification';

const server = setupMswServer();

function wrapperFor(token: string | null) {
  const client = createTroveClient({
    baseUrl: 'http://trove.test',
    storage: createMemoryStorage(),
    tokenStore: createMemoryTokenStore(token),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return ({ children }: { children: ReactNode }) => (
    <TroveProvider client={client} queryClient={queryClient}>
      {children}
    </TroveProvider>
  );
}

function useNotifications() {
  return { page: useEmailNotifications(), add: useAddEmailNotification(), stop: useStopEmailNotification() };
}

describe('email notification hooks', () => {
  it('list, add and stop the member email notifications, 50 a page', async () => {
    const many = Array.from({ length: 51 }, (_, index) =>
      emailNotificationFixture({ id: index + 1, search: 2, search_name: 'Medals' }),
    );
    server.use(...searchHandlers({ notifications: many }));
    const { result } = renderHook(useNotifications, { wrapper: wrapperFor('test-token') });
    await waitFor(() => expect(result.current.page.data?.count).toBe(51));
    expect(result.current.page.data?.results).toHaveLength(50);

    await act(() => result.current.add.mutateAsync({ search: 1, schedule: 'daily' }));
    await waitFor(() => expect(result.current.page.data?.count).toBe(52));

    await act(() => result.current.stop.mutateAsync(1));
    await waitFor(() => expect(result.current.page.data?.count).toBe(51));
    expect(result.current.page.data?.results.some((notification) => notification.id === 1)).toBe(false);
  });

  it('passes the server field errors on', async () => {
    server.use(...searchHandlers());
    const { result } = renderHook(useNotifications, { wrapper: wrapperFor('test-token') });
    await act(async () => {
      await result.current.add.mutateAsync({ search: 1, schedule: '' }).catch(() => undefined);
    });
    await waitFor(() =>
      expect(result.current.add.error?.fieldErrors).toEqual({ schedule: ['This is required'] }),
    );
  });

  it('asks nothing without a token', () => {
    server.use(...searchHandlers());
    const { result } = renderHook(useNotifications, { wrapper: wrapperFor(null) });
    expect(result.current.page.fetchStatus).toBe('idle');
  });
});
