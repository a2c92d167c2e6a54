import { type AuctionAdminApi, createAuctionAdminApi } from '@trove/core/auction-admin';
import { useMemo } from 'react';
import { useTroveClient } from '../provider/useTroveClient';

/** The auction admin calls of core (`createAuctionAdminApi`) over the provider's client. */
export function useAuctionAdminApi(): AuctionAdminApi {
  const client = useTroveClient();
  return useMemo(() => createAuctionAdminApi(client), [client]);
}
