import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { GalleryItem, GalleryResponse } from '../schemas/gallery';
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
    const tile: GalleryItem = {
      id: 1,
      url_id: '01',
      name: 'Gold sovereign',
      name_slug: 'gold-sovereign',
      title: 'Gold sovereign',
      sub_title: null,
      sub_sub_title: null,
      category: null,
      caption_slug: null,
      section_slug: 'coins',
      gallery_slug: null,
      niche_slug: 'collectables',
      url_item_type: '0',
      item_type: 'ITEM',
      can_open: true,
      internal_url: '/collectables/coins/01-gold-sovereign',
      internal_url_target: null,
      like_count: 0,
      view_count: 0,
      sku: null,
      price: null,
      currency: null,
      image_thumbnail: '/thumbnails/coin-262x262',
      image_thumbnail_small: null,
      image_thumbnail_lg: 'https://cdn.example/coin-393x393',
      image_type: 'image',
      video_thumbnail_url: null,
      facebook_share_count: 0,
      images_for_sale: false,
      for_sale_by_auction: false,
      lot_number: null,
      allow_comments: true,
      has_comments: false,
      gallery_logo: null,
      description: '',
      formatted_descriptions: { description: '' },
      created_date: '2026-01-01T00:00:00.000Z',
      user_public_uid: null,
      boost: 0,
      absolute_url: '/collectables/coins/01-gold-sovereign',
      for_sale: false,
      sold: false,
      show_and_tell: false,
      realisation_price: null,
      realisation_currency: null,
      date_start: null,
      date_end: null,
      start_price: null,
      current_bid: null,
      auction_currency: null,
      auction_opens: null,
      auction_closes: null,
      city: null,
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
