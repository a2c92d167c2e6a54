// Category panel, gallery header, navbar category typeahead, advanced search panel.
export { AdvancedSearchPanel, type AdvancedSearchPanelProps } from './AdvancedSearchPanel';
export { CategoryPanel, type CategoryPanelProps } from './CategoryPanel';
export {
  DeferredSearchBox,
  type DeferredSearchBoxProps,
  loadSearchBoxListingsView,
  loadSearchBoxView,
} from './DeferredSearchBox';
export {
  categorySuggestionsQueryKey,
  countrySuggestionsQueryKey,
  galleryFeaturesQueryKey,
  listingSuggestionsQueryKey,
  lookupsRootQueryKey,
  readableNichesQueryKey,
} from './filtersQueryKeys';
export {
  GalleryHeader,
  GalleryHeaderBar,
  type GalleryHeaderBarProps,
  type GalleryHeaderProps,
} from './GalleryHeader';
export { SearchBox, type SearchBoxProps } from './SearchBox';
export { SearchBoxListings, type SearchBoxListingsProps } from './SearchBoxListings';
export { searchBoxStylesheet } from './searchBoxStylesheet';
export {
  AdvancedSearchPanelView,
  type AdvancedSearchPanelViewProps,
  type AdvancedSearchTranslations,
  advancedSearchTranslations,
} from './ui/AdvancedSearchPanelView';
export {
  type BannerCarouselTranslations,
  BannerCarouselView,
  type BannerCarouselViewProps,
  bannerCarouselTranslations,
} from './ui/BannerCarouselView';
export {
  type CategoryPanelTranslations,
  CategoryPanelView,
  type CategoryPanelViewProps,
  categoryPanelTranslations,
} from './ui/CategoryPanelView';
export {
  type GalleryHeaderTranslations,
  GalleryHeaderView,
  type GalleryHeaderViewProps,
  galleryHeaderTranslations,
} from './ui/GalleryHeaderView';
export {
  type SearchBoxListingsTranslations,
  SearchBoxListingsView,
  type SearchBoxListingsViewProps,
  searchBoxListingsTranslations,
} from './ui/SearchBoxListingsView';
export { SearchBoxPlainView, type SearchBoxPlainViewProps } from './ui/SearchBoxPlainView';
export {
  type SearchBoxSections,
  type SearchBoxSelection,
  type SearchBoxTranslations,
  SearchBoxView,
  type SearchBoxViewProps,
  searchBoxTranslations,
} from './ui/SearchBoxView';
export { type CarouselState, useCarousel } from './useCarousel';
export {
  type TypeaheadResult,
  type TypeaheadStatus,
  useCategorySuggestions,
  useTypeahead,
} from './useCategorySuggestions';
export { useCountrySuggestions } from './useCountrySuggestions';
export { useDebouncedValue } from './useDebouncedValue';
export { GALLERY_FEATURES_STALE_MS, useGalleryFeatures } from './useGalleryFeatures';
export { type GalleryPlace, useGalleryPlace } from './useGalleryPlace';
export { useListingSuggestions } from './useListingSuggestions';
export { READABLE_NICHES_STALE_MS, useReadableNiches } from './useReadableNiches';
export { type SearchBoxState, useSearchBox } from './useSearchBox';
