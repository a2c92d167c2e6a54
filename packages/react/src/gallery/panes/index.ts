// Detail panes opened in place from a tile. Exported from the package root.

export { galleryItemQueryKey } from '../galleryQueryKeys';
export { GalleryItemPane, type GalleryItemPaneProps } from './GalleryItemPane';
export { itemPaneStylesheet } from './itemPaneStylesheet';
export {
  type CarouselSlide,
  type CarouselTranslations,
  CarouselView,
  type CarouselViewProps,
} from './ui/CarouselView';
export { EventPaneView, type EventPaneViewProps } from './ui/EventPaneView';
export { ItemPaneView, type ItemPaneViewProps } from './ui/ItemPaneView';
export { ListingPaneView, type ListingPaneViewProps } from './ui/ListingPaneView';
export { LoadingPaneView, type LoadingPaneViewProps } from './ui/LoadingPaneView';
export { OrganisationPaneView, type OrganisationPaneViewProps } from './ui/OrganisationPaneView';
export type { PaneFrameSlot } from './ui/PaneFrame';
export { PermissionDeniedPaneView, type PermissionDeniedPaneViewProps } from './ui/PermissionDeniedPaneView';
export { PaneCommunityContext, PaneCommunityProvider, type RenderPaneCommunity } from './ui/paneCommunity';
export type { DetailPaneSlot, DetailPaneViewProps } from './ui/paneParts';
export {
  type MapImageUrl,
  type MapLinkUrl,
  type PaneHrefs,
  type PaneTranslations,
  paneHrefs,
  paneTranslations,
} from './ui/paneTranslations';
export { StaticMapView, type StaticMapViewProps } from './ui/StaticMapView';
export { useGalleryItem } from './useGalleryItem';
