import type { SiteSettings } from '@trove/core';
import { delay, HttpResponse, http } from 'msw';
import { currencyFixture, settingsFixture } from './fixtures';

/** msw handlers for the settings thread; `*` matches any origin, in Node and in the browser. */
export function settingsHandlers(settings: SiteSettings = settingsFixture()) {
  return [
    http.get('*/api/settings/', () => HttpResponse.json(settings)),
    http.get('*/api/currency/', () => HttpResponse.json(currencyFixture(settings.default_currency))),
  ];
}

/** The settings call never answers: the loading state. */
export const settingsLoadingHandlers = [http.get('*/api/settings/', () => delay('infinite'))];

/** The settings call fails with a DRF error body. */
export const settingsErrorHandlers = [
  http.get('*/api/settings/', () =>
    HttpResponse.json({ detail: 'A server error occurred.' }, { status: 500 }),
  ),
];
