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
export { FakeEventSource } from './fakeEventSource';
export { fakePopupWindow } from './fakePopupWindow';
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
export * from './lotBehaviourSpec';
export { lotWorldHandlers } from './lotWorldHandlers';
export { type ManualTimers, manualTimers } from './manualTimers';
export { orderFixture, orderLineFixture, orderListFixture, ordersPageFixture } from './orderFixtures';
export * from './searchHandlers';
export * from './shopFixtures';
export * from './shopHandlers';
