import { NON_FIELD_ERRORS } from '../schemas/errors';

export interface ApiErrorInit {
  status: number;
  detail?: string | undefined;
  fieldErrors?: Readonly<Record<string, readonly string[]>>;
  nonFieldErrors?: readonly string[];
  /** A machine-readable reason, such as `unclaimed_user`. */
  code?: string | undefined;
  /** The parsed body, as sent by the server. */
  body?: unknown;
  cause?: unknown;
}

/**
 * Every failed call of the Trove client: HTTP errors in Django REST Framework's shapes,
 * network failures (`status` 0) and responses that do not match the contract.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /** `{"detail": "..."}` */
  readonly detail: string | undefined;
  /** `{"field": ["message"]}`: messages per field. */
  readonly fieldErrors: Readonly<Record<string, readonly string[]>>;
  /** `{"non_field_errors": ["..."]}` */
  readonly nonFieldErrors: readonly string[];
  /** `{"code": "..."}`: a machine-readable reason, such as `unclaimed_user`. */
  readonly code: string | undefined;
  readonly body: unknown;

  constructor(init: ApiErrorInit) {
    const fieldErrors = init.fieldErrors ?? {};
    const nonFieldErrors = init.nonFieldErrors ?? [];
    super(
      init.detail ??
        nonFieldErrors[0] ??
        Object.values(fieldErrors)[0]?.[0] ??
        `Request failed with status ${init.status}`,
      { cause: init.cause },
    );
    this.status = init.status;
    this.detail = init.detail;
    this.fieldErrors = fieldErrors;
    this.nonFieldErrors = nonFieldErrors;
    this.code = init.code;
    this.body = init.body;
  }

  /** Reads a DRF error body: `detail`, `non_field_errors`, `code`, and every other key as a field. */
  static fromBody(status: number, body: unknown): ApiError {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      return new ApiError({
        status,
        nonFieldErrors: Array.isArray(body) ? messages(body) : [],
        body,
      });
    }
    let detail: string | undefined;
    let code: string | undefined;
    let nonFieldErrors: string[] = [];
    const fieldErrors: Record<string, string[]> = {};
    for (const [key, value] of Object.entries(body)) {
      if (key === 'detail' && typeof value === 'string') detail = value;
      else if (key === 'code' && typeof value === 'string') code = value;
      else if (key === NON_FIELD_ERRORS) nonFieldErrors = messages(value);
      else {
        const list = messages(value);
        if (list.length > 0) fieldErrors[key] = list;
      }
    }
    return new ApiError({ status, detail, fieldErrors, nonFieldErrors, code, body });
  }
}

function messages(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  return [];
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
