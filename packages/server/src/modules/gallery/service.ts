import { hasPermission, isAdmin, serverMessages, type User } from '@trove/core/auth';
import {
  BEST_MATCH_SORT,
  EVENTS_SORT,
  formatRawId,
  GALLERY_PAGE_SIZE,
  type GalleryFeatures,
  type GalleryResponse,
  type GallerySort,
  type ItemDetail,
  type ItemType,
} from '@trove/core/gallery';
import type { GalleryQuery, ListingCommunity } from '@trove/core/server';
import type { ListingCommunityWithShares, TileCommunity } from '../../community/listingCommunity';
import { HttpError } from '../../http/httpError';
import { decodeCursor, encodeCursor } from './cursor';
import { listingUrl } from './listingUrl';
import type { PanelCategory } from './lookups';
import { previewUrl, verifyPreviewToken } from './preview';
import type { GalleryPlace, GalleryRepository, ListingFilter, TileLot, TileRow } from './repository';
import { SORT_PLANS, sortKeyTypes } from './repository';

export type GalleryService = ReturnType<typeof createGalleryService>;

export interface GallerySlugs {
  niche: string;
  section?: string | undefined;
  gallery?: string | undefined;
  caption?: string | undefined;
}

const list = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value : value === undefined ? [] : [value])
    .flatMap((entry) => entry.split(','))
    .map((entry) => entry.trim())
    .filter(Boolean);

const thumbnail = (key: string | null, size: string) => (key === null ? null : `/thumbnails/${key}-${size}`);

/** The panel's categories as the response holds them, made once per list of categories (per place and loaded tree). */
const panels = new WeakMap<readonly PanelCategory[], GalleryResponse['categories']>();

/** The categories of the panel as ordered maps: `_order` lists the keys, in the panel's order. */
function panelOf(categoryRows: readonly PanelCategory[]): GalleryResponse['categories'] {
  const known = panels.get(categoryRows);
  if (known) return known;
  const order: string[] = [];
  const categories = { _order: order } as GalleryResponse['categories'];
  for (const main of categoryRows.filter((row) => row.parentId === null)) {
    const subOrder: string[] = [];
    const subcategories = { _order: subOrder } as GalleryResponse['categories'][string]['subcategories'];
    for (const sub of categoryRows.filter((row) => row.parentId === main.id)) {
      subOrder.push(sub.slug);
      subcategories[sub.slug] = { name: sub.name, slug: sub.slug };
    }
    order.push(main.slug);
    categories[main.slug] = { name: main.name, slug: main.slug, subcategories };
  }
  panels.set(categoryRows, categories);
  return categories;
}

/** The description of a gallery as paragraphs: split at blank lines. */
export const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

/**
 * What a tile is made of: a page's row, or a detail's (which has no sort keys nor place ids, and
 * passes its lot and community apart).
 */
type TileFields = Omit<
  TileRow,
  | 'sortKeys'
  | 'nicheId'
  | 'sectionId'
  | 'galleryId'
  | 'captionId'
  | 'lot'
  | 'hasComments'
  | 'facebookShareCount'
>;

function urlsOf(row: TileFields) {
  const urlId = formatRawId({ itemType: row.itemType, id: row.id });
  const urlItemType = urlId.charAt(0);
  return { urlItemType, urlId, absoluteUrl: listingUrl(row) };
}

const NO_TILE_COMMUNITY: TileCommunity = { hasComments: false, facebookShareCount: 0 };

/** Minor units (cents) as a decimal, as prices are on the wire: 1250 is "12.50". */
const decimal = (minor: number) => (minor / 100).toFixed(2);

