import { ITEM_TYPES, nicheTreeSchema } from '@trove/core/gallery';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, sessionOf, TOKEN_SECURITY } from '../../auth/guards';
import { invalidChoice } from '../../http/invalidChoice';
import type { NichesService } from './service';

export interface NichesRoutesOptions {
  service: NichesService;
}

const ITEM_TYPE_REQUIRED = 'This field is required.';

export const nichesRoutes: FastifyPluginAsyncZod<NichesRoutesOptions> = async (app, { service }) => {
  app.get(
    '/niches/readable/',
    {
      schema: {
        tags: ['gallery'],
        summary:
          'The niche tree: niches, sections, galleries and captions, each an ordered map with `_order`',
        response: { 200: nicheTreeSchema },
      },
    },
    () => service.readable(),
  );

  app.get(
    '/niches/writable/',
    {
      preValidation: requireUser,
      schema: {
        tags: ['gallery'],
        summary: 'The niche tree of the sections of one listing type the member may list into',
        description:
          'ITEM needs add_item, EVENT add_event, ORGANISATION an organisation or publish_organisation; ' +
          'items and events also a listing left this month (canList). Otherwise the tree is empty.',
        security: TOKEN_SECURITY,
        querystring: z.object({
          item_type: z
            .string({ error: ITEM_TYPE_REQUIRED })
            .transform((value) => value.toUpperCase())
            .pipe(z.enum(ITEM_TYPES, { error: (issue) => invalidChoice(issue.input) })),
        }),
        response: { 200: nicheTreeSchema },
      },
    },
    (request) => service.writable(sessionOf(request).user, request.query.item_type),
  );
};
