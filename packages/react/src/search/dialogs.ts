/**
 * `@trove/react/search-dialogs`: the gallery's search forms, which show only when asked for (the
 * Advanced Search panel, the register-search modal) or only to a signed-in member (the Saved
 * Searches panel; the search a visitor named before registering, saved once signed in): an entry of their own so that a page can load them on demand, out of its first
 * script (they share the forms' code: react-hook-form and its zod resolver). They are exported by
 * the main entry too.
 */
export { AdvancedSearchPanel, type AdvancedSearchPanelProps } from './filters/AdvancedSearchPanel';
export { RegisterSearchModal, type RegisterSearchModalProps } from './saved/RegisterSearchModal';
export { SavedSearchesPanel, type SavedSearchesPanelProps } from './saved/SavedSearchesPanel';
export { SavePendingSearch, type SavePendingSearchProps } from './saved/SavePendingSearch';
