import type { ItemType } from '@trove/core/gallery';
import {
  commentInputSchema,
  commentPageSchema,
  commentSchema,
  followInputSchema,
  followingSchema,
  itemApprovalInputSchema,
  itemApprovalResultSchema,
  likeResultSchema,
  type ShareViewInput,
  shareViewInputSchema,
  watchdogReasonSchema,
  watchdogReportInputSchema,
  watchdogReportSchema,
} from '@trove/core/server';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, sessionOf, TOKEN_SECURITY } from '../auth/guards';
import { detailResponseSchema } from '../modules/gallery/routes';
import type { GalleryService } from '../modules/gallery/service';
import { idParams, numericParam, requireNumeric, requireNumericId } from '../modules/searches/ids';
import type { CommentsService } from './comments';
import type { FollowsService } from './follows';
import type { LikesService } from './likes';
import type { WatchdogService } from './watchdog';

export interface CommunityRoutesOptions {
  likes: LikesService;
  follows: FollowsService;
  comments: CommentsService;
  gallery: GalleryService;
  watchdog: WatchdogService;
  countShare: (itemId: number, input: ShareViewInput) => Promise<void>;
  /** The site address emailed links start with. */
  siteUrlOf: (request: FastifyRequest) => string;
}

const LIKE_PATHS: readonly [string, ItemType, string][] = [
  ['items', 'ITEM', 'an item'],
  ['events', 'EVENT', 'an event'],
  ['organisations', 'ORGANISATION', "an organisation's directory listing"],
];

export const communityRoutes: FastifyPluginAsyncZod<CommunityRoutesOptions> = async (
  app,
  { likes, follows, comments, gallery, watchdog, countShare, siteUrlOf },
) => {
  const userId = (request: FastifyRequest) => sessionOf(request).user.id;

  for (const [path, itemType, what] of LIKE_PATHS) {
    app.post(
      `/${path}/:id/like/`,
      {
        preValidation: [requireUser, requireNumericId],
        schema: {
          tags: ['community'],
          summary: `Like or unlike ${what} (toggles the member's like)`,
          description:
            'Answers the listing’s `like_count` after the toggle and whether the member now likes it.',
          security: TOKEN_SECURITY,
          params: idParams,
          response: { 200: likeResultSchema },
        },
      },
      (request) => likes.toggle(sessionOf(request).user.id, request.params.id, itemType, siteUrlOf(request)),
    );
  }

  for (const [controller, summary] of [
    ['follow', 'Follow an organisation or a member'],
    ['un_follow', 'Stop following an organisation or a member'],
  ] as const) {
    app.post(
      `/following/${controller}/`,
      {
        preValidation: requireUser,
        schema: {
          tags: ['community'],
          summary,
          description:
            'Names one of `to_organisation` (an organisation id) or `to_user` (a member’s public uid); answers the member’s `following`.',
          security: TOKEN_SECURITY,
          body: followInputSchema,
          response: { 200: followingSchema },
        },
      },
      (request) =>
        controller === 'follow'
          ? follows.follow(userId(request), request.body)
          : follows.unfollow(userId(request), request.body),
    );
  }

  for (const [path, itemType, what] of [
    ['items', 'ITEM', 'an item'],
    ['events', 'EVENT', 'an event'],
  ] as const) {
    const url = `/comments/${path}/:id/comment`;
    app.get(
      url,
      {
        preValidation: requireNumericId,
        schema: {
          tags: ['community'],
          summary: `The comments of ${what}, newest first (cursor paging through \`next\`)`,
          params: idParams,
          querystring: z.object({
            cursor: z
              .string()
              .regex(/^\d{1,9}$/, 'Invalid cursor')
              .transform(Number)
              .optional()
              .describe('From `next`: the comments older than this one'),
          }),
          response: { 200: commentPageSchema },
        },
      },
      (request) =>
        comments.page(
          request.params.id,
          itemType,
          request.query.cursor,
          `/api/comments/${path}/${request.params.id}/comment`,
        ),
    );
    app.post(
      url,
      {
        preValidation: [requireUser, requireNumericId],
        schema: {
          tags: ['community'],
          summary: `Comment on ${what}`,
          description:
            'A complete profile is needed. A member of a group with `require_approval` gets 202: the comment is held and the moderators are mailed a link to approve it.',
          security: TOKEN_SECURITY,
          params: idParams,
          body: commentInputSchema,
          response: {
            201: commentSchema,
            202: z.object(commentSchema.shape).describe('Held for moderation'),
          },
        },
      },
      async (request, reply) => {
        const { comment, held } = await comments.create(
          sessionOf(request).user,
          request.params.id,
          itemType,
          request.body.text,
          siteUrlOf(request),
        );
        return reply.status(held ? 202 : 201).send(comment);
      },
    );
  }

  app.get(
    '/comments/approve/:comment/:token/',
    {
      preValidation: requireNumeric('comment'),
      schema: {
        tags: ['community'],
        summary: 'Approve a held comment through a moderator’s link; answers its listing',
        description:
          'The link’s token is the permission: no sign-in. A used, expired or forged token answers 400.',
        params: z.object({ comment: numericParam, token: z.string().max(200) }),
        response: { 200: detailResponseSchema },
      },
    },
    async (request) => {
      const itemId = await comments.approve(request.params.comment, request.params.token, siteUrlOf(request));
      return gallery.detail(itemId, undefined, { viewer: request.auth?.user });
    },
  );

  app.post(
    '/moderation/:id/approve/',
    {
      preValidation: requireNumericId,
      schema: {
        tags: ['community'],
        summary: 'Approve a listing held for moderation through a moderator’s link; answers its id',
        description:
          'The link’s token is the permission: no sign-in. A used, expired or forged token answers 400.',
        params: idParams,
        body: itemApprovalInputSchema,
        response: { 200: itemApprovalResultSchema },
      },
    },
    async (request) => ({
      id: await comments.approveItem(request.params.id, request.body.item, request.body.token),
    }),
  );

  app.post(
    '/analytics/obj-share-view/:id',
    {
      preValidation: requireNumericId,
      schema: {
        tags: ['community'],
        summary: 'Counts one share of a listing to a network (`data.shared_to`)',
        description: 'Admins read the counters as the detail’s `share_counters`.',
        params: idParams,
        body: shareViewInputSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await countShare(request.params.id, request.body);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/watchdog/reasons/',
    {
      schema: {
        tags: ['community'],
        summary: 'The reasons a listing can be reported for, in their sections’ order',
        response: { 200: z.array(watchdogReasonSchema) },
      },
    },
    () => watchdog.reasons(),
  );

  app.post(
    '/watchdog/report/',
    {
      preValidation: requireUser,
      schema: {
        tags: ['community'],
        summary: 'Report a listing: text, reason ids and one of item, event or organisation',
        description: 'The moderators are mailed the report.',
        security: TOKEN_SECURITY,
        body: watchdogReportInputSchema,
        response: { 201: watchdogReportSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await watchdog.report(sessionOf(request).user, request.body, siteUrlOf(request))),
  );

  app.get(
    '/watchdog/reports/',
    {
      preValidation: requireUser,
      schema: {
        tags: ['community'],
        summary: 'The latest 100 reports, newest first (admins only)',
        security: TOKEN_SECURITY,
        response: { 200: z.array(watchdogReportSchema) },
      },
    },
    (request) => watchdog.list(sessionOf(request).user),
  );
};
