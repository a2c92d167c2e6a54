import { type ItemType, isPlaceSlug } from '@trove/core/gallery';
import type { ItemAddressRow } from '../db/schema';
import { GALLERY_SUBJECTS, IMAGES_PER_KIND, type ImageKind } from './imagePool';
import { createRandom, type Random } from './random';

/** The demo catalogue's fixed seed: every fresh database gets the same catalogue. */
export const DEMO_SEED = 20_260_301;

/** The day a catalogue's dates are spread from when none is given. */
const EPOCH = Date.UTC(2026, 0, 1);
const DAY = 86_400_000;

/** Midnight UTC of the day of `date`: a seed gives one catalogue for the whole day. */
const startOfDay = (date: Date) => Math.floor(date.getTime() / DAY) * DAY;

export interface TreeCaption {
  slug: string;
  name: string;
  description: string;
}
export interface TreeGallery extends TreeCaption {
  captions: TreeCaption[];
  /** What its listings are called. */
  nouns: readonly string[];
}
export interface TreeSection extends TreeCaption {
  itemType: ItemType;
  displayType: string | null;
  galleries: TreeGallery[];
  /** Main categories, each with its subcategories. */
  categories: { slug: string; name: string; subcategories: { slug: string; name: string }[] }[];
  /** Words that make listing names. */
  nouns: readonly string[];
  /** What its listings' pictures show. */
  imageKind: ImageKind;
}
export interface TreeNiche {
  slug: string;
  name: string;
  itemType: ItemType;
  sections: TreeSection[];
}

/**
 * The item sections: their galleries, each with the nouns its listings are named by (so a
 * listing in Tin Toys is a robot or a train, never a doll), and the kind of their pictures.
 */
const COLLECTABLES: readonly [
  slug: string,
  name: string,
  galleries: [string, string[]][],
  kind: ImageKind,
][] = [
  [
    'coins',
    'Coins',
    [
      ['New Zealand', ['Florin', 'Half Crown', 'Penny', 'Dollar']],
      ['Australia', ['Florin', 'Shilling', 'Penny', 'Dollar']],
      ['World', ['Crown', 'Dollar', 'Sovereign', 'Franc']],
    ],
    'coin',
  ],
  [
    'banknotes',
    'Banknotes',
    [
      ['New Zealand', ['Pound Note', 'Ten Shilling Note', 'Five Dollar Note']],
      ['Commonwealth', ['Pound Note', 'Ten Shilling Note', 'Specimen Note']],
      ['World', ['Franc Note', 'Dollar Note', 'Specimen Note']],
    ],
    'banknote',
  ],
  [
    'stamps',
    'Stamps',
    [
      ['First Day Covers', ['First Day Cover', 'Cover']],
      ['Definitives', ['Stamp', 'Block of Four', 'Sheet']],
      ['Commemoratives', ['Stamp', 'Set', 'Miniature Sheet']],
    ],
    'stamp',
  ],
  [
    'militaria',
    'Militaria',
    [
      ['Medals', ['Medal', 'War Medal', 'Service Medal']],
      ['Badges', ['Cap Badge', 'Collar Badge', 'Badge']],
      ['Uniforms', ['Medal Group', 'Tunic with Medals', 'Ribbon Bar']],
    ],
    'medal',
  ],
  [
    'antiques',
    'Antiques',
    [
      ['Furniture', ['Mantel Clock', 'Bracket Clock', 'Carriage Clock']],
      ['Ceramics', ['Vase', 'Jug', 'Ginger Jar']],
      ['Silver', ['Teapot', 'Coffee Pot', 'Tea Service']],
    ],
    'antique',
  ],
  [
    'toys',
    'Toys',
    [
      ['Die-cast', ['Model Car', 'Saloon', 'Coupe']],
      ['Tin Toys', ['Robot', 'Clockwork Robot', 'Space Robot']],
      ['Dolls', ['Teddy Bear', 'Jointed Bear', 'Bear']],
    ],
    'toy',
  ],
  [
    'sports-memorabilia',
    'Sports Memorabilia',
    [
      ['Rugby', ['Rugby Card', 'Player Card', 'Team Card']],
      ['Cricket', ['Cricket Card', 'Player Card', 'Cigarette Card']],
      ['Racing', ['Jockey Card', 'Racing Card', 'Cigarette Card']],
    ],
    'card',
  ],
];
/** Galleries named for a place: their category says the section too ("New Zealand Coins"). */
const PLACE_GALLERIES = new Set(['New Zealand', 'Australia', 'World', 'Commonwealth']);
/** The years each caption spans, so a listing's year agrees with its caption. */
const CAPTION_YEARS: Record<string, [number, number]> = {
  'Pre-1900': [1850, 1899],
  '1900 to 1967': [1900, 1967],
  Modern: [1968, 2020],
};
const CAPTIONS = ['Pre-1900', '1900 to 1967', 'Modern'] as const;
/**
 * Place slugs spelled out where the name's own slug would read as a rawId (`1900-to-1967`: type 1,
 * id 900), which would make the gallery URL open an item instead of the place (core's isPlaceSlug).
 */
