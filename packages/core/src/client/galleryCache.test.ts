import { describe, expect, it } from 'vitest';
import type { GalleryFeatures, NicheTree } from '../schemas/gallery';
import { createMemoryStorage } from '../storage/keyValueStorage';
import { createTroveClient } from './createTroveClient';
import { createGalleryCache, GALLERY_FEATURES_MAX_AGE_MS, READABLE_NICHES_MAX_AGE_MS } from './galleryCache';

const header = (title: string): GalleryFeatures => ({
  banners: [{ image: 'https://trove.test/thumbnails/fair-1500x1500', url: null, alt: 'Coin fair' }],
  link_blocks: [
    { layout: 'sm', title, links: [{ text: 'Gold', url: '/collectables/coins?q=gold', image: null }] },
  ],
  alternate_logo: null,
  hide_advanced_search: false,
});
// an ordered map with no entries: only its order
const tree = { _order: [] } as unknown as NicheTree;
const coins = { niche: 'collectables', section: 'coins' };

describe('createGalleryCache', () => {
  it('keeps a place’s header 5 minutes in the client’s storage, with its clock', () => {
    const time = { now: 1_000 };
    const storage = createMemoryStorage();
    const client = createTroveClient({ baseUrl: 'https://a.trove.test', storage, now: () => time.now });
    createGalleryCache(client).features.set(coins, header('Popular'));
    // a returning visitor: another page, another client, the same storage
    const again = createGalleryCache(
      createTroveClient({ baseUrl: 'https://a.trove.test', storage, now: () => time.now }),
    );
    time.now += GALLERY_FEATURES_MAX_AGE_MS - 1;
    expect(again.features.entry(coins)).toEqual({ value: header('Popular'), savedAt: 1_000 });
    time.now += 1;
    expect(again.features.entry(coins)).toBeUndefined();
  });

  it('keeps the readable niche tree 5 minutes', () => {
    const time = { now: 0 };
    const cache = createGalleryCache({ storage: createMemoryStorage(), now: () => time.now });
    cache.readableNiches.set(tree);
    time.now = READABLE_NICHES_MAX_AGE_MS - 1;
    expect(cache.readableNiches.entry()?.value).toEqual(tree);
    time.now = READABLE_NICHES_MAX_AGE_MS;
    expect(cache.readableNiches.entry()).toBeUndefined();
  });

  it('keys every entry by API base and place', () => {
    const storage = createMemoryStorage();
    const a = createGalleryCache({ baseUrl: 'https://a.trove.test', storage });
    const b = createGalleryCache({ baseUrl: 'https://b.trove.test', storage });
    a.features.set(coins, header('A coins'));
    a.features.set({ niche: 'collectables' }, header('A collectables'));
    a.features.set({ ...coins, gallery: 'british' }, header('A british'));
    a.readableNiches.set(tree);
    expect(b.features.entry(coins)).toBeUndefined();
    expect(b.readableNiches.entry()).toBeUndefined();
    expect(a.features.entry({ ...coins, gallery: undefined })?.value.link_blocks[0]?.title).toBe('A coins');
    expect(a.features.entry({ niche: 'collectables' })?.value.link_blocks[0]?.title).toBe('A collectables');
    expect(a.features.entry({ ...coins, gallery: 'british' })?.value.link_blocks[0]?.title).toBe('A british');
    expect(a.features.entry({ niche: 'other', section: 'coins' })).toBeUndefined();
  });

  it('ignores a stored header that no longer passes the schema', () => {
    const storage = createMemoryStorage();
    storage.setItem(
      'trove:features:',
      JSON.stringify({ 'collectables/coins/': { value: { banners: 'none' }, savedAt: Date.now() } }),
    );
    storage.setItem('trove:niches:', '{not json');
    const cache = createGalleryCache({ storage });
    expect(cache.features.entry(coins)).toBeUndefined();
    expect(cache.readableNiches.entry()).toBeUndefined();
  });

  it('works without a storage (Node, private mode): entries last as long as the cache', () => {
    const cache = createGalleryCache({});
    cache.features.set(coins, header('Memory'));
    expect(cache.features.entry(coins)?.value).toEqual(header('Memory'));
    expect(createGalleryCache({}).features.entry(coins)).toBeUndefined();
    const client = createTroveClient({ baseUrl: 'https://a.trove.test' });
    expect(() => createGalleryCache(client).readableNiches.set(tree)).not.toThrow();
  });
});
