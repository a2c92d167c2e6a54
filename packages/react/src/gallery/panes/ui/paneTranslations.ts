import { itemPaneMessages, type MapImageSize } from '@trove/core/gallery';

/** The product copy of the detail panes (item, event, organisation, permission denied, loading). */
export interface PaneTranslations {
  close: string;
  loading: string;
  /** The permission-denied pane's heading. */
  permissionDenied: string;
  /** Its invitation to anonymous visitors, above Join for FREE and Log In. */
  restrictedAnonymous: string;
  /** Its invitation to members, above Upgrade. */
  restrictedMember: string;
  join: string;
  login: string;
  upgrade: string;
  images: string;
  previous: string;
  next: string;
  pause: string;
  play: string;
  /** A carousel slide's label: `2 of 3`. */
  slideOf: (position: number, total: number) => string;
  watchVideo: string;
  price: string;
  sold: string;
  saleClosed: string;
  soldFor: string;
  sku: string;
  website: string;
  link: string;
  contact: string;
  contactPerson: string;
  contactDetails: string;
  when: string;
  /** Beside the dates of an event that is over. */
  pastEvent: string;
  where: string;
  address: string;
  mapOf: (address: string) => string;
  details: string;
  description: string;
  showMore: string;
  showLess: string;
  tags: string;
  categories: string;
  /** The organisation pane's link to its listings. */
  listings: string;
  breadcrumb: string;
  listed: string;
  likes: string;
  comments: string;
  views: string;
  shares: string;
  logInToLikeOrComment: string;
  listedBy: string;
  logoOf: (name: string) => string;
  clubs: string;
  associations: string;
  clubLogo: string;
  associationLogo: string;
  links: string;
}

// A pure call: bundles that never open a pane drop it.
export const paneTranslations: PaneTranslations = /* @__PURE__ */ (() => ({
  close: 'Close',
  loading: 'Loading',
  permissionDenied: 'Permission denied',
  restrictedAnonymous: 'This listing is for members. Join for FREE or log in to see it.',
  restrictedMember: 'Upgrade required: this listing is for members with a higher membership.',
  join: 'Join for FREE',
  login: 'Log In',
  upgrade: 'Upgrade',
  images: 'Images',
  previous: 'Previous',
  next: 'Next',
  pause: 'Pause',
  play: 'Play',
  slideOf: (position: number, total: number) => `${position} of ${total}`,
  watchVideo: 'Watch video',
  price: 'Price',
  sold: 'Sold',
  saleClosed: 'Sale closed',
  soldFor: 'Sold for',
  sku: 'SKU',
  website: 'Website',
  link: 'Link',
  contact: 'Contact',
  contactPerson: 'Contact person',
  contactDetails: 'Contact details',
  when: 'When',
  pastEvent: 'Past event',
  where: 'Where',
  address: 'Address',
  mapOf: (address: string) => `Map of ${address}`,
  details: 'Details',
  description: 'Description',
  showMore: 'Show more',
  showLess: 'Show less',
  tags: 'Tags',
  categories: 'Categories',
  listings: 'See our listings',
  breadcrumb: 'Breadcrumb',
  listed: 'Listed',
  likes: 'likes',
  comments: 'comments',
  views: 'views',
  shares: 'Shares',
  logInToLikeOrComment: itemPaneMessages.logInToLikeOrComment,
  listedBy: 'Listed by',
  logoOf: (name: string) => `${name} logo`,
  clubs: 'Clubs',
  associations: 'Associations',
  clubLogo: 'Club logo',
  associationLogo: 'Association logo',
  links: 'Links',
}))();

/**
 * Where the panes' sign-up, log-in and upgrade links go. A `null` link is not shown: its page does
 * not exist yet. `login` is best given with a `redirect` back to the open listing.
 */
export interface PaneHrefs {
  join: string;
  login: string;
  upgrade: string | null;
}

// No billing pages yet (seed 001 §2 /account/upgrade): no Upgrade button until they exist.
export const paneHrefs: PaneHrefs = { join: '/sign-up', login: '/login', upgrade: null };

/**
 * A static map image's URL for an address at a size (core's `MAP_IMAGE_SIZES`), or null when there
 * is none; core's `staticMapUrl` fills a provider's URL template.
 */
export type MapImageUrl = (address: string, size: MapImageSize) => string | null;

/** The page a static map links to for an address (a maps site's search), or null for none. */
export type MapLinkUrl = (address: string) => string | null;