const PLACE_SLUGS: Record<string, string> = { '1900 to 1967': 'from-1900-to-1967' };
/** Adjectives any listing may take; `Victorian` only what was made in Victoria's reign. */
const ADJECTIVES = ['Rare', 'Fine', 'Early', 'Original', 'Scarce', 'Attractive'] as const;
const VICTORIAN = { from: 1837, to: 1901 };
/** Phrases of a description, drawn without repeats. */
const PHRASES = [
  'In fine condition',
  'Good provenance',
  'Original and unrestored',
  'From a private collection',
  'From a deceased estate',
  'An even patina',
  'Carefully restored',
  'Stored away for decades',
] as const;
/** What each directory gallery's organisations are called, after their city. */
const ORGANISATION_NAMES: readonly (readonly string[])[] = [
  ['Coin Dealers', 'Stamp Dealers', 'Collectables', 'Antiques'],
  ['Numismatic Society', 'Philatelic Society', 'Collectors Club', 'Toy Collectors Club'],
  ['Auction House', 'Auctions', 'Auction Rooms'],
];
/** What each events gallery's events are called, after their city and before their year. */
const EVENT_NAMES: readonly (readonly string[])[] = [
  ['Coin and Stamp Fair', 'Collectors Fair', 'Antiques Fair', 'Toy Fair'],
  ['Coin Auction', 'Stamp Auction', 'Estate Auction', 'Militaria Auction'],
  ['Club Night', 'Members Meeting', 'Swap Meet'],
];

export const DEMO_COUNTRIES: readonly { code: string; name: string; presentDay: boolean }[] = [
  { code: 'NZ', name: 'New Zealand', presentDay: true },
  { code: 'AU', name: 'Australia', presentDay: true },
  { code: 'GB', name: 'United Kingdom', presentDay: true },
  { code: 'US', name: 'United States', presentDay: true },
  { code: 'CA', name: 'Canada', presentDay: true },
  { code: 'FR', name: 'France', presentDay: true },
  { code: 'DE', name: 'Germany', presentDay: true },
  { code: 'JP', name: 'Japan', presentDay: true },
  { code: 'SU', name: 'Soviet Union', presentDay: false },
  { code: 'YU', name: 'Yugoslavia', presentDay: false },
  { code: 'DD', name: 'East Germany', presentDay: false },
];
const CITIES: Record<string, readonly string[]> = {
  NZ: ['Auckland', 'Wellington', 'Christchurch', 'Dunedin'],
  AU: ['Sydney', 'Melbourne', 'Brisbane'],
  GB: ['London', 'Manchester'],
  US: ['New York', 'Chicago'],
};

export const DEMO_TAGS: readonly { slug: string; label: string }[] = [
  { slug: 'gold', label: 'Gold' },
  { slug: 'silver', label: 'Silver' },
  { slug: 'proof', label: 'Proof' },
  { slug: 'graded', label: 'Graded' },
  { slug: 'error', label: 'Error' },
  { slug: 'wwi', label: 'WWI' },
  { slug: 'wwii', label: 'WWII' },
  { slug: 'boxed', label: 'Boxed' },
  { slug: 'signed', label: 'Signed' },
  { slug: 'first-edition', label: 'First edition' },
];

const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The slug of a niche, section, gallery or caption; never one core's isPlaceSlug refuses. */
function placeSlug(name: string): string {
  const slug = PLACE_SLUGS[name] ?? slugify(name);
  if (!isPlaceSlug(slug))
    throw new Error(`The demo place "${name}" has the slug "${slug}", which reads as a rawId`);
  return slug;
}

