// msw handlers and fixtures for item detail panes.
import type { GalleryItem, ItemAddress, ItemDetail } from '@trove/core/gallery';
import { delay, HttpResponse, http } from 'msw';
import { galleryListFixture, thumbnailFixture } from './galleryFixtures';

/** A square SVG image (a listing's photo or a logo) as a data URL, so stories never reach the network. */
function squareImage(hue: number, label: string, size = 600): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="${size}" height="${size}" fill="hsl(${hue} 40% 82%)"/><circle cx="${size / 2}" cy="${size / 2}" r="${size / 3}" fill="hsl(${hue} 45% 45%)"/><text x="50%" y="92%" font-family="sans-serif" font-size="${size / 12}" text-anchor="middle" fill="#1d1d1f">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** A static map image of `width` x `height` as a data URL: what a map provider would answer. */
export function staticMapFixture(width: number, height: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="#dfe8d8"/><path d="M0 ${height * 0.6} L${width} ${height * 0.35}" stroke="#ffffff" stroke-width="8"/><path d="M${width * 0.3} 0 L${width * 0.45} ${height}" stroke="#ffffff" stroke-width="5"/><circle cx="${width / 2}" cy="${height / 2}" r="7" fill="#b3261e"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** An address in Wellington, valid against core's `itemAddressSchema`. */
export function itemAddressFixture(overrides: Partial<ItemAddress> = {}): ItemAddress {
  const address = {
    geoaddress: null,
    description: null,
    line1: '101 Wakefield Street',
    line2: null,
    city: 'Wellington',
    state: null,
    country: 'New Zealand',
    ...overrides,
  };
  return {
    ...address,
    display:
      overrides.display ??
      [address.line1, address.line2, address.city, address.state, address.country].filter(Boolean).join(', '),
  };
}

/**
 * A gold sovereign for sale at $1,250 (NZD) in coins › british › gold, listed 12 March 2026 by
 * kiri, with three images, extra rows, tags, a club and an association; valid against core's
 * `itemDetailSchema`.
 */
export function itemDetailFixture(overrides: Partial<ItemDetail> = {}): ItemDetail {
  const id = overrides.id ?? 42;
  const title = overrides.title ?? 'Victorian gold sovereign';
  return {
    id,
    item_type: 'ITEM',
    name: title,
    title,
    url_id: `0${id}`,
    absolute_url: `https://trove.example/collectables/coins/british/gold/0${id}-victorian-gold-sovereign`,
    image_url: squareImage(45, 'Obverse'),
    image_type: 'image',
    images: [
      { url: squareImage(45, 'Obverse'), media_type: 'image' },
      { url: squareImage(200, 'Reverse'), media_type: 'image' },
      { url: squareImage(300, 'Edge'), media_type: 'image' },
    ],
    products: [],
    sku: 'SKU-000042',
    price: '1250.00',
    currency: 'NZD',
    for_sale: true,
    sold: false,
    show_and_tell: false,
    realisation_price: null,
    realisation_currency: null,
    realisation_date: null,
    date_start: null,
    date_end: null,
    website: 'https://www.kiwicoins.example/shop/british/gold-sovereigns/1887',
    parent_url: null,
    parent_url_text: null,
    extra_data: [
      { name: 'Grade', value: 'Extremely fine' },
      { name: 'Weight', value: '7.98 g' },
    ],
    formatted_descriptions: {
      description: '<p>A jubilee head sovereign.</p><p>Struck at the Melbourne mint.</p>',
      auction_details: null,
    },
    description: 'A jubilee head sovereign with a sharp strike.\n\nStruck at the Melbourne mint in 1887.',
    tags: [
      { slug: 'gold', label: 'gold' },
      { slug: 'victoria', label: 'victoria' },
    ],
    like_count: 12,
    read_count: 1550,
    share_counters: { facebook: 3, twitter: 1 },
    archived: false,
    allow_comments: true,
    comments: [{ id: 1 }, { id: 2 }],
    created_date: '2026-03-12T09:00:00Z',
    niche_slug: 'collectables',
    section_slug: 'coins',
    gallery_slug: 'british',
    caption_slug: 'gold',
    category: 'Coins',
    search_keys: [],
    groups: [],
    addresses: [],
    social_media_links: [{ title: 'Facebook', url: 'https://facebook.example/kiwicoins' }],
    contact_name: null,
    contact_details: null,
    detail_logo: squareImage(120, 'kiri', 96),
    associations: [{ logo: squareImage(260, 'NZNA', 96) }],
    clubs: [{ logo: squareImage(20, 'WCC', 96) }, { logo: squareImage(90, 'ANS', 96) }],
    user: { public_uid: 'kiri7', display_name: 'kiri' },
    can_open: true,
    manufacture_date_from: 1887,
    manufacture_date_to: 1890,
    country: 'Australia',
    city: null,
    ...overrides,
  };
}

/** The sovereign sold on 20 April 2026 for $1,480 (NZD). */
export function soldItemDetailFixture(overrides: Partial<ItemDetail> = {}): ItemDetail {
  return itemDetailFixture({
    for_sale: false,
    sold: true,
    price: null,
    realisation_price: '1480.00',
    realisation_currency: 'NZD',
    realisation_date: '2026-04-20',
    ...overrides,
  });
}

/**
 * A coin fair on Saturday 12 July 2025, 10:00 to 16:00 UTC, in events › fairs, with an organiser's
 * office and the venue (its second address, the one its map shows).
 */
export function eventDetailFixture(overrides: Partial<ItemDetail> = {}): ItemDetail {
  const id = overrides.id ?? 7;
  return itemDetailFixture({
    id,
    item_type: 'EVENT',
    name: 'Wellington coin fair',
    title: 'Wellington coin fair',
    url_id: `1${id}`,
    absolute_url: `https://trove.example/collectables/events/fairs/1${id}-wellington-coin-fair`,
    images: [{ url: squareImage(160, 'Fair'), media_type: 'image' }],
    image_url: squareImage(160, 'Fair'),
    sku: null,
    price: null,
    currency: null,
    for_sale: false,
    date_start: '2025-07-12T10:00:00Z',
    date_end: '2025-07-12T16:00:00Z',
    website: 'https://www.coinfair.example/wellington',
    extra_data: [],
    description: 'Dealers from around the country.\n\nFree entry for children.',
    tags: [{ slug: 'fair', label: 'fair' }],
    section_slug: 'events',
    gallery_slug: 'fairs',
    caption_slug: null,
    category: 'Coin fairs',
    contact_name: 'Aroha Smith',
    contact_details: '04 123 4567',
    addresses: [
      itemAddressFixture({ description: 'Office', line1: '5 Willis Street' }),
      itemAddressFixture({ description: 'Venue', line1: 'Town Hall, 101 Wakefield Street' }),
    ],
    manufacture_date_from: null,
    manufacture_date_to: null,
    associations: [],
    clubs: [],
    ...overrides,
  });
}

/** The Wellington Numismatic Society in the directory, with contact details and a long description. */
export function organisationDetailFixture(overrides: Partial<ItemDetail> = {}): ItemDetail {
  const id = overrides.id ?? 11;
  return itemDetailFixture({
    id,
    item_type: 'ORGANISATION',
    name: 'Wellington Numismatic Society',
    title: 'Wellington Numismatic Society',
    url_id: `2${id}`,
    absolute_url: `https://trove.example/collectables/directory/clubs/2${id}-wellington-numismatic-society`,
    images: [{ url: squareImage(220, 'WNS'), media_type: 'image' }],
    image_url: squareImage(220, 'WNS'),
    sku: null,
    price: null,
    currency: null,
    for_sale: false,
    website: 'https://www.numismatics.example/wellington',
    extra_data: [],
    description: [
      'The society meets on the first Tuesday of every month.',
      'Members bring coins, tokens and banknotes to show, swap and talk about.',
      'Visitors are welcome; the library is open before each meeting.',
    ].join('\n\n'),
    tags: [
      { slug: 'coins', label: 'coins' },
      { slug: 'banknotes', label: 'banknotes' },
    ],
    section_slug: 'directory',
    gallery_slug: 'clubs',
    caption_slug: null,
    category: 'Clubs',
    contact_name: 'Hemi Walker',
    contact_details: 'Phone 04 123 4567\nMobile 021 555 0101\nsecretary@numismatics.example',
    addresses: [itemAddressFixture()],
    manufacture_date_from: null,
    manufacture_date_to: null,
    user: null,
    ...overrides,
  });
}

/** The detail of a gallery tile: what the server answers for it when it is opened. */
export function itemDetailFromTile(tile: GalleryItem): ItemDetail {
  const image = tile.image_thumbnail ?? thumbnailFixture((tile.id * 47) % 360);
  const base =
    tile.item_type === 'EVENT'
      ? eventDetailFixture()
      : tile.item_type === 'ORGANISATION'
        ? organisationDetailFixture()
        : itemDetailFixture();
  return {
    ...base,
    id: tile.id,
    item_type: tile.item_type,
    name: tile.name,
    title: tile.title,
    url_id: tile.url_id,
    absolute_url: tile.absolute_url,
    image_url: image,
    images: [{ url: image, media_type: 'image' }],
    price: tile.price,
    currency: tile.currency,
    for_sale: tile.for_sale,
    sold: tile.sold,
    show_and_tell: tile.show_and_tell,
    realisation_price: tile.realisation_price,
    realisation_currency: tile.realisation_currency,
    realisation_date: tile.sold ? tile.created_date.slice(0, 10) : null,
    date_start: tile.date_start,
    date_end: tile.date_end,
    description: tile.description,
    like_count: tile.like_count,
    read_count: tile.view_count,
    created_date: tile.created_date,
    niche_slug: tile.niche_slug,
    section_slug: tile.section_slug,
    gallery_slug: tile.gallery_slug,
    caption_slug: tile.caption_slug,
    category: tile.category,
    can_open: tile.can_open,
  };
}

export interface ItemHandlerOptions {
  /** The listings that can be asked for. Default: the detail of every tile of `galleryListFixture()`. */
  items?: ItemDetail[];
  /** Called with each view counted (`POST /api/analytics/obj-detail-view/{id}`) and its body. */
  onView?: (id: number, body: unknown) => void;
}

const countView = (onView: ItemHandlerOptions['onView']) =>
  http.post('*/api/analytics/obj-detail-view/:id', async ({ params, request }) => {
    onView?.(Number(params.id), await request.json().catch(() => null));
    return new HttpResponse(null, { status: 204 });
  });

/**
 * msw handlers for opening listings, answering as the server does: `GET
 * /api/gallery/item/{type}/{id}` gives the listing, a 403 when it cannot be opened (`can_open`
 * false) and a 404 when there is none; views are counted with a 204.
 */
export function itemHandlers(options: ItemHandlerOptions = {}) {
  const items = options.items ?? galleryListFixture().map(itemDetailFromTile);
  return [
    http.get('*/api/gallery/item/:type/:id', ({ params }) => {
      const type = String(params.type).toUpperCase();
      const item = items.find(
        (candidate) => candidate.item_type === type && candidate.id === Number(params.id),
      );
      if (!item) return HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
      if (!item.can_open) {
        return HttpResponse.json(
          { detail: 'You do not have permission to perform this action.' },
          { status: 403 },
        );
      }
      return HttpResponse.json(item);
    }),
    countView(options.onView),
  ];
}

const ERROR_DETAILS: Readonly<Record<number, string>> = {
  403: 'You do not have permission to perform this action.',
  404: 'Not found.',
};

/** Every listing fails to open with `status` (403, 404, 500 ...) and a DRF error body. */
export function itemErrorHandlers(status = 500) {
  return [
    http.get('*/api/gallery/item/:type/:id', () =>
      HttpResponse.json({ detail: ERROR_DETAILS[status] ?? 'A server error occurred.' }, { status }),
    ),
    countView(undefined),
  ];
}

/** Listings never finish loading: the loading pane. */
export function itemLoadingHandlers() {
  return [http.get('*/api/gallery/item/:type/:id', () => delay('infinite')), countView(undefined)];
}
