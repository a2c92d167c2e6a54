// The search filters' rules: category panel, navbar search box, advanced search panel.
export {
  type AdvancedSearchForm,
  type AdvancedSearchPlaces,
  advancedSearchFormOf,
  advancedSearchFormSchema,
  advancedSearchMessages,
  advancedSearchPlaces,
  applyAdvancedSearch,
  choosePlace,
  countryScope,
  MIN_SEARCH_PRICE,
  type PlaceOption,
  PREFERRED_COUNTRY,
  PRIORITY_COUNTRIES,
  placeName,
  prioritiseCountries,
  resetAdvancedSearch,
  SEARCH_TEXT_MAX_LENGTH,
  searchCountries,
  withoutHiddenFields,
} from './advancedSearchForm';
export {
  CATEGORY_PANEL_MAIN_LIMIT,
  type CategoryChoice,
  type CategoryOption,
  type CategoryPanelState,
  categoriesAfterPress,
  categoryOptions,
  categoryPanelState,
  type GalleryCategories,
  withCategories,
} from './categoryPanel';
export { type OrderedNode, orderedNodes } from './orderedMap';
export {
  LISTING_SUGGESTIONS,
  searchCategory,
  searchKeywords,
  searchListing,
  typeaheadQuery,
} from './searchBox';
