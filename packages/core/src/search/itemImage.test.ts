import ky from 'ky';
import { describe, expect, it } from 'vitest';
import { fetchItemImage } from './itemImage';

/** A ky whose every GET answers `body` (the item detail's images), as the server would. */
function httpAnswering(body: unknown) {
  return ky.create({
    prefixUrl: 'https://trove.example/api',
    fetch: async () =>
      new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }),
  });
}

const coin = { itemType: 'ITEM' as const, id: 42, slug: 'gold-sovereign' };

describe('fetchItemImage', () => {
  it('makes the server’s root-relative image absolute on the client’s base, not the page’s', async () => {
    const http = httpAnswering({ image_url: null, images: [{ url: '/thumbnails/demo-2-1500x1500' }] });
    expect(await fetchItemImage(http, coin, 'https://trove.example/')).toBe(
      'https://trove.example/thumbnails/demo-2-1500x1500',
    );
    // the site itself: its own origin
    expect(await fetchItemImage(http, coin)).toBe('/thumbnails/demo-2-1500x1500');
  });

  it('keeps an absolute URL; falls back to image_url; null without an image', async () => {
    const absolute = httpAnswering({ image_url: null, images: [{ url: 'https://cdn.example/a.jpg' }] });
    expect(await fetchItemImage(absolute, coin, 'https://trove.example')).toBe('https://cdn.example/a.jpg');
    const fallback = httpAnswering({ image_url: 'https://cdn.example/b.jpg', images: [] });
    expect(await fetchItemImage(fallback, coin, 'https://trove.example')).toBe('https://cdn.example/b.jpg');
    expect(await fetchItemImage(httpAnswering({ image_url: null, images: [] }), coin)).toBeNull();
  });
});
