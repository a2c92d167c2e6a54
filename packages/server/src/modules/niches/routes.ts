import { ITEM_TYPES, nicheTreeSchema } from '@trove/core/gallery';
import { HIDEABLE_FIELDS } from '@trove/core/listing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as zm from 'zod/mini';
import { requireUser, sessionOf, TOKEN_SECURITY } from '../../auth/guards';
import { invalidChoice } from '../../http/invalidChoice';
import type { NichesService } from './service';

export interface NichesRoutesOptions {
  service: NichesService;
}

const ITEM_TYPE_REQUIRED = 'This field is required.';

function orderedMap<T extends zm.ZodMiniType>(node: T) {
  return zm.catchall(zm.object({ _order: zm.array(zm.string()) }), node);
}
const named = { name: zm.string(), slug: zm.string(), description: zm.string() };

/**
 * The writable tree: the readable tree's nodes, and each caption's hide list (§3: the item form's
 * fields not shown there), which the readable tree leaves out.
 */
const writableTreeSchema = orderedMap(
  zm.object({
    name: zm.string(),
    slug: zm.string(),
    item_type: zm.enum(ITEM_TYPES),
    sections: orderedMap(
      zm.object({
        ...named,
        item_type: zm.enum(ITEM_TYPES),
        display_type: zm.nullable(zm.string()),
        galleries: orderedMap(
          zm.object({
            ...named,
            captions: orderedMap(
              zm.object({ ...named, hide: zm.optional(zm.array(zm.enum(HIDEABLE_FIELDS))) }),
            ),
          }),
        ),
      }),
    ),
  }),
);

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
          'items and events also a listing left this month (canList). Otherwise the tree is empty. ' +
          'A caption names the item form fields it hides (`hide`), when any.',
        security: TOKEN_SECURITY,
        querystring: z.object({
          item_type: z
            .string({ error: ITEM_TYPE_REQUIRED })
            .transform((value) => value.toUpperCase())
            .pipe(z.enum(ITEM_TYPES, { error: (issue) => invalidChoice(issue.input) })),
        }),
        response: { 200: writableTreeSchema },
      },
    },
    (request) => service.writable(sessionOf(request).user, request.query.item_type),
  );
};
