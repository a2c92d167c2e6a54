import { createSavedSearchApi, type SavedSearchApi } from '@trove/core/gallery';
import { useMemo } from 'react';
import { useTroveClient } from '../../provider/useTroveClient';

/** The saved-search and email-notification calls of core (`createSavedSearchApi`) over the provider's client. */
export function useSavedSearchApi(): SavedSearchApi {
  const client = useTroveClient();
  return useMemo(() => createSavedSearchApi(client), [client]);
}
