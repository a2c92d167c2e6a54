import { HTTPError, type KyInstance, type Options, TimeoutError } from 'ky';
import * as z from 'zod/mini';
import { ApiError } from './apiError';

export interface Endpoint<T> {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  schema: z.ZodMiniType<T>;
  options?: Options;
}

/** Sends one call and parses its answer: every failure becomes an {@link ApiError}. */
export async function send<T>(http: KyInstance, endpoint: Endpoint<T>): Promise<T> {
  let data: unknown;
  try {
    const response = await http(endpoint.path, { method: endpoint.method, ...endpoint.options });
    data = response.status === 204 ? undefined : await response.json();
  } catch (error) {
    throw await toApiError(error);
  }
  const result = z.safeParse(endpoint.schema, data);
  if (!result.success) {
    throw new ApiError({
      status: 0,
      detail: `Unexpected response from ${endpoint.method.toUpperCase()} ${endpoint.path}`,
      body: data,
      cause: result.error,
    });
  }
  return result.data;
}

/**
 * ky's error classes, by name as well: on a partner page the elements' scripts share one client
 * per server, so its ky may be another script's copy, whose errors are not this copy's instances.
 */
function isKyError<T extends typeof HTTPError | typeof TimeoutError>(
  error: unknown,
  type: T,
  name: 'HTTPError' | 'TimeoutError',
): error is InstanceType<T> {
  // by the name ky sets: a minifier renames the class itself
  return error instanceof type || (error instanceof Error && error.name === name);
}

async function toApiError(error: unknown): Promise<ApiError> {
  if (isKyError(error, HTTPError, 'HTTPError')) {
    const text = await error.response.text().catch(() => '');
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // a non-JSON body (a proxy's HTML page) keeps its text
    }
    return ApiError.fromBody(error.response.status, body);
  }
  if (isKyError(error, TimeoutError, 'TimeoutError')) {
    return new ApiError({ status: 0, detail: 'The server took too long to answer.', cause: error });
  }
  if (error instanceof ApiError) return error;
  return new ApiError({ status: 0, detail: 'Could not reach the server.', cause: error });
}
