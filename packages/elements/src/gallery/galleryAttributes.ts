import {
  type ColumnMode,
  DEFAULT_NICHE,
  defaultGalleryParams,
  type GalleryParams,
  TITLE_LENGTH_BY_COLUMNS,
} from '@trove/core/gallery';
import * as z from 'zod/mini';
import { convertedText, optionalAttribute, slugSchema, textSchema } from '../elementAttributes';

const COLUMN_MODES = Object.keys(TITLE_LENGTH_BY_COLUMNS) as `${ColumnMode}`[];

const slug = (example: string) =>
  optionalAttribute(`a slug of letters, digits and dashes, e.g. ${example}`, slugSchema);

/**
 * `<trove-gallery>`'s attributes. Slugs compare case-insensitively, as in the site's URLs; blank
 * is the same as absent.
 */
export const galleryAttributesSchema = /* @__PURE__ */ z.object({
  /** Default: `collectables`. */
  niche: slug('collectables'),
  section: slug('coins'),
  /** Needs `section`. */
  gallery: slug('british'),
  /** Needs `section` and `gallery`. */
  caption: slug('gold'),
  /** The search, the site's `q`. */
  query: optionalAttribute('the words to search for', textSchema),
  /** A category's slug (a category search, as the search box's suggestions make). */
  category: slug('half-crowns'),
  /** 1, 3 or 6. Default: 3. */
  columns: optionalAttribute(
    COLUMN_MODES.join(', ').replace(/, (?=[^,]*$)/, ' or '),
    convertedText(z.enum(COLUMN_MODES), (mode) => Number(mode) as ColumnMode),
  ),
});

/** `<trove-gallery>`'s attributes as its component takes them, parsed. */
export type GalleryAttributes = z.output<typeof galleryAttributesSchema>;

/**
 * The gallery the attributes name: a place in the niche tree, a search and a category. A level
 * without its parent is left out, as the site's URLs have no place for it.
 */
export function galleryParamsOf({
  niche,
  section,
  gallery,
  caption,
  query,
  category,
}: Partial<Omit<GalleryAttributes, 'columns'>>): GalleryParams {
  const gallerySlug = section && gallery;
  return {
    ...defaultGalleryParams,
    niche: niche ?? DEFAULT_NICHE,
    section,
    gallery: gallerySlug,
    caption: gallerySlug && caption,
    q: query,
    ...(category ? { category: [category] } : {}),
  };
}
