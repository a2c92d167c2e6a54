import { type AuthApi, createAuthApi } from '@trove/core/auth';
import { useMemo } from 'react';
import { useTroveClient } from '../provider/useTroveClient';

/** The accounts calls of core (`createAuthApi`) over the provider's client. */
export function useAuthApi(): AuthApi {
  const client = useTroveClient();
  return useMemo(() => createAuthApi(client), [client]);
}
