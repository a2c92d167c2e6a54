import {
  BEST_MATCH_SORT,
  GALLERY_PAGE_SIZE,
  type GalleryItem,
  type GallerySort,
  gallerySortSchema,
} from '@trove/core/gallery';
import { delay, HttpResponse, http } from 'msw';
import { galleryListFixture, galleryPageFixture } from './galleryFixtures';

export interface GalleryHandlerOptions {
  /** Every tile of the gallery, in best-match order. Default: `galleryListFixture()`, 40 tiles. */
  items?: GalleryItem[];
  /** Called with each list call's query, so tests can see the cursor sent. */
  onRequest?: (query: URLSearchParams) => void;
}

const priceOf = (item: GalleryItem) => (item.price === null ? null : Number(item.price));

function sorted(items: GalleryItem[], sort: GallerySort): GalleryItem[] {
  if (sort !== 'price' && sort !== '-price') return items;
  const direction = sort === 'price' ? 1 : -1;
  // Unpriced tiles go last either way; ties keep their best-match order, so paging stays stable.
  return [...items].sort((a, b) => {
    const pa = priceOf(a);
    const pb = priceOf(b);
    if (pa === null || pb === null) return pa === pb ? 0 : pa === null ? 1 : -1;
    return (pa - pb) * direction;
  });
}

function filtered(items: GalleryItem[], query: URLSearchParams): GalleryItem[] {
  const q = query.get('q')?.trim().toLowerCase();
  const flags = (['for_sale', 'sold', 'show_and_tell'] as const).filter((flag) => query.get(flag) === '1');
  return items.filter(
    (item) =>
      (!q || item.title.toLowerCase().includes(q)) &&
      (flags.length === 0 || flags.some((flag) => item[flag])),
  );
}

/**
 * msw handlers for the gallery list (`GET /api/gallery/{place}`, any origin) over an in-memory list: filtered by
 * `q` and the type flags, sorted by price when asked, 11 a page with keyset paging (`last_hit` is
 * the last tile's id).
 */
export function galleryHandlers(options: GalleryHandlerOptions = {}) {
  const items = options.items ?? galleryListFixture();
  return [
    http.get('*/api/gallery/*', ({ request }) => {
      const url = new URL(request.url);
      // a listing's detail is another call
      if (url.pathname.includes('/api/gallery/item/')) return undefined;
      options.onRequest?.(url.searchParams);
      const parsedSort = gallerySortSchema.safeParse(url.searchParams.get('sort') ?? BEST_MATCH_SORT);
      const sort = parsedSort.success ? parsedSort.data : BEST_MATCH_SORT;
      const matching = sorted(filtered(items, url.searchParams), sort);
      const lastHit = url.searchParams.get('last_hit');
      const start = lastHit === null ? 0 : matching.findIndex((item) => String(item.id) === lastHit) + 1;
      const page = matching.slice(start, start + GALLERY_PAGE_SIZE);
      const last = page.at(-1);
      const more = start + GALLERY_PAGE_SIZE < matching.length;
      return HttpResponse.json(
        galleryPageFixture(page, {
          total: matching.length,
          next: more && last ? { last_hit: String(last.id), sort } : null,
        }),
      );
    }),
  ];
}

/** The gallery list never answers: the loading state. */
export function galleryLoadingHandlers() {
  return [http.get('*/api/gallery/*', () => delay('infinite'))];
}

/** The gallery list fails with a DRF error body, 500 unless told. */
export function galleryErrorHandlers(status = 500) {
  return [
    http.get('*/api/gallery/*', () => HttpResponse.json({ detail: 'A server error occurred.' }, { status })),
  ];
}