function toTile(row: TileFields, lot?: TileLot, community = NO_TILE_COMMUNITY) {
  const { urlItemType, urlId, absoluteUrl } = urlsOf(row);
  return {
    id: row.id,
    url_id: urlId,
    name: row.name,
    name_slug: row.slug,
    title: row.name,
    sub_title: row.category,
    sub_sub_title: null,
    category: row.category,
    caption_slug: row.captionSlug,
    section_slug: row.sectionSlug,
    gallery_slug: row.gallerySlug,
    niche_slug: row.nicheSlug,
    url_item_type: urlItemType,
    item_type: row.itemType,
    can_open: row.canOpen && !row.restricted,
    internal_url: absoluteUrl,
    internal_url_target: null,
    like_count: row.likeCount,
    view_count: row.viewCount,
    sku: row.sku,
    price: row.price,
    currency: row.currency,
    image_thumbnail: thumbnail(row.imageKey, '262x262'),
    image_thumbnail_small: thumbnail(row.imageKey, '116x116'),
    image_thumbnail_lg: thumbnail(row.imageKey, '393x393'),
    image_type: row.imageKey === null ? null : 'image',
    video_thumbnail_url: null,
    facebook_share_count: community.facebookShareCount,
    images_for_sale: false,
    // on sale by auction until the closing job settles the lot
    for_sale_by_auction: lot !== undefined && !lot.closed,
    // the lot's own number is the one its page and its bidders know
    lot_number: lot?.number ?? row.lotNumber,
    allow_comments: true,
    has_comments: community.hasComments,
    gallery_logo: null,
    description: row.description,
    formatted_descriptions: { description: row.description },
    created_date: row.created.toISOString(),
    user_public_uid: row.userId === null ? null : String(row.userId),
    boost: row.boost,
    absolute_url: absoluteUrl,
    for_sale: row.forSale,
    sold: row.sold,
    show_and_tell: row.showAndTell,
    realisation_price: row.realisationPrice,
    realisation_currency: row.realisationCurrency,
    date_start: row.dateStart?.toISOString() ?? null,
    date_end: row.dateEnd?.toISOString() ?? null,
    start_price: lot ? decimal(lot.startMinor) : null,
    current_bid: lot?.priceMinor == null ? null : decimal(lot.priceMinor),
    auction_currency: lot?.currency ?? null,
    auction_opens: lot?.opens.toISOString() ?? null,
    auction_closes: lot?.closes.toISOString() ?? null,
    city: row.city,
  };
}

const optionalInt = (field: string, value: string | undefined) => {
  if (value === undefined || value === '') return undefined;
  if (!/^\d{1,9}$/.test(value)) throw HttpError.validation({ [field]: ['A valid integer is required.'] });
  return Number(value);
};

/** The detail, and for whoever may manage the listing its preview link (`/preview/{id}/{token}`). */
export type ItemDetailWithPreview = ItemDetail & { preview_url?: string } & Partial<ListingCommunity>;

/** Who asks for a detail: the preview token of the URL, the signed-in member. */
export interface DetailAccess {
  token?: string | undefined;
  viewer?: User | null | undefined;
}

/**
 * What the gallery asks of auctions for a detail: the item's lot. (A page's tiles read their lots
 * in the page's own query: `TileExtraColumns` of the repository.)
 */
export interface AuctionLookup {
  lotIdOfItem(itemId: number): Promise<number | null>;
}

export interface GalleryServiceOptions {
  /** Signs preview tokens: the server's SECRET_KEY. */
  previewSecret: string;
  /** Default: no listing is sold by auction. */
  auctions?: AuctionLookup;
  /**
   * One unit of each currency in the site's default currency (`GET /api/currency/`'s rates): the
   * price sorts order by prices converted by them. Default: amounts compare as they are.
   */
  currencyRates?: () => Promise<Readonly<Record<string, number>>>;
  /** The shop's products of a listing (`[{url}]`), for its detail. Default: none. */
  productsOf?: (itemId: number) => Promise<{ url: string }[]>;
  /**
   * A listing's likes, follows, comments and shares for its detail (the community module).
   * Default: none, and the detail has no community fields.
   */
  communityOf?: (
    listing: { id: number; userId: number | null; organisationId: number | null },
    viewer: User | null | undefined,
  ) => Promise<ListingCommunityWithShares>;
  /** The item ids of the member's watchlist (`key=watchlist`). Default: none watched. */
  watchlistOf?: (userId: number) => Promise<number[]>;
}

/**
 * An organisation's contact details (§6: email, phone, mobile, address) are for members with
 * `view_organisation_contact_details` only; an event's are public, like its venue.
 */
function mayContact(viewer: User | null | undefined, itemType: ItemType) {
  return itemType !== 'ORGANISATION' || hasPermission(viewer, 'view_organisation_contact_details');
}