/** The niche tree of the demo: collectables with its sections, events and a directory. */
export function demoTree(): TreeNiche[] {
  const itemSections: TreeSection[] = COLLECTABLES.map(([slug, name, galleryNouns, imageKind]) => {
    const galleryNames = galleryNouns.map(([galleryName]) => galleryName);
    const categoryName = (galleryName: string) =>
      PLACE_GALLERIES.has(galleryName) ? `${galleryName} ${name}` : galleryName;
    return {
      slug,
      name,
      description: `${name} from around the world.\n\nBrowse, buy and show off your ${name.toLowerCase()}.`,
      itemType: 'ITEM',
      displayType: null,
      nouns: galleryNouns.flatMap(([, nouns]) => nouns),
      imageKind,
      galleries: galleryNouns.map(([galleryName, nouns]) => ({
        slug: placeSlug(galleryName),
        name: galleryName,
        nouns,
        description: `${galleryName} ${name.toLowerCase()}.`,
        captions: CAPTIONS.map((caption) => ({ slug: placeSlug(caption), name: caption, description: '' })),
      })),
      // a gallery's category: a listing's tile names the gallery its breadcrumb shows
      categories: galleryNames.map((galleryName) => ({
        slug: `${slug}-${slugify(galleryName)}`,
        name: categoryName(galleryName),
        subcategories: CAPTIONS.slice(0, 2).map((caption) => ({
          slug: `${slug}-${slugify(galleryName)}-${slugify(caption)}`,
          name: `${categoryName(galleryName)} ${caption}`,
        })),
      })),
    };
  });
  const plain = (names: string[], nouns: readonly (readonly string[])[]) =>
    names.map((name, index) => ({
      slug: placeSlug(name),
      name,
      description: '',
      captions: [],
      nouns: nouns[index] ?? [],
    }));
  return [
    {
      slug: 'collectables',
      name: 'Collectables',
      itemType: 'ITEM',
      sections: [
        ...itemSections,
        {
          slug: 'events',
          name: 'Events',
          description: 'Fairs, auctions and club meetings.',
          itemType: 'EVENT',
          displayType: 'list',
          nouns: EVENT_NAMES.flat(),
          imageKind: 'poster',
          galleries: plain(['Fairs', 'Auctions', 'Club Meetings'], EVENT_NAMES),
          categories: [],
        },
        {
          slug: 'directory',
          name: 'Directory',
          description: 'Dealers, clubs and auction houses.',
          itemType: 'ORGANISATION',
          displayType: null,
          nouns: ORGANISATION_NAMES.flat(),
          imageKind: 'logo',
          galleries: plain(['Dealers', 'Clubs', 'Auction Houses'], ORGANISATION_NAMES),
          categories: [],
        },
      ],
    },
  ];
}

/** A listing of the demo, with the tree and lookups named by position or slug. */
export interface GeneratedListing {
  itemType: ItemType;
  name: string;
  slug: string;
  description: string;
  sectionSlug: string;
  galleryIndex: number;
  captionIndex: number | null;
  price: string | null;
  currency: string | null;
  forSale: boolean;
  sold: boolean;
  realisationPrice: string | null;
  realisationCurrency: string | null;
  realisationDate: string | null;
  showAndTell: boolean;
  manufactureYearFrom: number | null;
  manufactureYearTo: number | null;
  countryCode: string;
  city: string | null;
  /** Position in the owners list given to the insert, or null. */
  ownerIndex: number;
  created: Date;
  boost: number;
  viewCount: number;
  likeCount: number;
  lotNumber: number | null;
  canOpen: boolean;
  restricted: boolean;
  sku: string | null;
  externalUrl: string | null;
  dateStart: Date | null;
  dateEnd: Date | null;
  addresses: ItemAddressRow[];
  /** Events and organisations: a person to ask, and a phone, mobile or email a line each. */
  contactName: string | null;
  contactDetails: string | null;
  tagSlugs: string[];
  categorySlugs: string[];
  /** What its pictures show. */
  imageKind: ImageKind;
  /** Positions in the image pool's images of its kind. */
  images: number[];
}

export interface GenerateOptions {
  /** Default DEMO_SEED. */
  seed?: number;
  /** How many listings. */
  size: number;
  /** How many images of each kind the pool holds; listings reuse them. Default IMAGES_PER_KIND. */
  imagePoolSize?: number;
  /**
   * The day the catalogue is seeded: listings were created in the year before it, and events
   * run from two months before it to ten months after, so most are to come whatever the day.
   * Default 2026-01-01.
   */
  today?: Date;
}

