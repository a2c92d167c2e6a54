import ky from 'ky';
import type * as z from 'zod/mini';
import type { TroveClient } from '../client/createTroveClient';
import { send } from '../client/request';
import type { ItemType } from '../search/galleryParams';
import {
  type DashboardStats,
  dashboardStatsSchema,
  type Item,
  type ItemInput,
  type ItemSaved,
  itemSchema,
  type ListingPage,
  type ListingPayment,
  type ListingPrice,
  type ListingPriceQuery,
  type ListingQuery,
  type ListingState,
  listingPageSchema,
  listingPriceSchema,
  listingStateSchema,
  type PromoteResult,
  promoteResultSchema,
  type ShareResult,
  shareResultSchema,
  type TransactionSummary,
  transactionSummarySchema,
  type UploadPolicy,
  type UploadPolicyInput,
  uploadPolicySchema,
  type VideoDetails,
  videoDetailsSchema,
  type WritableNicheTree,
  writableNicheTreeSchema,
} from './schemas';

/** The listing calls (seed 000 §7 Items, Listings, Stats, Price, Niches writable, Upload; seed 001 §7 transactions). */
export interface ListingApi {
  /** `GET /api/items/{id}/`: a listing as its form edits it. */
  item(id: number): Promise<Item>;
  /**
   * `POST /api/items/`. `held` when the server answered 202 (Item submitted for moderation). A
   * save that needs payment without a valid nonce fails with an `ApiError` of status 402.
   */
  createItem(input: ItemInput): Promise<ItemSaved>;
  /** `PUT /api/items/{id}/`; as {@link createItem}. */
  updateItem(id: number, input: ItemInput): Promise<ItemSaved>;
  /** `POST /api/items/{id}/archive/`: archive (true) or publish (false). */
  archive(id: number, archive: boolean): Promise<ListingState>;
  /** `POST /api/items/{id}/relist/`: an expired listing, with the payment when a fee is due. */
  relist(id: number, payment?: ListingPayment | null): Promise<ListingState>;
  /** `POST /api/items/{id}/promote/`: boost 0 to 100 (change_item_feature_boost). */
  promote(id: number, boost: number): Promise<PromoteResult>;
  /** `POST /api/items/{id}/share/` (admins): to one configured site. */
  share(id: number, site: number): Promise<ShareResult>;
  /** `GET /api/listings/items/` (or `events`): a page of 50 of the member's or organisation's listings. */
  listings(
    query?: Omit<ListingQuery, 'page'> & { page?: string | number },
    itemType?: 'ITEM' | 'EVENT',
  ): Promise<ListingPage>;
  /** `GET /api/analytics/dashboard/`: the stats strip. */
  stats(): Promise<DashboardStats>;
  /** `GET /api/payments/price/`: the fee of listing in this place. */
  price(query: ListingPriceQuery): Promise<ListingPrice>;
  /** `GET /api/transactions/summary/`: the member's allowance (canList). */
  transactionSummary(): Promise<TransactionSummary>;
  /** `GET /api/niches/writable/?item_type=`: where the member may list. Default `ITEM`. */
  writableNiches(itemType?: ItemType): Promise<WritableNicheTree>;
  /** `POST /api/uploads/policy/`: a signed POST policy for one image. */
  uploadPolicy(input: UploadPolicyInput): Promise<UploadPolicy>;
}

const listingsPath: Record<'ITEM' | 'EVENT', string> = { ITEM: 'listings/items/', EVENT: 'listings/events/' };

export function createListingApi({ http }: Pick<TroveClient, 'http'>): ListingApi {
  async function save(method: 'post' | 'put', path: string, input: ItemInput): Promise<ItemSaved> {
    let status = 0;
    const item = await send(http, {
      method,
      path,
      schema: itemSchema,
      options: {
        json: input,
        // a retried save could list (and charge) twice
        retry: 0,
        hooks: {
          afterResponse: [
            (_request, _options, response) => {
              status = response.status;
            },
          ],
        },
      },
    });
    return { held: status === 202, item };
  }
  const post = <T>(path: string, schema: z.ZodMiniType<T>, json: unknown) =>
    send(http, { method: 'post', path, schema, options: { json, retry: 0 } });

  return {
    item: (id) => send(http, { method: 'get', path: `items/${id}/`, schema: itemSchema }),
    createItem: (input) => save('post', 'items/', input),
    updateItem: (id, input) => save('put', `items/${id}/`, input),
    archive: (id, archive) => post(`items/${id}/archive/`, listingStateSchema, { archive }),
    relist: (id, payment = null) => post(`items/${id}/relist/`, listingStateSchema, { payment }),
    promote: (id, boost) => post(`items/${id}/promote/`, promoteResultSchema, { boost }),
    share: (id, site) => post(`items/${id}/share/`, shareResultSchema, { site }),
    listings: (query = {}, itemType = 'ITEM') => {
      const searchParams: Record<string, string> = {};
      for (const [key, value] of Object.entries(query)) {
        if (value !== undefined && value !== '') searchParams[key] = String(value);
      }
      return send(http, {
        method: 'get',
        path: listingsPath[itemType],
        schema: listingPageSchema,
        options: { searchParams },
      });
    },
    stats: () => send(http, { method: 'get', path: 'analytics/dashboard/', schema: dashboardStatsSchema }),
    price: (query) =>
      send(http, {
        method: 'get',
        path: 'payments/price/',
        schema: listingPriceSchema,
        options: { searchParams: { ...query } },
      }),
    transactionSummary: () =>
      send(http, { method: 'get', path: 'transactions/summary/', schema: transactionSummarySchema }),
    writableNiches: (itemType = 'ITEM') =>
      send(http, {
        method: 'get',
        path: 'niches/writable/',
        schema: writableNicheTreeSchema,
        options: { searchParams: { item_type: itemType } },
      }),
    uploadPolicy: (input) => post('uploads/policy/', uploadPolicySchema, input),
  };
}

export interface VideoLookupOptions {
  /** The video service's oEmbed endpoint (Vimeo's `https://vimeo.com/api/oembed.json`, or the server's). */
  endpoint: string;
  /** Default: the global `fetch`. */
  fetch?: typeof fetch;
}

/**
 * §7 Video lookup: `GET {endpoint}?url=…&responsive=true`, no auth header. A 404 (a private or
 * removed video) is ignored: null. Any other failure is an `ApiError`.
 */
export async function lookupVideo(
  videoUrl: string,
  options: VideoLookupOptions,
): Promise<VideoDetails | null> {
  const http = ky.create({ retry: 0, ...(options.fetch ? { fetch: options.fetch } : {}) });
  try {
    return await send(http, {
      method: 'get',
      path: options.endpoint,
      schema: videoDetailsSchema,
      options: { searchParams: { url: videoUrl, responsive: 'true' } },
    });
  } catch (error) {
    if (error instanceof Error && 'status' in error && error.status === 404) return null;
    throw error;
  }
}
