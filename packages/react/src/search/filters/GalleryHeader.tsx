import { type GalleryParams, placeName } from '@trove/core/gallery';
import { useState } from 'react';
import { AdvancedSearchPanel, type AdvancedSearchPanelProps } from './AdvancedSearchPanel';
import { GalleryHeaderView, type GalleryHeaderViewProps } from './ui/GalleryHeaderView';
import { useGalleryFeatures } from './useGalleryFeatures';
import { useGalleryPlace } from './useGalleryPlace';
import { useReadableNiches } from './useReadableNiches';

export interface GalleryHeaderProps
  extends Omit<GalleryHeaderViewProps, 'name' | 'description' | 'features' | 'onAdvancedSearch'> {
  params: GalleryParams;
  /** A search from the header's advanced search panel. */
  onParamsChange?: (params: GalleryParams) => void;
  /** The gallery's name. Default: the most specific place's name in the niche tree. */
  name?: string | undefined;
  /**
   * The Advanced Search button opens the site's own panel. Default: the header opens an
   * `AdvancedSearchPanel` itself.
   */
  onAdvancedSearch?: () => void;
  /** Passed to the header's own advanced search panel. */
  advancedSearch?: Omit<AdvancedSearchPanelProps, 'params' | 'onParamsChange' | 'isOpen' | 'onClose'>;
}

/**
 * The gallery header over the API: the place's header (`GET /api/features/…`, cached 5 minutes),
 * the gallery's description, and the Advanced Search button with its panel.
 */
export function GalleryHeader({
  params,
  onParamsChange,
  name,
  onAdvancedSearch,
  advancedSearch,
  ...view
}: GalleryHeaderProps) {
  const features = useGalleryFeatures(params);
  const { description } = useGalleryPlace(params);
  const niches = useReadableNiches();
  const [panelOpen, setPanelOpen] = useState(false);
  // a failed header call still offers the button: only the header can hide it
  const settled = features.data ?? (features.isError ? noFeatures : undefined);
  return (
    <>
      <GalleryHeaderView
        {...view}
        name={name ?? placeName(niches.data, params)}
        description={description}
        features={settled}
        onAdvancedSearch={onAdvancedSearch ?? (() => setPanelOpen(true))}
      />
      {!onAdvancedSearch && (
        <AdvancedSearchPanel
          {...advancedSearch}
          params={params}
          onParamsChange={onParamsChange}
          isOpen={panelOpen}
          onClose={() => setPanelOpen(false)}
        />
      )}
    </>
  );
}

const noFeatures = { banners: [], link_blocks: [], alternate_logo: null, hide_advanced_search: false };
