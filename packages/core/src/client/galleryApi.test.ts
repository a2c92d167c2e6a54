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

  it('passes the cursor of the previous page', async () => {
    await api().list(defaultGalleryParams, { last_hit: 'abc', sort: 'price' });
    expect(seen?.searchParams.get('last_hit')).toBe('abc');
    expect(seen?.searchParams.get('sort')).toBe('price');
  });
});
