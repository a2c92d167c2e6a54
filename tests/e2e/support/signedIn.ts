import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';

/** The demo member, and the demo accounts' password. */
export const MEMBER = 'member@demo.trove.test';
export const PASSWORD = 'Trove-demo-2026';

/** A token of the demo member, signed in through the API. */
export async function apiToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/auth/login/', { data: { email: MEMBER, password: PASSWORD } });
  expect(response.ok()).toBe(true);
  return (await response.json()).auth_token as string;
}

/** A page of a new context in which the demo member is signed in (the site's stored token). */
export async function signedInPage(browser: Browser, request: APIRequestContext): Promise<Page> {
  const token = await apiToken(request);
  const context = await browser.newContext();
  await context.addInitScript((value) => window.localStorage.setItem('trove:token', value), token);
  return context.newPage();
}
