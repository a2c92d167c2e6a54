// msw handlers for the search lookups: categories, countries, tags, niches, gallery header.
import type { AvailableTags, Category, Country, GalleryFeatures, NicheTree } from '@trove/core/gallery';
import { delay, HttpResponse, http } from 'msw';

const MAIN_CATEGORIES: readonly [name: string, subcategories: string[]][] = [
  ['Coins', ['Gold Coins', 'Silver Coins', 'Pre-decimal Coins', 'Proof Sets']],
  ['Banknotes', ['Reserve Bank Notes', 'Trading Bank Notes']],
  ['Stamps', ['Penny Blacks', 'Health Stamps', 'First Day Covers']],
  ['Medals', ['Military Medals', 'Commemorative Medals']],
  ['Militaria', ['Badges', 'Uniforms']],
  ['Tokens', []],
  ['Postcards', []],
  ['Maps & Prints', []],
  ['Antiques', ['Kauri Furniture', 'Silverware']],
  ['Golf Memorabilia', []],
  ['Pottery', ['Crown Lynn', 'Temuka']],
];

const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The category typeahead's catalogue: main categories (parent null) and their subcategories, as core's `categorySchema`. */
export function categoryListFixture(): Category[] {
  let id = 0;
  return MAIN_CATEGORIES.flatMap(([name, subs]) => [
    { id: ++id, name, slug: slugOf(name), parent: null },
    ...subs.map((sub) => ({ id: ++id, name: sub, slug: slugOf(sub), parent: name })),
  ]);
}

/** Countries, present-day and historical, in the server's (alphabetical) order. */
export function countryListFixture(): Country[] {
  const today = (code: string, name: string): Country => ({ code, name, present_day: true });
  const historical = (code: string, name: string): Country => ({ code, name, present_day: false });
  return [
    today('AU', 'Australia'),
    today('AT', 'Austria'),
    today('CA', 'Canada'),
    historical('CEYL', 'Ceylon'),
    today('FJ', 'Fiji'),
    today('DE', 'Germany'),
    historical('DDDE', 'German Democratic Republic'),
    today('NL', 'Netherlands'),
    today('NC', 'New Caledonia'),
    today('NZ', 'New Zealand'),
    historical('NFLD', 'Newfoundland'),
    historical('PRUS', 'Prussia'),
    historical('RHZW', 'Rhodesia'),
    today('WS', 'Samoa'),
    today('GB', 'United Kingdom'),
    today('US', 'United States'),
    historical('SUHH', 'USSR'),
  ];
}

