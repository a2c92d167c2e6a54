import { ApiError } from '@trove/core';
import { createGalleryApi, itemDetailSchema } from '@trove/core/gallery';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { items, users } from '../../db/schema';
import { DEMO, signIn, withToken } from '../../testing/accounts';
import { createInjectClient } from '../../testing/injectClient';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { previewToken, previewUrl, verifyPreviewToken } from './preview';

const SECRET = 'preview-test-secret';

describe('preview tokens', () => {
  it('are the base64url HMAC-SHA256 of the id, the same every time', () => {
    const token = previewToken(SECRET, 42);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(previewToken(SECRET, 42)).toBe(token);
    expect(previewUrl(SECRET, 42)).toBe(`/preview/42/${token}`);
  });

  it('pass only for their listing under the same secret', () => {
    const token = previewToken(SECRET, 42);
    expect(verifyPreviewToken(SECRET, 42, token)).toBe(true);
    expect(verifyPreviewToken(SECRET, 43, token)).toBe(false);
    expect(verifyPreviewToken('another-secret', 42, token)).toBe(false);
    expect(previewToken('another-secret', 42)).not.toBe(token);
  });

  it('refuse altered, shortened, lengthened and empty tokens', () => {
    const token = previewToken(SECRET, 7);
    const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const wrong of [altered, token.slice(1), `${token}A`, '', 'é'.repeat(43)]) {
      expect(verifyPreviewToken(SECRET, 7, wrong), wrong).toBe(false);
    }
  });
});

describe('previewing a listing', () => {
  const secret = 'a-secret-only-this-test-knows';
  let test: TestApp;
  let listing: { id: number; itemType: string };
  let ownerToken: string;

  beforeAll(async () => {
    test = await createTestApp({ SECRET_KEY: secret }, {}, { size: 20 });
    await test.app.ready();
    const { db } = test.database;
    const [owner] = await db.select().from(users).where(eq(users.email, DEMO.collector));
    const [row] = await db.select().from(items).where(eq(items.itemType, 'ITEM')).limit(1);
    if (!owner || !row) throw new Error('no owner or listing');
    // An unpublished listing of the collector that could otherwise be opened.
    await db
      .update(items)
      .set({ published: false, canOpen: true, restricted: false, userId: owner.id })
      .where(eq(items.id, row.id));
    listing = { id: row.id, itemType: row.itemType };
    ownerToken = await signIn(test.app, DEMO.collector);
  });

  afterAll(() => test?.close());

  const open = (query = '', token?: string) =>
    test.app.inject({
      method: 'GET',
      url: `/api/gallery/item/item/${listing.id}${query}`,
      ...(token ? { headers: withToken(token) } : {}),
    });

  it('opens an unpublished listing with its token, without signing in', async () => {
    expect((await open()).statusCode).toBe(404);
    const token = previewToken(secret, listing.id);
    const response = await open(`?token=${token}`);
    expect(response.statusCode).toBe(200);
    expect(z.parse(itemDetailSchema, response.json()).id).toBe(listing.id);
    // Strangers get no preview link to pass on.
    expect(response.json()).not.toHaveProperty('preview_url');

    // Core's client opens the site's /preview/{id}/{token}, which knows no listing type.
    // (over the bare http client: with its absolute base, core would make the media URLs absolute)
    const { http } = createInjectClient(test.app);
    const detail = await createGalleryApi({ http }).preview(listing.id, token);
    expect(detail).toEqual(response.json());
    const preview = await test.app.inject({ method: 'GET', url: `/api/gallery/item/preview/${listing.id}` });
    expect(preview.statusCode).toBe(404);
  });

  it('answers 404 for a wrong token, published listing or not', async () => {
    const other = previewToken(secret, 999_999);
    for (const query of [
      `?token=${other}`,
      '?token=',
      '?token=nonsense',
      `?token=${previewToken('x', listing.id)}`,
    ]) {
      const response = await open(query);
      expect(response.statusCode, query).toBe(404);
      expect(response.json()).toEqual({ detail: 'Not found.' });
    }
    const [published] = await test.database.db
      .select()
      .from(items)
      .where(and(eq(items.published, true), eq(items.canOpen, true), eq(items.restricted, false)))
      .limit(1);
    if (!published) throw new Error('no published listing');
    const url = `/api/gallery/item/${published.itemType.toLowerCase()}/${published.id}`;
    expect((await test.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    expect((await test.app.inject({ method: 'GET', url: `${url}?token=${other}` })).statusCode).toBe(404);
    const valid = previewToken(secret, published.id);
    expect((await test.app.inject({ method: 'GET', url: `${url}?token=${valid}` })).statusCode).toBe(200);

    for (const [id, token] of [
      [listing.id, other],
      [listing.id, ''],
      [published.id, other],
    ] as const) {
      const error = await createGalleryApi(createInjectClient(test.app))
        .preview(id, token)
        .catch((reason: unknown) => reason);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).status).toBe(404);
    }
  });

  it('gives the owner the preview link, which then works for anyone', async () => {
    const response = await open('', ownerToken);
    expect(response.statusCode).toBe(200);
    const link: string = response.json().preview_url;
    expect(link).toBe(`/preview/${listing.id}/${previewToken(secret, listing.id)}`);
    const [, , id, token] = link.split('/');
    expect(Number(id)).toBe(listing.id);
    expect((await open(`?token=${token}`)).statusCode).toBe(200);
  });

  it('gives the link to admins, not to other members', async () => {
    const admin = await open('', await signIn(test.app, DEMO.admin));
    expect(admin.json().preview_url).toBe(previewUrl(secret, listing.id));
    const member = await open('', await signIn(test.app, DEMO.member));
    expect(member.statusCode).toBe(404);
    const token = previewToken(secret, listing.id);
    const memberWithToken = await open(`?token=${token}`, await signIn(test.app, DEMO.dealer));
    expect(memberWithToken.statusCode).toBe(200);
    expect(memberWithToken.json()).not.toHaveProperty('preview_url');
  });

  it('still refuses a listing that may not be opened', async () => {
    await test.database.db.update(items).set({ restricted: true }).where(eq(items.id, listing.id));
    try {
      const response = await open(`?token=${previewToken(secret, listing.id)}`);
      expect(response.statusCode).toBe(403);
    } finally {
      await test.database.db.update(items).set({ restricted: false }).where(eq(items.id, listing.id));
    }
  });
});
