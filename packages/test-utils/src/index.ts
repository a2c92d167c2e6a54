export { currencyFixture, settingsFixture } from './fixtures';
export { settingsErrorHandlers, settingsHandlers, settingsLoadingHandlers } from './handlers';