const money = (random: Random, min: number, max: number) =>
  (random.int(min * 100, max * 100) / 100).toFixed(2);

const FIRST_NAMES = [
  'Aroha',
  'Hemi',
  'Mere',
  'James',
  'Olivia',
  'Wiremu',
  'Grace',
  'Liam',
  'Ana',
  'Tom',
] as const;
const LAST_NAMES = ['Smith', 'Walker', 'Ngata', 'Brown', 'Wilson', 'Parata', 'Taylor', 'Thompson'] as const;
const AREA_CODES = ['03', '04', '06', '07', '09'] as const;

/**
 * Contact details draw from a stream of their own, so adding them left every other field of the
 * catalogue as it was. The numbers are made up and the emails on example.com (a reserved domain).
 */
const CONTACT_STREAM = 0x636f_6e74;

function contactOf(random: Random, itemType: ItemType): { name: string; details: string } {
  const first = random.pick(FIRST_NAMES);
  const last = random.pick(LAST_NAMES);
  const digits = () => String(random.int(0, 9999)).padStart(4, '0');
  const phone = `Phone ${random.pick(AREA_CODES)} 555 ${digits()}`;
  const email = `${first}.${last}@example.com`.toLowerCase();
  const lines = itemType === 'ORGANISATION' ? [phone, `Mobile 021 555 ${digits()}`, email] : [phone, email];
  return { name: `${first} ${last}`, details: lines.join('\n') };
}

/**
 * The demo listings, one at a time, so a million of them never sit in memory together. A
 * listing depends only on the seed and its position: the same seed gives the same catalogue.
 */
