import { desc, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../app';
import type { Database } from '../db/database';
import { outbox } from '../db/schema';
import { DEMO_PASSWORD } from '../modules/accounts/demoAccounts';

export { DEMO_PASSWORD };

/** The seeded demo accounts (DEMO_ACCOUNTS.md), by role. */
export const DEMO = {
  member: 'member@demo.trove.test',
  collector: 'collector@demo.trove.test',
  dealer: 'dealer@demo.trove.test',
  auctionHouse: 'auctionhouse@demo.trove.test',
  club: 'club@demo.trove.test',
  admin: 'admin@demo.trove.test',
  staff: 'staff@demo.trove.test',
  newMember: 'newmember@demo.trove.test',
} as const;

/** The `Authorization` header of a token. */
export const withToken = (token: string) => ({ authorization: `Token ${token}` });

/**
 * A request to the app in memory: signed in with `token` when one is given, with `payload` as
 * its JSON body when one is given.
 */
export function injectAs(
  app: App,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  token?: string,
  payload?: unknown,
) {
  return app.inject({
    method,
    url,
    ...(token ? { headers: withToken(token) } : {}),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** Signs in through the API and answers the token. */
export async function signIn(app: App, email: string, password: string = DEMO_PASSWORD): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login/',
    payload: { email, password },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().auth_token;
}

/** The newest email to `to` in the outbox. */
export async function lastMail(db: Database, to: string) {
  const [mail] = await db
    .select()
    .from(outbox)
    .where(eq(sql`lower(${outbox.to})`, to.toLowerCase()))
    .orderBy(desc(outbox.id))
    .limit(1);
  if (!mail) throw new Error(`No mail to ${to} in the outbox`);
  return mail;
}

/** The `{uid, token}` of an activation or reset link in a mail's text. */
export function linkParams(text: string, route: 'auth/activate' | 'auth/reset-password/confirm') {
  const match = new RegExp(`/${route}/([^/\\s]+)/([^/\\s]+)`).exec(text);
  if (!match) throw new Error(`No /${route}/ link in:\n${text}`);
  return { uid: match[1] ?? '', token: match[2] ?? '' };
}

/** A registration body of a personal account that passes core's schema. */
export function personalRegistration(email: string, overrides: Record<string, unknown> = {}) {
  return {
    account_type: 'personal',
    email,
    password: 'Collect0rs!',
    password_confirmation: 'Collect0rs!',
    display_name: email.split('@')[0],
    birth_year: 1980,
    ...overrides,
  };
}
