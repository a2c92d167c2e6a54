import type { QueryClient } from '@tanstack/react-query';
import type { ApiError } from '@trove/core';

/**
 * A query's `retry` that never retries a 4xx (it is the answer) and otherwise follows the
 * QueryClient's default.
 */
export function retryServerErrors(queryClient: QueryClient) {
  const defaultRetry = queryClient.getDefaultOptions().queries?.retry;
  return (failures: number, error: ApiError): boolean => {
    if (error.status >= 400 && error.status < 500) return false;
    if (typeof defaultRetry === 'function') return defaultRetry(failures, error);
    if (typeof defaultRetry === 'number') return failures < defaultRetry;
    return defaultRetry ?? failures < 3;
  };
}
