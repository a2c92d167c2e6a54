import { NON_FIELD_ERRORS } from '@trove/core';
import { serverMessages } from '@trove/core/auth';

/** A response body in Django REST Framework's error shapes. */
export type DrfErrorBody = Record<string, string | string[]>;

export interface HttpErrorBody {
  /** `{"detail": "..."}` */
  detail?: string;
  /** `{"field": ["message"]}`; nested fields are named by their dotted path (`address.city`). */
  fieldErrors?: Readonly<Record<string, readonly string[]>>;
  /** `{"non_field_errors": ["..."]}` */
  nonFieldErrors?: readonly string[];
  /** Other members of the body, like `{"code": "unclaimed_user"}`. */
  extra?: Readonly<Record<string, string>>;
  /** Response headers, like `Retry-After`. */
  headers?: Readonly<Record<string, string>>;
}

/**
 * An expected failure that a route or domain module throws; the error handler answers it with
 * its status and DRF body, so error mapping lives in one place.
 */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  readonly statusCode: number;
  readonly body: DrfErrorBody;
  readonly headers: Readonly<Record<string, string>>;

  constructor(
    statusCode: number,
    { detail, fieldErrors = {}, nonFieldErrors = [], extra = {}, headers = {} }: HttpErrorBody,
  ) {
    const body: DrfErrorBody = { ...extra };
    if (detail !== undefined) body.detail = detail;
    for (const [field, messages] of Object.entries(fieldErrors)) body[field] = [...messages];
    if (nonFieldErrors.length > 0) body[NON_FIELD_ERRORS] = [...nonFieldErrors];
    super(detail ?? nonFieldErrors[0] ?? Object.values(fieldErrors)[0]?.[0] ?? `HTTP ${statusCode}`);
    this.statusCode = statusCode;
    this.body = body;
    this.headers = headers;
  }

  /** 400 with messages per field and for the whole payload. */
  static validation(
    fieldErrors: HttpErrorBody['fieldErrors'],
    nonFieldErrors?: readonly string[],
  ): HttpError {
    return new HttpError(400, { fieldErrors, nonFieldErrors });
  }

  /** 401 with DRF's default text; `WWW-Authenticate` names the token scheme, as DRF does. */
  static notAuthenticated(detail = 'Authentication credentials were not provided.'): HttpError {
    return new HttpError(401, { detail, headers: { 'WWW-Authenticate': 'Token' } });
  }

  /** 403 with DRF's default text. */
  static permissionDenied(detail = 'You do not have permission to perform this action.'): HttpError {
    return new HttpError(403, { detail });
  }

  /** 429 with DRF's text and `Retry-After`, in whole seconds. */
  static throttled(seconds: number): HttpError {
    const wait = Math.max(1, Math.ceil(seconds));
    return new HttpError(429, {
      detail: serverMessages.throttled(wait),
      headers: { 'Retry-After': String(wait) },
    });
  }

  /** 404 with DRF's default text. */
  static notFound(detail = 'Not found.'): HttpError {
    return new HttpError(404, { detail });
  }
}
