import { isAdmin } from '@trove/core/auth';
import {
  archiveInputSchema,
  dashboardStatsSchema,
  itemInputSchema,
  itemSchema,
  LISTING_MESSAGES,
  listingPageSchema,
  listingQuerySchema,
  listingStateSchema,
  promoteInputSchema,
  promoteResultSchema,
  relistInputSchema,
  shareInputSchema,
  shareResultSchema,
} from '@trove/core/listing';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePermission, requireUser, sessionOf, TOKEN_SECURITY } from '../../auth/guards';
import { HttpError } from '../../http/httpError';
import { pageUrlOf, requestedPage } from '../../http/pagination';
import { idParams, requireNumericId } from '../searches/ids';
import type { ItemsService } from './service';

export interface ItemsRoutesOptions {
  service: ItemsService;
  /** The site address emailed links start with (the moderators' link). */
  siteUrlOf: (request: FastifyRequest) => string;
}

const TAGS = ['items'];

export const itemsRoutes: FastifyPluginAsyncZod<ItemsRoutesOptions> = async (app, { service, siteUrlOf }) => {
  const user = (request: FastifyRequest) => sessionOf(request).user;
  // As in DRF, a member who may not do it is refused (403) before the body is read (400).
  const mayCreate = async (request: FastifyRequest) => service.assertMayCreate(user(request));
  const mayChange = async (request: FastifyRequest) =>
    service.assertMayChange(user(request), Number((request.params as { id: string }).id));
  const adminOnly = async (request: FastifyRequest) => {
    if (!isAdmin(user(request))) throw HttpError.permissionDenied();
  };
  const saved = {
    200: z.object(itemSchema.shape).describe(LISTING_MESSAGES.itemAdded),
    202: z
      .object(itemSchema.shape)
      .describe(`${LISTING_MESSAGES.itemHeld}: held until a moderator approves it`),
  };

  app.get(
    '/items/:id/',
    {
      preValidation: [requireUser, requireNumericId],
      schema: {
        tags: TAGS,
        summary: 'An item listing as its form edits it (its owner, its organisation, or change_any_item)',
        security: TOKEN_SECURITY,
        params: idParams,
        response: { 200: itemSchema },
      },
    },
    (request) => service.get(user(request), request.params.id),
  );

  app.post(
    '/items/',
    {
      preValidation: [requireUser, mayCreate],
      schema: {
        tags: TAGS,
        summary: 'List an item (add_item and canList; the create_listing flag on)',
        description:
          'A fee not covered by the billing cycle’s free listings is charged to `payment.nonce` (402 with the reason when missing or declined). ' +
          'A member of a group with `require_approval` gets 202: the listing is held and the moderators are mailed a link. ' +
          '`publish_after` (can_schedule_item_listing) schedules it; `organisation` (bulk_add_item) lists it for that organisation.',
        security: TOKEN_SECURITY,
        body: itemInputSchema,
        response: saved,
      },
    },
    async (request, reply) => {
      const { held, item } = await service.create(user(request), request.body, siteUrlOf(request));
      return reply.status(held ? 202 : 200).send(item);
    },
  );

  app.put(
    '/items/:id/',
    {
      preValidation: [requireUser, requireNumericId, mayChange],
      schema: {
        tags: TAGS,
        summary: 'Save an item listing’s form (change_item; the owner or change_any_item)',
        description:
          'Moving it to a place whose fee is higher is paid for, as a new listing is. A member of a group with `require_approval` gets 202.',
        security: TOKEN_SECURITY,
        params: idParams,
        body: itemInputSchema,
        response: saved,
      },
    },
    async (request, reply) => {
      const { held, item } = await service.update(
        user(request),
        request.params.id,
        request.body,
        siteUrlOf(request),
      );
      return reply.status(held ? 202 : 200).send(item);
    },
  );

  app.post(
    '/items/:id/archive/',
    {
      preValidation: [requireUser, requireNumericId, mayChange],
      schema: {
        tags: TAGS,
        summary: 'Archive an active or scheduled listing (`archive: true`) or publish an archived one',
        security: TOKEN_SECURITY,
        params: idParams,
        body: archiveInputSchema,
        response: { 200: listingStateSchema },
      },
    },
    (request) => service.archive(user(request), request.params.id, request.body.archive),
  );

  app.post(
    '/items/:id/relist/',
    {
      preValidation: [requireUser, requireNumericId, mayChange],
      schema: {
        tags: TAGS,
        summary: 'Re-list an expired listing for a new period, paid as a new listing',
        security: TOKEN_SECURITY,
        params: idParams,
        body: relistInputSchema,
        response: { 200: listingStateSchema },
      },
    },
    (request) => service.relist(user(request), request.params.id, request.body.payment),
  );

  app.post(
    '/items/:id/promote/',
    {
      preValidation: [requireUser, requirePermission('change_item_feature_boost'), requireNumericId],
      schema: {
        tags: TAGS,
        summary: 'Boost a listing, 0 to 100 (change_item_feature_boost)',
        security: TOKEN_SECURITY,
        params: idParams,
        body: promoteInputSchema,
        response: { 200: promoteResultSchema },
      },
    },
    (request) => service.promote(user(request), request.params.id, request.body.boost),
  );

  app.post(
    '/items/:id/share/',
    {
      preValidation: [requireUser, adminOnly, requireNumericId],
      schema: {
        tags: TAGS,
        summary: 'Share a listing to a configured site (admins): Shared to {site} <{id}>',
        security: TOKEN_SECURITY,
        params: idParams,
        body: shareInputSchema,
        response: { 200: shareResultSchema },
      },
    },
    (request) => service.share(user(request), request.params.id, request.body.site),
  );

  app.get(
    '/listings/items/',
    {
      preValidation: requireUser,
      schema: {
        tags: TAGS,
        summary: 'The member’s item listings, or with `user_org=true` their organisations’, 50 a page',
        description: '`q` matches the name; `sort` is one of the table’s columns, `-` for descending.',
        security: TOKEN_SECURITY,
        querystring: listingQuerySchema,
        response: { 200: listingPageSchema },
      },
    },
    (request) =>
      service.listings(
        user(request),
        {
          userOrg: request.query.user_org === 'true',
          q: request.query.q,
          sort: request.query.sort,
          page: requestedPage(request.query.page),
        },
        pageUrlOf(request),
      ),
  );

  app.get(
    '/analytics/dashboard/',
    {
      preValidation: requireUser,
      schema: {
        tags: TAGS,
        summary: 'The dashboard’s stats: the member’s item listings, their views and the likes they received',
        security: TOKEN_SECURITY,
        response: { 200: dashboardStatsSchema },
      },
    },
    (request) => service.stats(user(request)),
  );
};
