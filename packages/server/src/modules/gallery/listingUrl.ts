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
  return paramsToRoute({
    ...defaultGalleryParams,
    niche: listing.nicheSlug,
    section: listing.sectionSlug ?? undefined,
    gallery: listing.gallerySlug ?? undefined,
    caption: listing.captionSlug ?? undefined,
    item: { itemType: listing.itemType, id: listing.id, slug: listing.slug },
  }).pathname;
}
