import { useQuery } from '@tanstack/react-query';
import type { ApiError } from '@trove/core';
import type { Schedule } from '@trove/core/gallery';
import { schedulesQueryKey } from './savedSearchQueryKeys';
import { useSavedSearchApi } from './useSavedSearchApi';

/**
 * The notification schedules the server offers (`GET /api/marketing-schedules/`); Never is not
 * among them. `enabled` (default true) holds the call back until they are needed.
 */
export function useSchedules({ enabled = true }: { enabled?: boolean } = {}) {
  const api = useSavedSearchApi();
  return useQuery<Schedule[], ApiError>({
    queryKey: schedulesQueryKey,
    queryFn: () => api.schedules(),
    enabled,
    // they change with a deployment, not during a visit
    staleTime: Number.POSITIVE_INFINITY,
  });
}
