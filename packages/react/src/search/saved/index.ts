// Saved searches panel, register-search modal and their hooks.
export { RegisterSearchModal, type RegisterSearchModalProps } from './RegisterSearchModal';
export { SavedSearchesPanel, type SavedSearchesPanelProps } from './SavedSearchesPanel';
export { SavePendingSearch, type SavePendingSearchProps } from './SavePendingSearch';
export { emailNotificationsQueryKey, savedSearchesQueryKey, schedulesQueryKey } from './savedSearchQueryKeys';
export {
  type RegisterSearchHrefs,
  RegisterSearchModalView,
  type RegisterSearchModalViewProps,
  type RegisterSearchStep,
  type RegisterSearchTranslations,
  registerSearchHrefs,
  registerSearchTranslations,
} from './ui/RegisterSearchModalView';
export {
  type SavedSearchesPanelTranslations,
  SavedSearchesPanelView,
  type SavedSearchesPanelViewProps,
  savedSearchesPanelTranslations,
} from './ui/SavedSearchesPanelView';
export { useAddEmailNotification } from './useAddEmailNotification';
export { useDeleteSearch } from './useDeleteSearch';
export { useEmailNotifications } from './useEmailNotifications';
export { useSavedSearchApi } from './useSavedSearchApi';
export { useSavedSearches } from './useSavedSearches';
export { type SavePendingSearchOptions, useSavePendingSearch } from './useSavePendingSearch';
export { useSaveSearch } from './useSaveSearch';
export { useSchedules } from './useSchedules';
export { useStopEmailNotification } from './useStopEmailNotification';
export { type UpdateSearchVariables, useUpdateSearch } from './useUpdateSearch';
