import * as z from 'zod/mini';
import {
  type AvailableTags,
  availableTagsSchema,
  type Category,
  type Country,
  categorySchema,
  countrySchema,
  type GalleryFeatures,
  type GalleryItem,
  type GalleryResponse,
  galleryFeaturesSchema,
  galleryResponseSchema,
  type ItemDetail,
  itemDetailSchema,
  type NextParams,
  type NicheTree,
  nicheTreeSchema,
} from '../schemas/gallery';
import type { GalleryParams, ItemType } from '../search/galleryParams';
import { galleryApiQuery } from '../search/galleryRoute';
import type { TroveClient } from './createTroveClient';
import { send } from './request';

export interface GalleryApi {
  /** One page (11 tiles) of a gallery; pass the previous page's `next_params` for the next one. */
  list(params: GalleryParams, next?: NextParams | null): Promise<GalleryResponse>;
  /** A listing's detail; 403 when it cannot be opened, 404 when it is gone. */
  item(itemType: ItemType, id: number): Promise<ItemDetail>;
  /**
   * A listing's preview (`/preview/{id}/{token}`): opens an unpublished listing too, without
   * signing in; a wrong token is a 404.
   */
  preview(id: number, token: string): Promise<ItemDetail>;
  /** Counts one view of a listing's detail. */
  countView(id: number, url: string): Promise<void>;
  /** The gallery header of the most specific place that has one (cache it 5 minutes). */
  features(place: {
    niche: string;
    section?: string | undefined;
    gallery?: string | undefined;
  }): Promise<GalleryFeatures>;
  /** Category typeahead: names containing `q`, 10 at most; `all` for every category. */
  categories(q: string, options?: { all?: boolean }): Promise<Category[]>;
  /** Countries starting with `q`: all of them for items, present-day ones for events and directories. */
  countries(q: string, scope: 'all' | 'presentday'): Promise<Country[]>;
  /** The tags a section offers, and their label ('Tags' unless the section names it). */
  tags(place: { niche: string; section?: string | undefined }): Promise<AvailableTags>;
  /** The niche tree a visitor may browse, or (writable) the one the member may list a type of listing into. */
  niches(access: 'readable' | { writable: ItemType }): Promise<NicheTree>;
}

/**
 * Media paths (`/thumbnails/...`) made absolute against an absolute API base, so a widget on a
 * partner's page loads them from the Trove server, not from the partner's site.
 */
function mediaResolver(baseUrl: string | undefined) {
  const base = baseUrl && /^https?:\/\//i.test(baseUrl) ? baseUrl.replace(/\/+$/, '') : '';
  return <T extends string | null>(url: T): T =>
    (base && url?.startsWith('/') && !url.startsWith('//') ? `${base}${url}` : url) as T;
}

type GalleryClient = Pick<TroveClient, 'http'> & { baseUrl?: string };

/**
 * One page of a gallery (`GalleryApi.list`) on its own: code that only lists tiles, such as the
 * `<trove-gallery>` widget, then carries none of the detail, header or lookup schemas.
 */
export async function listGallery(
  { http, baseUrl }: GalleryClient,
  params: GalleryParams,
  next?: NextParams | null,
): Promise<GalleryResponse> {
  const media = mediaResolver(baseUrl);
  const path = [params.niche, params.section, params.gallery, params.caption]
    .filter((part): part is string => Boolean(part))
    .map(encodeURIComponent)
    .join('/');
  const query = new URLSearchParams(galleryApiQuery(params));
  if (next) {
    query.set('last_hit', next.last_hit);
    query.set('sort', next.sort);
  }
  const page = await send(http, {
    method: 'get',
    path: `gallery/${path}`,
    schema: galleryResponseSchema,
    options: { searchParams: query },
  });
  const tile = (item: GalleryItem): GalleryItem => ({
    ...item,
    image_thumbnail: media(item.image_thumbnail),
    image_thumbnail_small: media(item.image_thumbnail_small),
    image_thumbnail_lg: media(item.image_thumbnail_lg),
    video_thumbnail_url: media(item.video_thumbnail_url),
    gallery_logo: media(item.gallery_logo),
  });
  return { ...page, results: page.results.map(tile) };
}

/** The browsing calls over a Trove client. */
export function createGalleryApi(client: GalleryClient): GalleryApi {
  const { http } = client;
  const media = mediaResolver(client.baseUrl);
  const detail = (item: ItemDetail): ItemDetail => ({
    ...item,
    image_url: media(item.image_url),
    images: item.images.map((image) => ({ ...image, url: media(image.url) })),
    detail_logo: media(item.detail_logo),
    associations: item.associations.map((entry) => ({ ...entry, logo: media(entry.logo) })),
    clubs: item.clubs.map((entry) => ({ ...entry, logo: media(entry.logo) })),
  });
  return {
    list: (params, next) => listGallery(client, params, next),
    item: async (itemType, id) =>
      detail(
        await send(http, {
          method: 'get',
          path: `gallery/item/${itemType.toLowerCase()}/${id}`,
          schema: itemDetailSchema,
        }),
      ),
    preview: async (id, token) =>
      detail(
        await send(http, {
          method: 'get',
          path: `gallery/item/preview/${id}`,
          schema: itemDetailSchema,
          options: { searchParams: { token } },
        }),
      ),
    async countView(id, url) {
      await send(http, {
        method: 'post',
        path: `analytics/obj-detail-view/${id}`,
        schema: z.optional(z.unknown()),
        options: { json: { url } },
      });
    },
    async features({ niche, section, gallery }) {
      const features = await send(http, {
        method: 'get',
        path: `features/${[niche, section, gallery]
          .filter((part): part is string => Boolean(part))
          .map(encodeURIComponent)
          .join('/')}`,
        schema: galleryFeaturesSchema,
      });
      return {
        ...features,
        banners: features.banners.map((banner) => ({ ...banner, image: media(banner.image) })),
        alternate_logo: media(features.alternate_logo),
      };
    },
    categories: (q, options = {}) =>
      send(http, {
        method: 'get',
        path: 'categories/',
        schema: z.array(categorySchema),
        options: { searchParams: options.all ? { q, all: '1' } : { q } },
      }),
    countries: (q, scope) =>
      send(http, {
        method: 'get',
        path: `country/search/${scope}/`,
        schema: z.array(countrySchema),
        options: { searchParams: { q } },
      }),
    tags: ({ niche, section }) =>
      send(http, {
        method: 'get',
        path: 'tags/available/',
        schema: availableTagsSchema,
        options: { searchParams: section ? { niche, section } : { niche } },
      }),
    niches: (access) =>
      send(http, {
        method: 'get',
        path: access === 'readable' ? 'niches/readable/' : 'niches/writable/',
        schema: nicheTreeSchema,
        options: access === 'readable' ? {} : { searchParams: { item_type: access.writable } },
      }),
  };
}
