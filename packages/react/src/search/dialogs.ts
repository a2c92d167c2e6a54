/**
 * `@trove/react/search-dialogs`: the gallery's search dialogs, which show only when asked for
 * (the Advanced Search panel, the register-search modal): an entry of their own so that a page can
 * load them on demand, out of its first script. They are exported by the main entry too.
 */
export { AdvancedSearchPanel, type AdvancedSearchPanelProps } from './filters/AdvancedSearchPanel';
export { RegisterSearchModal, type RegisterSearchModalProps } from './saved/RegisterSearchModal';
