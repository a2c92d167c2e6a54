import { createShopApi, type ShopApi } from '@trove/core/shop';
import { useMemo } from 'react';
import { useTroveClient } from '../provider/useTroveClient';

/** The shop calls of core (`createShopApi`) over the provider's client. */
export function useShopApi(): ShopApi {
  const client = useTroveClient();
  return useMemo(() => createShopApi(client), [client]);
}
