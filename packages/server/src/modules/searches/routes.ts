import { savedSearchMessages, savedSearchSchema } from '@trove/core/gallery';
import { savedSearchInputSchema } from '@trove/core/server';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, sessionOf, TOKEN_SECURITY } from '../../auth/guards';
import { scheduleField } from '../marketing/schedules';
import { idParams, requireNumericId } from './ids';
import type { SearchesService } from './service';

export interface SearchesRoutesOptions {
  service: SearchesService;
}

/**
 * Core's saved-search input, the clients' own rule (name, §3's params and their limits), with the
 * schedules this server mails on.
 */
const savedSearchBodySchema = z.object({
  ...savedSearchInputSchema.shape,
  schedule: scheduleField(savedSearchMessages.required).nullable().default(null).describe('null is Never'),
});

const noContent = { 204: z.null().describe('No content') };

export const searchesRoutes: FastifyPluginAsyncZod<SearchesRoutesOptions> = async (app, { service }) => {
  const userId = (request: Parameters<typeof sessionOf>[0]) => sessionOf(request).user.id;

  app.get(
    '/searches/',
    {
      preValidation: requireUser,
      schema: {
        tags: ['searches'],
        summary: "The member's saved searches, oldest first, the watchlist included",
        description:
          '`name` keeps the searches of that name in any case: `?name=watchlist` finds the watchlist.',
        security: TOKEN_SECURITY,
        querystring: z.object({ name: z.string().max(255).optional() }),
        response: { 200: z.array(savedSearchSchema) },
      },
    },
    (request) => service.list(userId(request), request.query.name || undefined),
  );

  app.post(
    '/searches/',
    {
      preValidation: requireUser,
      schema: {
        tags: ['searches'],
        summary: 'Save a search (or the watchlist, named `watchlist`)',
        description: 'With `is_default: true` the search becomes the only default of the member.',
        security: TOKEN_SECURITY,
        body: savedSearchBodySchema,
        response: { 201: savedSearchSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await service.create(userId(request), request.body)),
  );

  app.get(
    '/searches/:id/',
    {
      preValidation: [requireUser, requireNumericId],
      schema: {
        tags: ['searches'],
        summary: 'One of the member’s saved searches',
        security: TOKEN_SECURITY,
        params: idParams,
        response: { 200: savedSearchSchema },
      },
    },
    (request) => service.get(userId(request), request.params.id),
  );

  app.put(
    '/searches/:id/',
    {
      preValidation: [requireUser, requireNumericId],
      schema: {
        tags: ['searches'],
        summary: 'Update one of the member’s saved searches (the watchlist with its `items`)',
        description: 'Without `is_default` the search keeps its default flag.',
        security: TOKEN_SECURITY,
        params: idParams,
        body: savedSearchBodySchema,
        response: { 200: savedSearchSchema },
      },
    },
    (request) => service.update(userId(request), request.params.id, request.body),
  );

  app.delete(
    '/searches/:id/',
    {
      preValidation: [requireUser, requireNumericId],
      schema: {
        tags: ['searches'],
        summary: 'Delete one of the member’s saved searches and its email notifications',
        security: TOKEN_SECURITY,
        params: idParams,
        response: noContent,
      },
    },
    async (request, reply) => {
      await service.remove(userId(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
