import { QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createMemoryStorage, createMemoryTokenStore, createTroveClient } from '@trove/core';
import { authHandlers, groupFixture, notificationListFixture, userFixture } from '@trove/test-utils';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { TroveProvider } from '../provider/TroveProvider';
import { setupMswServer } from '../testing/mswServer';
import { useCurrentUser } from './useCurrentUser';
import { usePermission } from './usePermission';
import { useRole } from './useRole';

setupMswServer(
  ...authHandlers({
    user: userFixture({ groups: [groupFixture({ name: 'Site Admins', permissions: ['add_item'] })] }),
    notifications: notificationListFixture(2),
  }),
);

function setup(token: string | null) {
  const client = createTroveClient({
    baseUrl: 'http://trove.test',
    storage: createMemoryStorage(),
    tokenStore: createMemoryTokenStore(token),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TroveProvider client={client} queryClient={queryClient}>
      {children}
    </TroveProvider>
  );
  return { client, queryClient, wrapper };
}

describe('useCurrentUser', () => {
  it('does not ask for the member without a token', () => {
    const { wrapper } = setup(null);
    const { result } = renderHook(() => useCurrentUser(), { wrapper });
    expect(result.current.fetchStatus).toBe('idle');
    expect(result.current.data).toBeUndefined();
  });

  it('fetches the member with a token, and drops every cached member data when the token goes', async () => {
    const { client, queryClient, wrapper } = setup('test-token');
    const { result } = renderHook(() => useCurrentUser(), { wrapper });
    await waitFor(() => expect(result.current.data?.display_name).toBe('kiri'));
    queryClient.setQueryData(['trove', 'user', 'notifications', 1], { count: 0 });
    act(() => client.tokenStore.clear());
    expect(result.current.data).toBeUndefined();
    expect(queryClient.getQueryData(['trove', 'user'])).toBeUndefined();
    expect(queryClient.getQueryData(['trove', 'user', 'notifications', 1])).toBeUndefined();
  });
});

describe('usePermission and useRole', () => {
  it("answer from core's rules over the current member", async () => {
    const { wrapper } = setup('test-token');
    const { result } = renderHook(
      () => ({
        addItem: usePermission('add_item'),
        addEvent: usePermission('add_event'),
        admin: useRole('ADMIN'),
        itemCreator: useRole('ITEM_CREATOR'),
      }),
      { wrapper },
    );
    expect(result.current.addItem).toBe(false);
    await waitFor(() => expect(result.current.addItem).toBe(true));
    expect(result.current).toEqual({ addItem: true, addEvent: false, admin: true, itemCreator: true });
  });

  it('deny everything when signed out', () => {
    const { wrapper } = setup(null);
    const { result } = renderHook(() => [usePermission('add_item'), useRole('LOGGED_IN')], { wrapper });
    expect(result.current).toEqual([false, false]);
  });
});
