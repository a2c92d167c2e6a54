import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { GalleryResponse } from '../schemas/gallery';
import { defaultGalleryParams } from '../search/galleryParams';
import { createMemoryStorage } from '../storage/keyValueStorage';
import { createTroveClient } from './createTroveClient';
import { createGalleryApi } from './galleryApi';

const baseUrl = 'http://trove.test';
const empty: GalleryResponse = {
  results: [],
  total: 0,
  count: 0,
  next_params: null,
  description: [],
  // an ordered map with no entries: only its order
  categories: { _order: [] } as unknown as GalleryResponse['categories'],
  item: null,
};
let seen: URL | undefined;

const server = setupServer(
  http.get(`${baseUrl}/api/gallery/*`, ({ request }) => {
    seen = new URL(request.url);
    return HttpResponse.json(empty);
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const api = () => createGalleryApi(createTroveClient({ baseUrl, storage: createMemoryStorage() }));

describe('createGalleryApi', () => {
  it('asks for the place in the path and the search in the query', async () => {
    await api().list({ ...defaultGalleryParams, section: 'coins', q: 'gold', sold: true, prompt: true });
    expect(seen?.pathname).toBe('/api/gallery/collectables/coins');
    expect(Object.fromEntries(seen?.searchParams ?? [])).toEqual({ q: 'gold', sold: '1' });
  });

  it('makes media paths absolute against an absolute API base (a widget on a partner page)', async () => {
    const tile = {
      ...(await import('../../../test-utils/src/galleryFixtures')).galleryItemFixture(),
      image_thumbnail: '/thumbnails/coin-262x262',
      image_thumbnail_lg: 'https://cdn.example/coin-393x393',
      gallery_logo: null,
    };
    server.use(
      http.get(`${baseUrl}/api/gallery/*`, () =>
        HttpResponse.json({ ...empty, results: [tile], total: 1, count: 1 }),
      ),
    );
    const [first] = (await api().list(defaultGalleryParams)).results;
    expect(first?.image_thumbnail).toBe(`${baseUrl}/thumbnails/coin-262x262`);
    expect(first?.image_thumbnail_lg).toBe('https://cdn.example/coin-393x393');
    expect(first?.gallery_logo).toBeNull();
  });

  it('passes the cursor of the previous page', async () => {
    await api().list(defaultGalleryParams, { last_hit: 'abc', sort: 'price' });
    expect(seen?.searchParams.get('last_hit')).toBe('abc');
    expect(seen?.searchParams.get('sort')).toBe('price');
  });
});
