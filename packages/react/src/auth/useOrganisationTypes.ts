import { useQuery } from '@tanstack/react-query';
import type { ApiError } from '@trove/core';
import type { SimpleGroup } from '@trove/core/auth';
import { organisationTypesQueryKey } from './authQueryKeys';
import { useAuthApi } from './useAuthApi';

/** The organisation types a business can register as (`groups('B')`). */
export function useOrganisationTypes({ enabled = true }: { enabled?: boolean } = {}) {
  const api = useAuthApi();
  return useQuery<SimpleGroup[], ApiError>({
    queryKey: organisationTypesQueryKey,
    queryFn: () => api.groups('B'),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
