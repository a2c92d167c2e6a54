import { createListingApi, type ListingApi } from '@trove/core/listing';
import { useMemo } from 'react';
import { useTroveClient } from '../provider/useTroveClient';

/** The listing calls of core (`createListingApi`) over the provider's client. */
export function useListingApi(): ListingApi {
  const client = useTroveClient();
  return useMemo(() => createListingApi(client), [client]);
}
