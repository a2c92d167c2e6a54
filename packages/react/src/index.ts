export { createTroveQueryClient, TroveProvider, type TroveProviderProps } from './provider/TroveProvider';
export { useTroveClient } from './provider/useTroveClient';
export { useFeatureFlag } from './settings/useFeatureFlag';
export { settingsQueryKey, useSettings } from './settings/useSettings';
export { Navbar, type NavbarProps } from './shell/Navbar';
export { type LinkComponent, type LinkProps, PlainLink } from './shell/ui/linkComponent';
export {
  type NavbarHrefs,
  type NavbarTranslations,
  NavbarView,
  type NavbarViewProps,
  navbarHrefs,
  navbarTranslations,
} from './shell/ui/NavbarView';
export {
  type NotFoundTranslations,
  NotFoundView,
  type NotFoundViewProps,
  notFoundTranslations,
} from './shell/ui/NotFoundView';
export { troveStylesheet } from './styles/stylesheet';
