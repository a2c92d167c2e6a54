export * from './auctionFixtures';
export * from './auctionHandlers';
export {
  groupFixture,
  inviteFixture,
  notificationFixture,
  notificationListFixture,
  notificationsPageFixture,
  organisationTypesFixture,
  userFixture,
} from './authFixtures';
export { type AuthHandlerOptions, apiErrorHandler, apiLoadingHandler, authHandlers } from './authHandlers';
export { currencyFixture, settingsFixture } from './fixtures';
export {
  type GalleryPageFixtureOptions,
  galleryCategoriesFixture,
  galleryItemFixture,
  galleryListFixture,
  galleryPageFixture,
  nextParamsFixture,
  thumbnailFixture,
} from './galleryFixtures';
export {
  type GalleryHandlerOptions,
  galleryErrorHandlers,
  galleryHandlers,
  galleryLoadingHandlers,
} from './galleryHandlers';
export { settingsErrorHandlers, settingsHandlers, settingsLoadingHandlers } from './handlers';
export * from './itemHandlers';
export * from './lookupHandlers';
export * from './searchHandlers';
