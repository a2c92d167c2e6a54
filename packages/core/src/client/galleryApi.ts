import * as z from 'zod/mini';
import {
  type GalleryResponse,
  galleryResponseSchema,
  type ItemDetail,
  itemDetailSchema,
  type NextParams,
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
  /** Counts one view of a listing's detail. */
  countView(id: number, url: string): Promise<void>;
}

/** The browsing calls over a Trove client. */
export function createGalleryApi({ http }: Pick<TroveClient, 'http'>): GalleryApi {
  return {
    list(params, next) {
      const path = [params.niche, params.section, params.gallery, params.caption]
        .filter((part): part is string => Boolean(part))
        .map(encodeURIComponent)
        .join('/');
      const query = new URLSearchParams(galleryApiQuery(params));
      if (next) {
        query.set('last_hit', next.last_hit);
        query.set('sort', next.sort);
      }
      return send(http, {
        method: 'get',
        path: `gallery/${path}`,
        schema: galleryResponseSchema,
        options: { searchParams: query },
      });
    },
    item: (itemType, id) =>
      send(http, {
        method: 'get',
        path: `gallery/item/${itemType.toLowerCase()}/${id}`,
        schema: itemDetailSchema,
      }),
    async countView(id, url) {
      await send(http, {
        method: 'post',
        path: `analytics/obj-detail-view/${id}`,
        schema: z.optional(z.unknown()),
        options: { json: { url } },
      });
    },
  };
}
