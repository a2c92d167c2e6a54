import {
  galleryFeaturesSchema,
  galleryResponseSchema,
  itemDetailSchema,
  itemTypeSchema,
  parseRawId,
} from '@trove/core/gallery';
import { galleryQuerySchema, listingCommunitySchema } from '@trove/core/server';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../http/httpError';
import type { GalleryService } from './service';

export interface GalleryRoutesOptions {
  service: GalleryService;
}

const slug = z.string().regex(/^[A-Za-z0-9_-]{1,100}$/);

/** Core's detail, plus its preview link for whoever may manage the listing (owner, admins). */
export const detailResponseSchema = z.object({
  ...itemDetailSchema.shape,
  preview_url: z
    .string()
    .optional()
    .describe('`/preview/{id}/{token}`: only for the owner, admins and members who may change any listing'),
  // The community (issue 15): whether the viewer likes it, its organisation's followers, its comments.
  ...z.object(listingCommunitySchema.shape).partial().shape,
});

export const galleryRoutes: FastifyPluginAsyncZod<GalleryRoutesOptions> = async (app, { service }) => {
  // One route for the list and the detail: both are /api/gallery/a/b/c[/d], told apart by the
  // last segment, a raw id (`0123-gold-sovereign`) for a detail.
  app.get(
    '/gallery/*',
    {
      schema: {
        tags: ['gallery'],
        summary:
          'Gallery list (`{niche}[/{section}[/{gallery}[/{caption}]]]`, 11 a page, keyset cursor in `next_params`) or item detail (`{section}/{gallery}[/{caption}]/{itemType}{id}-{itemSlug}`)',
        description:
          'With `key=watchlist` the list holds only the listings of the member’s watchlist (the saved search named `watchlist`); signed out, 401.',
        params: z.object({ '*': z.string() }),
        querystring: galleryQuerySchema,
        response: { 200: z.union([galleryResponseSchema, detailResponseSchema]) },
      },
    },
    async (request) => {
      const segments = request.params['*'].split('/').filter(Boolean);
      const last = segments.at(-1) ?? '';
      const raw = segments.length === 3 || segments.length === 4 ? parseRawId(last) : undefined;
      if (raw) {
        return service.detail(
          raw.id,
          { itemType: raw.itemType, section: segments[0] },
          { viewer: request.auth?.user },
        );
      }
      if (
        segments.length < 1 ||
        segments.length > 4 ||
        !segments.every((part) => slug.safeParse(part).success)
      ) {
        throw HttpError.notFound();
      }
      const [niche = '', section, gallery, caption] = segments;
      return service.page({ niche, section, gallery, caption }, request.query, request.auth?.user);
    },
  );

  app.get(
    '/gallery/item/:itemType/:id',
    {
      schema: {
        tags: ['gallery'],
        summary: 'Item detail by type and id (deprecated route); with `token`, the preview of a listing',
        description:
          'With the `token` of a preview link (`/preview/{id}/{token}`) an unpublished listing opens too, ' +
          'without signing in; a wrong token answers 404.',
        params: z.object({
          itemType: z
            .string()
            .transform((value) => value.toUpperCase())
            .pipe(itemTypeSchema),
          id: z.string().regex(/^\d{1,9}$/),
        }),
        querystring: z.object({ token: z.string().optional().describe('A preview token') }),
        response: { 200: detailResponseSchema },
      },
    },
    (request) =>
      service.detail(
        Number(request.params.id),
        { itemType: request.params.itemType },
        { token: request.query.token, viewer: request.auth?.user },
      ),
  );

  // The site's /preview/{id}/{token} knows no listing type: this route opens any type by id.
  app.get(
    '/gallery/item/preview/:id',
    {
      schema: {
        tags: ['gallery'],
        summary: 'The preview of a listing (`/preview/{id}/{token}`), published or not, without signing in',
        description:
          'A missing or wrong `token` answers 404, which the site shows as its invalid-token page.',
        params: z.object({ id: z.string().regex(/^\d{1,9}$/) }),
        querystring: z.object({ token: z.string().optional().describe('The preview token of the link') }),
        response: { 200: detailResponseSchema },
      },
    },
    (request) =>
      service.detail(Number(request.params.id), undefined, {
        token: request.query.token ?? '',
        viewer: request.auth?.user,
      }),
  );

  app.post(
    '/analytics/obj-detail-view/:id',
    {
      schema: {
        tags: ['gallery'],
        summary: 'Counts one view of a listing',
        params: z.object({ id: z.string().regex(/^\d{1,9}$/) }),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await service.countView(Number(request.params.id));
      return reply.status(204).send(null);
    },
  );

  for (const path of [
    '/features/:niche',
    '/features/:niche/:section',
    '/features/:niche/:section/:gallery',
  ]) {
    app.get(
      path,
      {
        schema: {
          tags: ['gallery'],
          summary: 'Gallery header: banners, link blocks, alternate logo, hide-advanced-search flag',
          params: z.object({ niche: slug, section: slug.optional(), gallery: slug.optional() }),
          response: { 200: galleryFeaturesSchema },
        },
      },
      (request) => service.features(request.params),
    );
  }
};