/** A wide banner image as an SVG data URL, so stories and tests never reach the network. */
export function bannerImageFixture(hue: number, text: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="300"><rect width="1200" height="300" fill="hsl(${hue} 40% 30%)"/><text x="60" y="180" font-family="sans-serif" font-size="72" fill="#fff">${text}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** A square link image as an SVG data URL. */
function linkImageFixture(hue: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="116" height="116"><rect width="116" height="116" fill="hsl(${hue} 45% 60%)"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/**
 * A gallery header with three banners and one link block of each layout (sm, lg, hz), valid against
 * core's `galleryFeaturesSchema`. `overrides` replaces whole fields.
 */
export function galleryFeaturesFixture(overrides: Partial<GalleryFeatures> = {}): GalleryFeatures {
  return {
    banners: [
      {
        image: bannerImageFixture(210, 'Winter coin fair'),
        url: '/collectables/events',
        alt: 'Winter coin fair, Wellington, 12 July',
      },
      {
        image: bannerImageFixture(40, 'New gold sovereigns'),
        url: null,
        alt: 'New gold sovereigns this week',
      },
      {
        image: bannerImageFixture(140, 'Join a club'),
        url: '/collectables/directory/clubs',
        alt: 'Find a numismatic club near you',
      },
    ],
    link_blocks: [
      {
        layout: 'sm',
        title: 'Popular searches',
        links: [
          { text: 'Gold sovereigns', url: '/collectables/coins?q=sovereign', image: null },
          { text: 'Kiwi florins', url: '/collectables/coins?q=florin', image: null },
          { text: 'Penny Blacks', url: '/collectables/stamps?category=penny-blacks', image: null },
        ],
      },
      {
        layout: 'lg',
        title: 'Featured galleries',
        links: [
          { text: 'British coins', url: '/collectables/coins/british', image: linkImageFixture(30) },
          { text: 'World banknotes', url: '/collectables/banknotes/world', image: linkImageFixture(200) },
        ],
      },
      {
        layout: 'hz',
        title: 'Explore',
        links: [
          { text: 'Events', url: '/collectables/events', image: linkImageFixture(100) },
          { text: 'Directory', url: '/collectables/directory', image: null },
          { text: 'Help', url: '/content/help', image: null },
        ],
      },
    ],
    alternate_logo: null,
    hide_advanced_search: false,
    ...overrides,
  };
}

/** The header of a place without one: what the server answers when none is stored. */
export function emptyGalleryFeaturesFixture(): GalleryFeatures {
  return { banners: [], link_blocks: [], alternate_logo: null, hide_advanced_search: false };
}

/** An ordered map of nodes keyed by slug; core's inferred map type has no literal form, hence `never`. */
function orderedMap<T extends { slug: string }>(nodes: T[]): never {
  return Object.fromEntries([
    ['_order', nodes.map((node) => node.slug)],
    ...nodes.map((n) => [n.slug, n]),
  ]) as never;
}

const CAPTIONS = ['Gold', 'Silver', 'Bronze'];

/** The readable niche tree: collectables with coins, banknotes and stamps (items), events and the directory. */
export function nicheTreeFixture(): NicheTree {
  const captions = () => orderedMap(CAPTIONS.map((name) => ({ name, slug: slugOf(name), description: '' })));
  const galleries = (names: string[], withCaptions: boolean) =>
    orderedMap(
      names.map((name) => ({
        name,
        slug: slugOf(name),
        description: `${name}.`,
        captions: withCaptions ? captions() : orderedMap([]),
      })),
    );
  const section = (
    name: string,
    itemType: 'ITEM' | 'EVENT' | 'ORGANISATION',
    galleryNames: string[],
    displayType: string | null = null,
  ) => ({
    name,
    slug: slugOf(name),
    item_type: itemType,
    display_type: displayType,
    description: `${name} from around the world.`,
    galleries: galleries(galleryNames, itemType === 'ITEM'),
  });
  return orderedMap([
    {
      name: 'Collectables',
      slug: 'collectables',
      item_type: 'ITEM' as const,
      sections: orderedMap([
        section('Coins', 'ITEM', ['New Zealand', 'Australia', 'British', 'World']),
        section('Banknotes', 'ITEM', ['New Zealand', 'World']),
        section('Stamps', 'ITEM', ['New Zealand', 'British Commonwealth']),
        section('Events', 'EVENT', ['Fairs', 'Auctions', 'Club Meetings'], 'list'),
        section('Directory', 'ORGANISATION', ['Dealers', 'Clubs', 'Auction Houses'], 'directory'),
      ]),
    },
  ]);
}

/** The tags a section offers (`GET /api/tags/available/`). */
export function availableTagsFixture(overrides: Partial<AvailableTags> = {}): AvailableTags {
  return {
    available_tags: [
      { slug: 'gold', label: 'Gold' },
      { slug: 'proof', label: 'Proof' },
      { slug: 'graded', label: 'Graded' },
      { slug: 'wwii', label: 'WWII' },
    ],
    tag_label: 'Tags',
    ...overrides,
  };
}

/** Typeahead answers start at 10, as the server's. */
const TYPEAHEAD_LIMIT = 10;

export interface LookupHandlerOptions {
  /** Default: `categoryListFixture()`. */
  categories?: Category[];
  /** Default: `countryListFixture()`. */
  countries?: Country[];
  /** The header of every place, or one per place (`niche/section/gallery`). Default: `galleryFeaturesFixture()`. */
  features?: GalleryFeatures | ((place: string) => GalleryFeatures);
  /** Default: `nicheTreeFixture()`. */
  niches?: NicheTree;
  /** Default: `availableTagsFixture()`. */
  tags?: AvailableTags;
  /** Called with each lookup's URL, so tests can see what was asked and how often. */
  onRequest?: (url: URL) => void;
}

/**
 * msw handlers for the lookups of core's gallery API, answering as the server does: categories
 * whose name contains `q` (main ones first, 10 unless `all=1`), countries whose name starts with
 * `q` (present-day only under `/presentday/`), the gallery header, the readable niche tree, tags.
 */
export function lookupHandlers(options: LookupHandlerOptions = {}) {
  const categories = options.categories ?? categoryListFixture();
  const countries = options.countries ?? countryListFixture();
  const features = options.features ?? galleryFeaturesFixture();
  const seen = (request: Request) => {
    const url = new URL(request.url);
    options.onRequest?.(url);
    return url;
  };
  return [
    http.get('*/api/categories/', ({ request }) => {
      const url = seen(request);
      const q = (url.searchParams.get('q') ?? '').trim().toLowerCase();
      const matching = categories
        .filter((category) => category.name.toLowerCase().includes(q))
        .sort(
          (a, b) => Number(a.parent !== null) - Number(b.parent !== null) || a.name.localeCompare(b.name),
        );
      return HttpResponse.json(
        url.searchParams.get('all') === '1' ? matching : matching.slice(0, TYPEAHEAD_LIMIT),
      );
    }),
    ...(['all', 'presentday'] as const).map((scope) =>
      http.get(`*/api/country/search/${scope}/`, ({ request }) => {
        const q = (seen(request).searchParams.get('q') ?? '').trim().toLowerCase();
        return HttpResponse.json(
          countries.filter(
            (country) => country.name.toLowerCase().startsWith(q) && (scope === 'all' || country.present_day),
          ),
        );
      }),
    ),
    http.get('*/api/features/*', ({ request }) => {
      const url = seen(request);
      const place = url.pathname.replace(/^.*\/api\/features\//, '').replace(/\/$/, '');
      return HttpResponse.json(typeof features === 'function' ? features(place) : features);
    }),
    http.get('*/api/niches/readable/', ({ request }) => {
      seen(request);
      return HttpResponse.json(options.niches ?? nicheTreeFixture());
    }),
    http.get('*/api/tags/available/', ({ request }) => {
      seen(request);
      return HttpResponse.json(options.tags ?? availableTagsFixture());
    }),
  ];
}

export type Lookup = 'categories' | 'countries' | 'features' | 'niches' | 'tags';

const LOOKUP_PATHS: Record<Lookup, string> = {
  categories: '*/api/categories/',
  countries: '*/api/country/search/*',
  features: '*/api/features/*',
  niches: '*/api/niches/readable/',
  tags: '*/api/tags/available/',
};

/** One lookup fails with a DRF 500 body; put it before `lookupHandlers()`. */
export function lookupErrorHandlers(lookup: Lookup) {
  return [
    http.get(LOOKUP_PATHS[lookup], () =>
      HttpResponse.json({ detail: 'A server error occurred.' }, { status: 500 }),
    ),
  ];
}

/** One lookup never answers: the loading state; put it before `lookupHandlers()`. */
export function lookupLoadingHandlers(lookup: Lookup) {
  return [http.get(LOOKUP_PATHS[lookup], () => delay('infinite'))];
}
