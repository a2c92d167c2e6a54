import {
  BANNER_IMAGE_SIZES,
  bannerImageSet,
  DEFAULT_NICHE,
  type GalleryParams,
  type OpenItem,
  paragraphs,
  paramsToRoute,
  routeHref,
  routeToParams,
} from '@trove/core/gallery';
import { HttpError } from '../../http/httpError';
import type { GalleryRepository } from '../gallery/repository';
import type { GalleryService } from '../gallery/service';
import type { SettingsService } from '../settings/service';
import { descriptionText, type PageHead, type PreloadImage } from './headTags';
import { listingHead } from './listingHead';

/** The site's description where a page has none of its own (as `index.html` and the site say). */
export const DEFAULT_DESCRIPTION = 'Collectables, classifieds and auctions.';

/** A site page's status and head. */
export interface SitePageHead {
  statusCode: 200 | 403 | 404;
  head: PageHead;
}

export interface PageHeadsOptions {
  gallery: Pick<GalleryService, 'detail' | 'features'>;
  repository: Pick<GalleryRepository, 'place' | 'categoriesOf'>;
  settings: Pick<SettingsService, 'getSiteSettings'>;
}

/** `/`, `/collectables` and below: the site's gallery routes (the one niche the site serves). */
function isGalleryPath(pathname: string): boolean {
  const first = pathname.split('/').find(Boolean);
  return first === undefined || first.toLowerCase() === DEFAULT_NICHE;
}

function galleryParams(pathname: string, search: string): GalleryParams | undefined {
  try {
    return routeToParams({ pathname, search });
  } catch {
    // a malformed percent-encoding: no such page
    return undefined;
  }
}

/**
 * The head of each page of the site as a crawler fetches it (no JavaScript, no sign-in): the
 * gallery's places and searches, and its listings with their structured data. Listings are read
 * through the gallery's own service, so a visitor's rules (unpublished, restricted, contact
 * details) are the detail endpoint's.
 */
export function createPageHeads({ gallery, repository, settings }: PageHeadsOptions) {
  const fixed = (statusCode: SitePageHead['statusCode'], siteName: string, title: string | null) => ({
    statusCode,
    head: { title, siteName, description: DEFAULT_DESCRIPTION, noIndex: statusCode !== 200 },
  });

  /**
   * The gallery header's first banner, as the carousel asks for it (core's `bannerImageSet` and
   * `BANNER_IMAGE_SIZES`): on a phone the page's largest paint, which the browser can then fetch
   * while the site's script loads instead of after the script has fetched the header. One image
   * only: the first tiles' too shared the line with the script and came later (Lighthouse's mobile
   * LCP 3.1 to 3.6 s with them, 2.6 to 3.3 without).
   */
  async function bannerOf(params: GalleryParams): Promise<PreloadImage | undefined> {
    const { niche, section, gallery: galleryName } = params;
    const image = (await gallery.features({ niche, section, gallery: galleryName })).banners[0]?.image;
    if (!image) return undefined;
    const srcSet = bannerImageSet(image);
    return { href: image, srcSet, sizes: srcSet && BANNER_IMAGE_SIZES };
  }

  async function galleryHead(
    params: GalleryParams,
    origin: string,
    siteName: string,
    home: boolean,
  ): Promise<SitePageHead> {
    const [place, preloadImage] = await Promise.all([repository.place(params), bannerOf(params)]);
    // The home page of a site without a catalogue yet is still its home page.
    if (!place && home) return fixed(200, siteName, null);
    if (!place) return fixed(404, siteName, 'Page not found');
    const deepest = place.caption ?? place.gallery ?? place.section;
    const placeName = deepest?.name ?? place.niche.name;
    const categories = params.category.length === 0 ? [] : await repository.categoriesOf(place);
    const categoryNames = params.category.flatMap((slug) => {
      const name = categories.find((category) => category.slug === slug)?.name;
      return name ? [name] : [];
    });
    const scope = categoryNames.length > 0 ? `${categoryNames.join(', ')} – ${placeName}` : placeName;
    const title = params.q ? `“${params.q}” in ${scope}` : scope;
    const description = params.q
      ? `Search results for “${params.q}” in ${scope}.`
      : (paragraphs(deepest?.description)[0] ?? DEFAULT_DESCRIPTION);
    const route = paramsToRoute({ ...params, item: undefined, prompt: false });
    return {
      statusCode: 200,
      head: {
        title,
        siteName,
        description: descriptionText(description),
        canonicalUrl: new URL(routeHref(route), origin).href,
        preloadImage,
      },
    };
  }

  async function listingPageHead(
    item: OpenItem,
    params: GalleryParams,
    origin: string,
    siteName: string,
  ): Promise<SitePageHead> {
    try {
      // As an anonymous visitor: the HTML of a page is the same for everyone (and cached alike).
      const detail = await gallery.detail(item.id, { itemType: item.itemType, section: params.section });
      return { statusCode: 200, head: listingHead(detail, { origin, siteName }) };
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 404)
        return fixed(404, siteName, 'Page not found');
      if (error instanceof HttpError && error.statusCode === 403) {
        return fixed(403, siteName, 'Permission denied');
      }
      throw error;
    }
  }

  return {
    /** The head of the page at `url` (path and query), its absolute URLs on `origin`. */
    async headOf(url: string, origin: string): Promise<SitePageHead> {
      const { site_name: siteName } = await settings.getSiteSettings();
      const queryStart = url.indexOf('?');
      const pathname = queryStart === -1 ? url : url.slice(0, queryStart);
      const search = queryStart === -1 ? '' : url.slice(queryStart + 1);
      // Sign-in, the account, the cart...: pages with nothing to share, and kept from crawlers
      // by robots.txt; the site sets their titles as it opens them.
      if (!isGalleryPath(pathname)) return fixed(200, siteName, null);
      const params = galleryParams(pathname, search);
      if (!params) return fixed(404, siteName, 'Page not found');
      if (params.item) return listingPageHead(params.item, params, origin, siteName);
      return galleryHead(params, origin, siteName, pathname === '/');
    },
  };
}