export function* generateListings({
  seed = DEMO_SEED,
  size,
  imagePoolSize = IMAGES_PER_KIND,
  today = new Date(EPOCH),
}: GenerateOptions): Generator<GeneratedListing> {
  const anchor = startOfDay(today);
  const random = createRandom(seed);
  const contactRandom = createRandom(seed ^ CONTACT_STREAM);
  const tree = demoTree();
  const sections = tree.flatMap((niche) => niche.sections);
  const itemSections = sections.filter((section) => section.itemType === 'ITEM');
  const events = sections.find((section) => section.itemType === 'EVENT');
  const directory = sections.find((section) => section.itemType === 'ORGANISATION');
  if (!events || !directory) throw new Error('The demo tree lacks its events or directory section');

  for (let index = 0; index < size; index++) {
    const kind = random.next();
    const section = kind < 0.1 ? events : kind < 0.15 ? directory : random.pick(itemSections);
    const galleryIndex = random.int(0, section.galleries.length - 1);
    const gallery = section.galleries[galleryIndex];
    const captionIndex =
      gallery && gallery.captions.length > 0 ? random.int(0, gallery.captions.length - 1) : null;
    const caption = captionIndex === null ? undefined : gallery?.captions[captionIndex];
    // items come from the gallery's country where it names one; events and directory entries
    // from a present-day country with cities, so their address and name agree
    const country =
      section.itemType === 'ITEM'
        ? (DEMO_COUNTRIES.find((c) => c.name === gallery?.name) ?? random.pick(DEMO_COUNTRIES))
        : random.pick(DEMO_COUNTRIES.filter((c) => CITIES[c.code] !== undefined));
    const cities = CITIES[country.code];
    const city = cities ? random.pick(cities) : null;
    const [fromYear, toYear] = CAPTION_YEARS[caption?.name ?? ''] ?? [1850, 2020];
    const year = random.int(fromYear, toYear);
    const victorian = year >= VICTORIAN.from && year <= VICTORIAN.to;
    const adjective = victorian && random.chance(0.3) ? 'Victorian' : random.pick(ADJECTIVES);
    const noun = random.pick(gallery?.nouns ?? section.nouns);
    const eventStart = anchor + random.int(-60, 300) * DAY + random.int(8, 18) * 3_600_000;
    const name =
      section.itemType === 'ITEM'
        ? `${year} ${adjective} ${noun}`
        : section.itemType === 'EVENT'
          ? `${city ?? country.name} ${noun} ${new Date(eventStart).getUTCFullYear()}`
          : `${city ?? country.name} ${noun}`;
    const phrases = [...PHRASES];
    const phrase = () => phrases.splice(random.int(0, phrases.length - 1), 1)[0] ?? '';
    const description =
      section.itemType === 'ITEM'
        ? `${name}. ${phrase()}; ${phrase().toLowerCase()}.\n\nListing ${index + 1} of the demo catalogue.`
        : section.itemType === 'EVENT'
          ? `${name}. All welcome: the dates, venue and contact are below.\n\nListing ${index + 1} of the demo catalogue.`
          : `${name}. Buying and selling: see our listings, and our address and contact below.\n\nListing ${index + 1} of the demo catalogue.`;
    const created = new Date(anchor - random.int(0, (365 * DAY) / 1000) * 1000);
    // the gallery's own category, and the caption's subcategory where it has one
    const category = section.categories[galleryIndex];
    const subcategory =
      category && captionIndex !== null && random.chance(0.5)
        ? category.subcategories[captionIndex]
        : undefined;
    const tagSlugs = [...new Set([random.pick(DEMO_TAGS).slug, random.pick(DEMO_TAGS).slug])].slice(
      0,
      random.int(0, 2),
    );
    // pictures of the gallery's subject: image i of a kind shows gallery i % GALLERY_SUBJECTS's
    const variants = Math.max(1, Math.floor(imagePoolSize / GALLERY_SUBJECTS));
    const picture = () =>
      Math.min(
        imagePoolSize - 1,
        (galleryIndex % GALLERY_SUBJECTS) + GALLERY_SUBJECTS * random.int(0, variants - 1),
      );
    const images = [picture()];
    if (random.chance(0.3)) images.push(picture());

    const listing: GeneratedListing = {
      itemType: section.itemType,
      name,
      slug: slugify(name),
      description,
      sectionSlug: section.slug,
      galleryIndex,
      captionIndex,
      price: null,
      currency: null,
      forSale: false,
      sold: false,
      realisationPrice: null,
      realisationCurrency: null,
      realisationDate: null,
      showAndTell: false,
      manufactureYearFrom: null,
      manufactureYearTo: null,
      countryCode: country.code,
      city,
      ownerIndex: random.int(0, 1_000_000),
      created,
      boost: random.chance(0.05) ? random.int(1, 10) : 0,
      viewCount: random.int(0, 5000),
      likeCount: random.int(0, 300),
      lotNumber: random.chance(0.2) ? random.int(1, 500) : null,
      canOpen: !random.chance(0.03),
      restricted: random.chance(0.02),
      sku: null,
      externalUrl: random.chance(0.1) ? `https://example.com/listing/${index + 1}` : null,
      dateStart: null,
      dateEnd: null,
      addresses: [],
      contactName: null,
      contactDetails: null,
      tagSlugs,
      categorySlugs: [category?.slug, subcategory?.slug].filter((slug): slug is string => slug !== undefined),
      imageKind: section.imageKind,
      images,
    };
    if (section.itemType === 'ITEM') {
      listing.manufactureYearFrom = year;
      listing.manufactureYearTo = random.chance(0.3) ? year + random.int(1, 10) : null;
      const kindOfItem = random.next();
      if (kindOfItem < 0.5) {
        listing.forSale = true;
        listing.price = money(random, 1, 5000);
        listing.currency = random.pick(['NZD', 'NZD', 'AUD', 'GBP', 'USD']);
        listing.sku = `SKU-${String(index + 1).padStart(6, '0')}`;
      } else if (kindOfItem < 0.75) {
        listing.sold = true;
        listing.realisationPrice = money(random, 1, 8000);
        listing.realisationCurrency = 'NZD';
        listing.realisationDate = new Date(created.getTime() + random.int(1, 60) * DAY)
          .toISOString()
          .slice(0, 10);
      } else {
        listing.showAndTell = true;
      }
    } else {
      const address: ItemAddressRow = {
        description: section.itemType === 'EVENT' ? 'Venue' : 'Shop',
        line1: `${random.int(1, 300)} ${random.pick(['High', 'Queen', 'King', 'Victoria'])} Street`,
        line2: null,
        city: listing.city,
        state: null,
        country: country.name,
      };
      listing.addresses = [address];
      const contact = contactOf(contactRandom, section.itemType);
      listing.contactName = contact.name;
      listing.contactDetails = contact.details;
      if (section.itemType === 'EVENT') {
        listing.dateStart = new Date(eventStart);
        listing.dateEnd = new Date(eventStart + random.int(1, 3) * DAY);
      }
    }
    yield listing;
  }
}
