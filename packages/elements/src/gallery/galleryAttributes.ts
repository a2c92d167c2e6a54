import {
  type ColumnMode,
  DEFAULT_NICHE,
  defaultGalleryParams,
  type GalleryParams,
  TITLE_LENGTH_BY_COLUMNS,
} from '@trove/core/gallery';

/** The attributes of `<trove-gallery>` that choose what it shows, as props. */
export interface GalleryAttributes {
  /** Default: `collectables`. */
  niche?: string | undefined;
  section?: string | undefined;
  /** Needs `section`. */
  gallery?: string | undefined;
  /** Needs `section` and `gallery`. */
  caption?: string | undefined;
  /** The search, the site's `q`. */
  query?: string | undefined;
  /** 1, 3 or 6. Default: 3. */
  columns?: number | undefined;
}

const trimmed = (value: string | undefined) => value?.trim() || undefined;
// Slugs compare case-insensitively, as they do in the site's URLs.
const slug = (value: string | undefined) => trimmed(value)?.toLowerCase();

/**
 * The gallery the attributes name: a place in the niche tree and a search. A level without its
 * parent is left out, as the site's URLs have no place for it.
 */
export function galleryParamsOf({
  niche,
  section,
  gallery,
  caption,
  query,
}: GalleryAttributes): GalleryParams {
  const sectionSlug = slug(section);
  const gallerySlug = sectionSlug && slug(gallery);
  return {
    ...defaultGalleryParams,
    niche: slug(niche) ?? DEFAULT_NICHE,
    section: sectionSlug,
    gallery: gallerySlug,
    caption: gallerySlug && slug(caption),
    q: trimmed(query),
  };
}

const COLUMN_MODES = Object.keys(TITLE_LENGTH_BY_COLUMNS).map(Number) as ColumnMode[];

/** The `columns` attribute as a column mode; anything but 1, 3 or 6 is the default, 3. */
export function columnModeOf(columns: number | undefined): ColumnMode {
  return COLUMN_MODES.find((mode) => mode === columns) ?? 3;
}
