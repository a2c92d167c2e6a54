import { groupTypeSchema, linkTypeSchema, simpleGroupSchema, siteSchema } from '@trove/core/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { LookupsRepository } from './repository';

export interface LookupsRoutesOptions {
  repository: LookupsRepository;
}

export const lookupsRoutes: FastifyPluginAsyncZod<LookupsRoutesOptions> = async (app, { repository }) => {
  app.get(
    '/groups/',
    {
      schema: {
        tags: ['lookups'],
        summary: 'Member groups; `type=B` gives the organisation types a business can register as',
        querystring: z.object({
          simple: z
            .string()
            .optional()
            .describe('Accepted for compatibility: the list is always the simple one'),
          type: z.optional(groupTypeSchema),
        }),
        response: { 200: z.array(simpleGroupSchema) },
      },
    },
    (request) => repository.groups(request.query.type),
  );

  app.get(
    '/auth/sites/',
    {
      schema: {
        tags: ['lookups'],
        summary: 'External sites an admin can share items to',
        response: { 200: z.array(siteSchema) },
      },
    },
    () => repository.sites(),
  );

  app.get(
    '/link_types/',
    {
      schema: {
        tags: ['lookups'],
        summary: 'Kinds of links an organisation can list',
        response: { 200: z.array(linkTypeSchema) },
      },
    },
    () => repository.linkTypes(),
  );
};
