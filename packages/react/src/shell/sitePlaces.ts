import {
  DEFAULT_NICHE,
  defaultGalleryParams,
  type NicheTree,
  orderedNodes,
  paramsToRoute,
  routeHref,
} from '@trove/core/gallery';

/** A link of the site's header or footer: its text and where it goes. */
export interface SiteLink {
  name: string;
  href: string;
}

/** The places of the gallery a visitor finds their way by (the header's sections, the footer's Browse). */
export interface SitePlaces {
  /** The default niche: the whole gallery (`/collectables`). */
  niche: SiteLink;
  /** The niche's sections in the tree's order, Events and the Directory among them. */
  sections: SiteLink[];
  /** The events section's Auctions gallery, when the tree has one. */
  auctions: SiteLink | undefined;
}

/** The slug of the events' gallery of auctions in the catalogue (`/collectables/events/auctions`). */
export const AUCTIONS_GALLERY_SLUG = 'auctions';

const placeHref = (place: { section?: string; gallery?: string }) =>
  routeHref(paramsToRoute({ ...defaultGalleryParams, niche: DEFAULT_NICHE, ...place }));

/**
 * The gallery's places from the readable niche tree (`GET /api/niches/readable/`), as links to the
 * gallery's own routes. Only the default niche is a route of the site, so only its sections are
 * given; `undefined` while the tree is unknown or has no such niche.
 */
export function sitePlaces(tree: NicheTree | null | undefined): SitePlaces | undefined {
  const niche = orderedNodes(tree).find((node) => node.slug === DEFAULT_NICHE);
  if (!niche) return undefined;
  const sections = orderedNodes(niche.sections);
  const events = sections.filter((section) => section.item_type === 'EVENT');
  const auctions = events
    .flatMap((section) =>
      orderedNodes(section.galleries)
        .filter((gallery) => gallery.slug === AUCTIONS_GALLERY_SLUG)
        .map((gallery) => ({ section, gallery })),
    )
    .at(0);
  return {
    niche: { name: niche.name, href: placeHref({}) },
    sections: sections.map((section) => ({ name: section.name, href: placeHref({ section: section.slug }) })),
    auctions: auctions && {
      name: auctions.gallery.name,
      href: placeHref({ section: auctions.section.slug, gallery: auctions.gallery.slug }),
    },
  };
}

/**
 * The link `path` falls under: the longest href that is the path or a folder of it
 * (`/collectables/events/auctions/1042` is under Auctions, not Events), case-insensitively.
 */
export function currentLink<T extends SiteLink>(
  links: readonly T[],
  path: string | undefined,
): T | undefined {
  if (path === undefined) return undefined;
  const at = path.toLowerCase().replace(/\/+$/, '');
  let best: { link: T; length: number } | undefined;
  for (const link of links) {
    const href = link.href.toLowerCase().split('?')[0]?.replace(/\/+$/, '') ?? '';
    if (at !== href && !at.startsWith(`${href}/`)) continue;
    if (!best || href.length > best.length) best = { link, length: href.length };
  }
  return best?.link;
}
