import { hasPermission, type Permission, serverMessages } from '@trove/core/auth';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http/httpError';
import type { Session } from './session';

/**
 * The guards of every route that needs a member, run as `preValidation` hooks so that, as in
 * Django REST Framework, a request is refused (401, 403) before its body is looked at (400).
 * Permissions are read with core's `hasPermission`, the rule the clients use to show or hide.
 */
export async function requireUser(request: FastifyRequest): Promise<void> {
  sessionOf(request);
}

/** A guard: 401 when signed out, 403 without `permission` in one of the member's groups. */
export function requirePermission(permission: Permission) {
  return async function requirePermissionGuard(request: FastifyRequest): Promise<void> {
    const { user } = sessionOf(request);
    if (!hasPermission(user, permission)) throw HttpError.permissionDenied(serverMessages.permissionDenied);
  };
}

/** The session of a request that passed a guard; 401 when there is none. */
export function sessionOf(request: FastifyRequest): Session {
  if (!request.auth) throw HttpError.notAuthenticated(serverMessages.notAuthenticated);
  return request.auth;
}

/** The OpenAPI `security` of a guarded route. */
export const TOKEN_SECURITY = [{ token: [] }];
