import { type GalleryParams, placeName } from '@trove/core/gallery';
import { useState } from 'react';
import { AdvancedSearchPanel, type AdvancedSearchPanelProps } from './AdvancedSearchPanel';
import { GalleryHeaderView, type GalleryHeaderViewProps } from './ui/GalleryHeaderView';
import { useGalleryFeatures } from './useGalleryFeatures';
import { useGalleryPlace } from './useGalleryPlace';
import { useReadableNiches } from './useReadableNiches';

export interface GalleryHeaderProps
  extends Omit<GalleryHeaderViewProps, 'name' | 'description' | 'query' | 'features' | 'onAdvancedSearch'> {
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

export interface GalleryHeaderBarProps
  extends Omit<GalleryHeaderViewProps, 'name' | 'description' | 'query' | 'features' | 'onAdvancedSearch'> {
  params: GalleryParams;
  /** The gallery's name. Default: the most specific place's name in the niche tree. */
  name?: string | undefined;
  /** What the Advanced Search button does (the page's own panel, which it may load on demand). */
  onAdvancedSearch: () => void;
}

/**
 * The gallery header over the API without a panel of its own: the place's header
 * (`GET /api/features/…`, cached 5 minutes), the keywords searched for, the gallery's description
 * and the Advanced Search button, which calls `onAdvancedSearch`. A page that loads its panel on
 * demand takes this one.
 */
export function GalleryHeaderBar({ params, name, onAdvancedSearch, ...view }: GalleryHeaderBarProps) {
  const features = useGalleryFeatures(params);
  const { description } = useGalleryPlace(params);
  const niches = useReadableNiches();
  // a failed header call still offers the button: only the header can hide it
  const settled = features.data ?? (features.isError ? noFeatures : undefined);
  return (
    <GalleryHeaderView
      {...view}
      name={name ?? placeName(niches.data, params)}
      description={description}
      query={params.q}
      features={settled}
      onAdvancedSearch={onAdvancedSearch}
    />
  );
}

/**
 * The gallery header over the API (`GalleryHeaderBar`) with the Advanced Search button's panel:
 * the header's own `AdvancedSearchPanel`, unless `onAdvancedSearch` opens the page's.
 */
export function GalleryHeader({
  params,
  onParamsChange,
  onAdvancedSearch,
  advancedSearch,
  ...view
}: GalleryHeaderProps) {
  const [panelOpen, setPanelOpen] = useState(false);
  return (
    <>
      <GalleryHeaderBar
        {...view}
        params={params}
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
