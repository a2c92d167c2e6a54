import { useQuery } from '@tanstack/react-query';
import { useTroveClient } from '../provider/useTroveClient';

export const settingsQueryKey = ['trove', 'settings'] as const;

/** The site's settings (name, currency, feature flags), from the server merged with the settings cookie. */
export function useSettings() {
  const client = useTroveClient();
  return useQuery({
    queryKey: settingsQueryKey,
    queryFn: () => client.settings.get(),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
