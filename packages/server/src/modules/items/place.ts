import { HIDEABLE_FIELDS, type HideableField, LISTING_MESSAGES } from '@trove/core/listing';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { captions, galleries, niches, sections } from '../../db/schema';
import { HttpError } from '../../http/httpError';
import type { PlaceIds } from '../listingFees/repository';

export interface ItemPlace extends PlaceIds {
  galleryId: number;
  captionId: number;
  /** The section's display type (`game` hides the category, core's isGameSection). */
  displayType: string | null;
  /** The caption's hide list (§3): the item form's fields not shown, so not saved, there. */
  hide: HideableField[];
  slugs: { niche: string; section: string; gallery: string; caption: string };
}

/**
 * The place a listing form names by slugs (niche, section, gallery, caption), each level inside
 * the one above and the section one of items; a level that does not exist there is 'This is
 * required' on its field, as the form shows an empty choice.
 */
export async function resolvePlace(
  tx: Executor,
  slugs: { niche: string; section: string; gallery: string; caption: string },
): Promise<ItemPlace> {
  const [row] = await tx
    .select({
      nicheId: niches.id,
      sectionId: sections.id,
      sectionType: sections.itemType,
      displayType: sections.displayType,
      galleryId: galleries.id,
      captionId: captions.id,
      hide: captions.hide,
    })
    .from(niches)
    .leftJoin(sections, and(eq(sections.nicheId, niches.id), eq(sections.slug, slugs.section)))
    .leftJoin(galleries, and(eq(galleries.sectionId, sections.id), eq(galleries.slug, slugs.gallery)))
    .leftJoin(captions, and(eq(captions.galleryId, galleries.id), eq(captions.slug, slugs.caption)))
    .where(eq(niches.slug, slugs.niche));
  const required = [LISTING_MESSAGES.required];
  if (!row) throw HttpError.validation({ niche: required });
  if (row.sectionId === null || row.sectionType !== 'ITEM') throw HttpError.validation({ section: required });
  if (row.galleryId === null) throw HttpError.validation({ gallery: required });
  if (row.captionId === null) throw HttpError.validation({ caption: required });
  return {
    nicheId: row.nicheId,
    sectionId: row.sectionId,
    galleryId: row.galleryId,
    captionId: row.captionId,
    displayType: row.displayType,
    hide: (row.hide ?? []).filter((field): field is HideableField =>
      (HIDEABLE_FIELDS as readonly string[]).includes(field),
    ),
    slugs,
  };
}
