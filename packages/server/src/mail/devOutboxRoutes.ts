import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { OutboxRepository } from './outboxRepository';

export interface DevOutboxRoutesOptions {
  repository: OutboxRepository;
}

const outboxEntrySchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  created: z.string(),
});

/**
 * `GET /api/dev/outbox/?to=`: the mail the outbox mailer kept, newest first. Registered only with
 * `DEV_OUTBOX=true` (refused in production), so end-to-end tests can follow emailed links.
 */
export const devOutboxRoutes: FastifyPluginAsyncZod<DevOutboxRoutesOptions> = async (app, { repository }) => {
  app.get(
    '/dev/outbox/',
    {
      schema: {
        tags: ['development'],
        summary: 'Mail kept in the outbox, newest first (development only)',
        querystring: z.object({ to: z.string().optional() }),
        response: { 200: z.array(outboxEntrySchema) },
      },
    },
    async (request) => {
      const entries = await repository.list(request.query.to || undefined);
      return entries.map((entry) => ({ ...entry, created: entry.created.toISOString() }));
    },
  );
};
