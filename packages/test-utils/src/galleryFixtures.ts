import {
  BEST_MATCH_SORT,
  type GalleryItem,
  type GalleryResponse,
  type ItemType,
  type NextParams,
} from '@trove/core/gallery';

const URL_DIGIT: Record<ItemType, string> = { ITEM: '0', EVENT: '1', ORGANISATION: '2' };

/** A square SVG thumbnail as a data URL, so stories and tests never reach the network. */
export function thumbnailFixture(hue: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="262" height="262"><rect width="262" height="262" fill="hsl(${hue} 45% 70%)"/><circle cx="131" cy="131" r="70" fill="hsl(${hue} 45% 45%)"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** A coin for sale at $150 in the coins section, valid against core's `galleryItemSchema`. */
export function galleryItemFixture(overrides: Partial<GalleryItem> = {}): GalleryItem {
  const id = overrides.id ?? 42;
  const itemType = overrides.item_type ?? 'ITEM';
  const title = overrides.title ?? 'Victorian gold sovereign 1887';
  const slug =
    overrides.name_slug ??
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
  return {
    id,
    url_id: `${URL_DIGIT[itemType]}${id}`,
    name: title,
    name_slug: slug,
    title,
    sub_title: 'Great Britain',
    sub_sub_title: null,
    category: 'Coins',
    caption_slug: 'gold',
    section_slug: 'coins',
    gallery_slug: 'british',
    niche_slug: 'collectables',
    url_item_type: itemType.toLowerCase(),
    item_type: itemType,
    can_open: true,
    internal_url: `/${itemType.toLowerCase()}/${id}`,
    internal_url_target: null,
    like_count: 12,
    view_count: 1550,
    sku: null,
    price: '150.00',
    currency: 'NZD',
    image_thumbnail: thumbnailFixture((id * 47) % 360),
    image_thumbnail_small: null,
    image_thumbnail_lg: null,
    image_type: 'image/svg+xml',
    video_thumbnail_url: null,
    facebook_share_count: 0,
    images_for_sale: false,
    for_sale_by_auction: false,
    lot_number: null,
    allow_comments: true,
    has_comments: false,
    gallery_logo: null,
    description: 'A fine example.',
    formatted_descriptions: { description: '<p>A fine example.</p>' },
    created_date: '2025-05-01T09:00:00Z',
    user_public_uid: 'kiri7',
    boost: 0,
    absolute_url: `https://trove.example/collectables/coins/british/gold/${URL_DIGIT[itemType]}${id}-${slug}`,
    for_sale: true,
    sold: false,
    show_and_tell: false,
    realisation_price: null,
    realisation_currency: null,
    date_start: null,
    date_end: null,
    start_price: null,
    current_bid: null,
    auction_currency: null,
    auction_opens: null,
    auction_closes: null,
    city: null,
    ...overrides,
  };
}

const SUBJECTS = [
  'Gold sovereign',
  'Penny Black stamp',
  'Kiwi florin',
  'Silver crown',
  'Carved kauri box',
  'Pounamu pendant',
  'Brass ship lamp',
  'Maori Wars medal',
] as const;

/**
 * `count` tiles (default 40), the same every call: ids from 1; every 7th an event, every 11th an
 * organisation, every 5th sold, every 4th an item of interest, every 9th locked; prices vary.
 */
export function galleryListFixture(count = 40): GalleryItem[] {
  return Array.from({ length: count }, (_, index) => {
    const id = index + 1;
    const itemType: ItemType = id % 11 === 0 ? 'ORGANISATION' : id % 7 === 0 ? 'EVENT' : 'ITEM';
    const subject = SUBJECTS[index % SUBJECTS.length] ?? 'Collectable';
    const sold = itemType === 'ITEM' && id % 5 === 0;
    const interest = itemType === 'ITEM' && !sold && id % 4 === 0;
    const price = itemType === 'ITEM' && !interest ? ((id * 173) % 900) + (id % 3 === 0 ? 0.5 : 0) + 5 : null;
    return galleryItemFixture({
      id,
      item_type: itemType,
      title:
        itemType === 'EVENT'
          ? `Coin fair ${id}`
          : itemType === 'ORGANISATION'
            ? `Numismatic society ${id}`
            : `${subject} ${1850 + id}`,
      sub_title: itemType === 'EVENT' ? 'Wellington' : 'New Zealand',
      price: price === null ? null : price.toFixed(2),
      currency: price === null ? null : 'NZD',
      for_sale: price !== null && !sold,
      sold,
      show_and_tell: interest,
      realisation_price: sold && price !== null ? (price * 1.2).toFixed(2) : null,
      realisation_currency: sold ? 'NZD' : null,
      can_open: id % 9 !== 0,
      like_count: (id * 13) % 40,
      view_count: id * 97,
      created_date: new Date(Date.UTC(2025, 0, 1) + id * 86_400_000).toISOString(),
      date_start: itemType === 'EVENT' ? `2025-07-${String((id % 28) + 1).padStart(2, '0')}T10:00:00Z` : null,
    });
  });
}

type Categories = GalleryResponse['categories'];

/**
 * An ordered map (`_order` plus one key per node). Core's inferred type gives `_order` and the
 * nodes one index signature that no literal satisfies, hence the cast.
 */
function orderedMap<T extends { slug: string }>(nodes: T[]) {
  return Object.fromEntries([['_order', nodes.map((node) => node.slug)], ...nodes.map((n) => [n.slug, n])]);
}

/** The gallery's categories panel: coins (with two subcategories) and stamps. */
export function galleryCategoriesFixture(): Categories {
  return orderedMap([
    {
      name: 'Coins',
      slug: 'coins',
      subcategories: orderedMap([
        { name: 'Gold', slug: 'gold' },
        { name: 'Silver', slug: 'silver' },
      ]),
    },
    { name: 'Stamps', slug: 'stamps', subcategories: orderedMap([]) },
  ]) as Categories;
}

export interface GalleryPageFixtureOptions {
  /** The page's `next_params`. Default: null, the last page. */
  next?: NextParams | null;
  /** Default: the page's own size. */
  total?: number;
}

/**
 * A gallery response: `tiles` as given, or the first `n` of `galleryListFixture`; valid against
 * core's `galleryResponseSchema`.
 */
export function galleryPageFixture(
  tiles: number | GalleryItem[],
  { next = null, total }: GalleryPageFixtureOptions = {},
): GalleryResponse {
  const results = typeof tiles === 'number' ? galleryListFixture(tiles) : tiles;
  return {
    results,
    total: total ?? results.length,
    count: results.length,
    next_params: next,
    description: ['Coins, medals and banknotes from around the world.'],
    categories: galleryCategoriesFixture(),
    item: {
      niche: 'collectables',
      section: null,
      gallery: null,
      caption: null,
      name: 'Collectables',
      item_type: 'ITEM',
      display_type: null,
    },
  };
}

/** A page's cursor after the tile with this id. */
export function nextParamsFixture(lastHit: number, sort = BEST_MATCH_SORT): NextParams {
  return { last_hit: String(lastHit), sort };
}
