import {
  SAVED_SEARCH_NAME_MAX_LENGTH,
  savedSearchMessages,
  savedSearchParamsSchema,
  savedSearchSchema,
} from '@trove/core/gallery';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, sessionOf, TOKEN_SECURITY } from '../../auth/guards';
import { scheduleField } from '../marketing/schedules';
import { idParams, requireNumericId } from './ids';
import type { SearchesService } from './service';

export interface SearchesRoutesOptions {
  service: SearchesService;
}

const { required, nameTooLong } = savedSearchMessages;
const missing = (input: unknown) => input === undefined || input === null;

/** Core's `SavedSearchInput`, with core's name rule and messages (§5 "Other": required, at most 255). */
export const savedSearchBodySchema = z.object({
  name: z
    .string({ error: (issue) => (missing(issue.input) ? required : 'Not a valid string.') })
    .trim()
    .min(1, required)
    .max(SAVED_SEARCH_NAME_MAX_LENGTH, nameTooLong),
  // Core's params shape: flags as booleans, `items` the watchlist's item ids; other keys are kept.
  params: z.looseObject(savedSearchParamsSchema.shape, {
    error: (issue) => (missing(issue.input) ? required : 'Expected an object of search params.'),
  }),
  schedule: scheduleField(required).nullable().default(null).describe('null is Never'),
  is_default: z.boolean().optional(),
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