/** The owner, admins, and members who may change any listing of its type may preview it. */
function mayManage(viewer: User | null | undefined, row: { userId: number | null; itemType: ItemType }) {
  if (!viewer) return false;
  if (row.userId === viewer.id || isAdmin(viewer)) return true;
  if (row.itemType === 'ITEM') return hasPermission(viewer, 'change_any_item');
  if (row.itemType === 'EVENT') return hasPermission(viewer, 'change_any_event');
  return false;
}

export function createGalleryService(
  repository: GalleryRepository,
  { previewSecret, auctions, currencyRates, productsOf, communityOf, watchlistOf }: GalleryServiceOptions,
) {
  async function placeOf(slugs: GallerySlugs): Promise<GalleryPlace> {
    const place = await repository.place(slugs);
    if (!place) throw HttpError.notFound();
    return place;
  }

  return {
    async page(slugs: GallerySlugs, query: GalleryQuery, viewer?: User | null): Promise<GalleryResponse> {
      // The member's watchlist (§2 Navbar): only its owner sees it, a visitor is asked to sign in.
      let itemIds: number[] | undefined;
      if (query.key === 'watchlist') {
        if (!viewer) throw HttpError.notAuthenticated(serverMessages.notAuthenticated);
        itemIds = watchlistOf ? await watchlistOf(viewer.id) : [];
      }
      const place = await placeOf(slugs);
      // The events section always sorts by its dates (§2).
      const sort: GallerySort =
        place.section?.itemType === 'EVENT' ? EVENTS_SORT : (query.sort ?? BEST_MATCH_SORT);
      const base = SORT_PLANS[sort];
      const plan =
        base.keySet.includes('price') && currencyRates ? { ...base, rates: await currencyRates() } : base;
      const after = query.last_hit ? decodeCursor(query.last_hit, sortKeyTypes(plan)) : undefined;
      const filter: ListingFilter = {
        q: query.q?.trim() || undefined,
        minDate: query.min_date,
        maxDate: query.max_date,
        minPrice: query.min_price,
        maxPrice: query.max_price,
        country: query.country || undefined,
        countryCode: query.country_code || undefined,
        city: query.city || undefined,
        userId: optionalInt('uid', query.uid),
        organisationId: optionalInt('organisation', query.organisation),
        categories: list(query.category),
        tags: list(query.tags),
        displayType: query.display_type || undefined,
        sold: query.sold === '1',
        forSale: query.for_sale === '1',
        showAndTell: query.show_and_tell === '1',
        itemIds,
      };
      // One more than a page tells whether there is a next one.
      const { rows, total } = await repository.listingPage(place, filter, plan, after, GALLERY_PAGE_SIZE + 1);
      const pageRows = rows.slice(0, GALLERY_PAGE_SIZE);
      const last = pageRows.at(-1);
      const next =
        rows.length > GALLERY_PAGE_SIZE && last
          ? { last_hit: encodeCursor({ values: last.sortKeys, id: last.id }), sort }
          : null;
      const categories = panelOf(await repository.categoriesOf(place));
      const deepest = place.caption ?? place.gallery ?? place.section;
      return {
        // The rows carry their lot, comments and shares (the repository's TileExtraColumns).
        results: pageRows.map((row) =>
          // Only items are auctioned: an event or an organisation shows no lot.
          toTile(row, row.itemType === 'ITEM' ? (row.lot ?? undefined) : undefined, {
            hasComments: row.hasComments,
            facebookShareCount: row.facebookShareCount,
          }),
        ),
        total,
        count: pageRows.length,
        next_params: next,
        description: paragraphs(deepest?.description ?? ''),
        categories,
        item: {
          niche: place.niche.slug,
          section: place.section?.slug ?? null,
          gallery: place.gallery?.slug ?? null,
          caption: place.caption?.slug ?? null,
          name: deepest?.name ?? place.niche.name,
          item_type: place.section?.itemType ?? place.niche.itemType,
          display_type: place.section?.displayType ?? null,
        },
      };
    },

    /**
     * The detail of a listing; 404 when absent, 403 when it may not be opened. An unpublished
     * listing opens with its preview token, or for whoever may manage it; a wrong token is a 404
     * whatever the listing, so a preview link either works or leads to the invalid-token page.
     */
    async detail(
      id: number,
      expected?: { itemType?: ItemType; section?: string },
      { token, viewer }: DetailAccess = {},
    ): Promise<ItemDetailWithPreview> {
      const row = await repository.listing(id);
      if (!row) throw HttpError.notFound();
      if (token !== undefined && !verifyPreviewToken(previewSecret, id, token)) throw HttpError.notFound();
      const manager = mayManage(viewer, row);
      if (!row.published && token === undefined && !manager) throw HttpError.notFound();
      if (expected?.itemType && expected.itemType !== row.itemType) throw HttpError.notFound();
      if (expected?.section && expected.section !== row.sectionSlug) throw HttpError.notFound();
      if (!row.canOpen || row.restricted) throw HttpError.permissionDenied();
      const tile = toTile(row);
      const community = communityOf ? await communityOf(row, viewer) : undefined;

      const imageUrls = row.images.map((image) => ({
        url: `/thumbnails/${image.key}-1500x1500`,
        media_type: image.mediaType,
      }));
      return {
        id: row.id,
        item_type: row.itemType,
        name: row.name,
        title: row.name,
        url_id: tile.url_id,
        absolute_url: tile.absolute_url,
        image_url: imageUrls[0]?.url ?? null,
        image_type: imageUrls[0]?.media_type ?? null,
        images: imageUrls,
        products: productsOf ? await productsOf(row.id) : [],
        sku: row.sku,
        price: row.price,
        currency: row.currency,
        for_sale: row.forSale,
        sold: row.sold,
        show_and_tell: row.showAndTell,
        realisation_price: row.realisationPrice,
        realisation_currency: row.realisationCurrency,
        realisation_date: row.realisationDate,
        date_start: tile.date_start,
        date_end: tile.date_end,
        website: row.externalUrl,
        parent_url: null,
        parent_url_text: null,
        extra_data: [],
        formatted_descriptions: { description: row.description, auction_details: null },
        description: row.description,
        tags: row.tags,
        like_count: row.likeCount,
        read_count: row.viewCount,
        share_counters: community?.share_counters ?? {},
        archived: false,
        allow_comments: true,
        comments: [],
        created_date: tile.created_date,
        niche_slug: row.nicheSlug,
        section_slug: row.sectionSlug,
        gallery_slug: row.gallerySlug,
        caption_slug: row.captionSlug,
        category: row.category,
        search_keys: [],
        groups: [],
        addresses: (mayContact(viewer, row.itemType) ? row.addresses : []).map((address) => ({
          geoaddress: null,
          display: [address.line1, address.line2, address.city, address.state, address.country]
            .filter(Boolean)
            .join(', '),
          ...address,
        })),
        social_media_links: [],
        ...(mayContact(viewer, row.itemType)
          ? { contact_name: row.contactName, contact_details: row.contactDetails }
          : { contact_name: null, contact_details: null }),
        detail_logo: null,
        associations: [],
        clubs: [],
        user:
          row.userId === null
            ? null
            : {
                public_uid: String(row.userId),
                display_name: row.organisationName ?? row.userDisplayName ?? '',
              },
        can_open: true,
        manufacture_date_from: row.manufactureYearFrom,
        manufacture_date_to: row.manufactureYearTo,
        country: row.countryName,
        city: row.city,
        lot: auctions ? await auctions.lotIdOfItem(row.id) : null,
        ...(manager ? { preview_url: previewUrl(previewSecret, row.id) } : {}),
        ...(community
          ? {
              liked: community.liked,
              organisation_id: community.organisation_id,
              follower_count: community.follower_count,
              comment_count: community.comment_count,
            }
          : {}),
      };
    },

    async countView(id: number): Promise<void> {
      if (!(await repository.countView(id))) throw HttpError.notFound();
    },

    /** The most specific header stored for the place, else an empty one. */
    async features(slugs: GallerySlugs): Promise<GalleryFeatures> {
      const parts = [slugs.niche, slugs.section, slugs.gallery].filter((part): part is string =>
        Boolean(part),
      );
      for (let length = parts.length; length > 0; length--) {
        const data = await repository.features(parts.slice(0, length).join('/'));
        if (data) return data as GalleryFeatures;
      }
      return { banners: [], link_blocks: [], alternate_logo: null, hide_advanced_search: false };
    },
  };
}
