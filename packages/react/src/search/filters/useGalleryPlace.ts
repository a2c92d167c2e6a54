import type { GalleryCategories, GalleryParams } from '@trove/core/gallery';
import { useState } from 'react';
import { useGallery } from '../../gallery/useGallery';

export interface GalleryPlace {
  /** The place's categories panel; `undefined` until its first gallery page has come. */
  categories: GalleryCategories | undefined;
  /** The place's description paragraphs. */
  description: readonly string[];
  /** The gallery failed before anything of the place was known. */
  failed: boolean;
}

interface Kept {
  place: string;
  categories: GalleryCategories;
  description: readonly string[];
}

/**
 * What the gallery response says of its place (categories, description). They depend on the
 * place, not the search, so a new search keeps showing them while its first page loads.
 */
export function useGalleryPlace(params: GalleryParams): GalleryPlace {
  const { categories, description, error } = useGallery(params);
  const place = [params.niche, params.section, params.gallery, params.caption].join('/');
  const [kept, setKept] = useState<Kept | null>(null);
  if (categories && (kept?.place !== place || kept.categories !== categories))
    setKept({ place, categories, description });
  const known = kept?.place === place ? kept : null;
  return {
    categories: categories ?? known?.categories,
    description: categories ? description : (known?.description ?? description),
    failed: error !== null && !categories && !known,
  };
}
