import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { defaultSiteSettings, type SiteSettings } from '../schemas/settings';
import { readSettingsCookie, SETTINGS_COOKIE } from '../settings/settingsCookie';
import { createMemoryStorage } from '../storage/keyValueStorage';
import { ApiError } from './apiError';
import { createTroveClient, SETTINGS_CACHE_MAX_AGE_MS } from './createTroveClient';
import { getCurrency } from './currencyApi';
import { createMemoryTokenStore } from './tokenStore';

const baseUrl = 'http://trove.test';
const served: SiteSettings = { ...defaultSiteSettings, site_name: 'Served Market' };
let settingsCalls = 0;

const server = setupServer(
  http.get(`${baseUrl}/api/settings/`, () => {
    settingsCalls += 1;
    return HttpResponse.json(served);
  }),
  http.get(`${baseUrl}/api/currency/`, () => HttpResponse.json({ code: 'NZD', symbol: '$' })),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  settingsCalls = 0;
});
afterAll(() => server.close());

function clientAt(time: { now: number }, cookie?: string) {
  return createTroveClient({
    baseUrl: `${baseUrl}/`,
    storage: createMemoryStorage(),
    now: () => time.now,
    // as the site does, over the page's cookies
    settingsOverrides: () => readSettingsCookie(cookie),
  });
}

describe('client.settings', () => {
  it('fetches and parses the settings', async () => {
    const client = clientAt({ now: 0 });
    await expect(client.settings.get()).resolves.toEqual(served);
  });

  it('caches them for 15 minutes, then asks again', async () => {
    const time = { now: 1_000 };
    const client = clientAt(time);
    await client.settings.get();
    time.now += SETTINGS_CACHE_MAX_AGE_MS - 1;
    await client.settings.get();
    expect(settingsCalls).toBe(1);
    time.now += 1;
    await client.settings.get();
    expect(settingsCalls).toBe(2);
  });

  it('keeps each server its own cached settings over one storage', async () => {
    const other = 'http://other-market.test';
    server.use(
      http.get(`${other}/api/settings/`, () =>
        HttpResponse.json({ ...defaultSiteSettings, site_name: 'Other Market' }),
      ),
    );
    const storage = createMemoryStorage();
    const trove = createTroveClient({ baseUrl, storage });
    const elsewhere = createTroveClient({ baseUrl: other, storage });
    expect((await trove.settings.get()).site_name).toBe('Served Market');
    expect((await elsewhere.settings.get()).site_name).toBe('Other Market');
    expect((await trove.settings.get()).site_name).toBe('Served Market');
    expect(settingsCalls).toBe(1);
  });

  it('lays the settings cookie over the server settings, flag by flag', async () => {
    const cookie = `other=1; ${SETTINGS_COOKIE}=${encodeURIComponent(JSON.stringify({ features: { games: true } }))}`;
    const settings = await clientAt({ now: 0 }, cookie).settings.get();
    expect(settings.site_name).toBe('Served Market');
    expect(settings.features).toEqual({ ...defaultSiteSettings.features, games: true });
  });

  it('uses only the cookie (over the defaults) when the server fails', async () => {
    server.use(http.get(`${baseUrl}/api/settings/`, () => HttpResponse.json({}, { status: 500 })));
    const cookie = `${SETTINGS_COOKIE}=${encodeURIComponent(JSON.stringify({ site_name: 'Cookie Market' }))}`;
    const settings = await clientAt({ now: 0 }, cookie).settings.get();
    expect(settings).toEqual({ ...defaultSiteSettings, site_name: 'Cookie Market' });
  });

  it("lays no overrides by default: a widget's client leaves the page's settings cookie alone", async () => {
    const cookie = `${SETTINGS_COOKIE}=${encodeURIComponent(JSON.stringify({ site_name: 'Cookie Market' }))}`;
    vi.stubGlobal('document', { cookie });
    try {
      const client = createTroveClient({ baseUrl, storage: createMemoryStorage() });
      await expect(client.settings.get()).resolves.toEqual(served);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('does not cache an answer that breaks the contract', async () => {
    server.use(http.get(`${baseUrl}/api/settings/`, () => HttpResponse.json({ site_name: 42 })));
    const client = clientAt({ now: 0 });
    await expect(client.settings.get()).resolves.toEqual(defaultSiteSettings);
    server.resetHandlers();
    await expect(client.settings.get()).resolves.toEqual(served);
  });
});

describe('getCurrency', () => {
  it('fetches and parses the currency, with its rates when the server gives them', async () => {
    await expect(getCurrency(clientAt({ now: 0 }))).resolves.toEqual({ code: 'NZD', symbol: '$' });
    server.use(
      http.get(`${baseUrl}/api/currency/`, () =>
        HttpResponse.json({ code: 'NZD', symbol: '$', rates: { NZD: 1, AUD: 1.1 } }),
      ),
    );
    await expect(getCurrency(clientAt({ now: 0 }))).resolves.toEqual({
      code: 'NZD',
      symbol: '$',
      rates: { NZD: 1, AUD: 1.1 },
    });
  });
});

describe('client errors and auth', () => {
  it('turns a DRF error body into an ApiError', async () => {
    server.use(
      http.get(`${baseUrl}/api/currency/`, () =>
        HttpResponse.json({ detail: 'Not found.' }, { status: 404 }),
      ),
    );
    const error = await getCurrency(clientAt({ now: 0 })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, detail: 'Not found.' });
  });

  it('reports an unreachable server as status 0', async () => {
    server.use(http.get(`${baseUrl}/api/currency/`, () => HttpResponse.error()));
    const error = await getCurrency(clientAt({ now: 0 })).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'ApiError', status: 0 });
  });

  it('sends the token and forgets it on 401', async () => {
    let seen: string | null = null;
    let unauthorized = 0;
    server.use(
      http.get(`${baseUrl}/api/currency/`, ({ request }) => {
        seen = request.headers.get('Authorization');
        return HttpResponse.json({ detail: 'Invalid token.' }, { status: 401 });
      }),
    );
    const tokenStore = createMemoryTokenStore('abc123');
    const client = createTroveClient({
      baseUrl,
      tokenStore,
      storage: createMemoryStorage(),
      onUnauthorized: () => {
        unauthorized += 1;
      },
    });
    await expect(getCurrency(client)).rejects.toMatchObject({ status: 401, detail: 'Invalid token.' });
    expect(seen).toBe('Token abc123');
    expect(tokenStore.get()).toBeNull();
    expect(unauthorized).toBe(1);
  });
});
