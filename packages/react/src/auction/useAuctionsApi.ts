import { type AuctionsApi, createAuctionsApi } from '@trove/core/auction';
import { useMemo } from 'react';
import { useTroveClient } from '../provider/useTroveClient';

/** The auctions calls of core (`createAuctionsApi`) over the provider's client. */
export function useAuctionsApi(): AuctionsApi {
  const client = useTroveClient();
  return useMemo(() => createAuctionsApi(client), [client]);
}
