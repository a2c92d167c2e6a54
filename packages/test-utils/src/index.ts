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
export { settingsErrorHandlers, settingsHandlers, settingsLoadingHandlers } from './handlers';
