import { defaultGalleryParams, type ItemType, paramsToRoute } from '@trove/core/gallery';

/** What a listing's URL is made of: its type, id and slug, and the slugs of its place. */
export interface ListingUrlParts {
  id: number;
  itemType: ItemType;
  slug: string;
  nicheSlug: string;
  sectionSlug: string | null;
  gallerySlug: string | null;
  captionSlug: string | null;
}

/**
 * A listing's gallery URL (`/collectables/coins/world/0042-gold-sovereign`) by core's one rule
 * (`paramsToRoute`), the rule the site reads its URLs with: tiles, details and notifications
 * link listings only through it.
 */
export function listingUrl(listing: ListingUrlParts): string {
  const known = urls.get(listing.id);
  if (known && sameParts(known.parts, listing)) return known.url;
  const url = routeOf(listing);
  urls.delete(listing.id);
  const { id, itemType, slug, nicheSlug, sectionSlug, gallerySlug, captionSlug } = listing;
  urls.set(id, { parts: { id, itemType, slug, nicheSlug, sectionSlug, gallerySlug, captionSlug }, url });
  const oldest = urls.keys().next();
  if (urls.size > URL_CACHE_SIZE && !oldest.done) urls.delete(oldest.value);
  return url;
}

/**
 * URLs built lately, by listing id, the oldest first: a gallery page links eleven listings, and
 * building a URL by the rule cost more than the rest of a tile. Kept with the parts they were
 * built from, so a renamed or moved listing gets its new URL at once.
 */
const urls = new Map<number, { parts: ListingUrlParts; url: string }>();
const URL_CACHE_SIZE = 20_000;

const sameParts = (a: ListingUrlParts, b: ListingUrlParts) =>
  a.slug === b.slug &&
  a.itemType === b.itemType &&
  a.nicheSlug === b.nicheSlug &&
  a.sectionSlug === b.sectionSlug &&
  a.gallerySlug === b.gallerySlug &&
  a.captionSlug === b.captionSlug;

function routeOf(listing: ListingUrlParts): string {
  return paramsToRoute({
    ...defaultGalleryParams,
    niche: listing.nicheSlug,
    section: listing.sectionSlug ?? undefined,
    gallery: listing.gallerySlug ?? undefined,
    caption: listing.captionSlug ?? undefined,
    item: { itemType: listing.itemType, id: listing.id, slug: listing.slug },
  }).pathname;
}
