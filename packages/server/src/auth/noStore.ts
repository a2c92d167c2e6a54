import type { FastifyInstance } from 'fastify';

/**
 * `Cache-Control: no-store` on every answer to a signed-in request, and on every answer of the
 * account routes (they carry tokens and the member's details): no shared or browser cache keeps
 * one member's data for the next person at the same computer or behind the same proxy.
 * Registered after `registerAuthentication`, on the same API scope.
 */
export function registerNoStore(app: FastifyInstance, accountPrefix = '/api/auth/'): void {
  app.addHook('onSend', async (request, reply) => {
    if (request.auth || request.url.startsWith(accountPrefix)) reply.header('cache-control', 'no-store');
  });
}
