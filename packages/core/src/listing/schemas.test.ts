import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { LISTING_MESSAGES as m } from './messages';
import {
  dashboardStatsSchema,
  itemInputSchema,
  listingPageSchema,
  listingPriceSchema,
  listingQuerySchema,
  promoteInputSchema,
  UPLOAD_MAX_BYTES,
  uploadPolicyInputSchema,
  videoLookupQuerySchema,
  writableNicheTreeSchema,
} from './schemas';

const image = {
  url: 'https://cdn.test/images/1_ab12c_coin.jpg',
  media_type: 'image',
  primary: true,
} as const;
const valid = {
  niche: 'collectables',
  section: 'coins',
  gallery: 'world',
  caption: 'silver',
  name: 'Silver dollar',
  external_images: [image],
};

/** The first message per field path, as a DRF body would carry it. */
function errors(schema: z.ZodMiniType, input: unknown): Record<string, string> {
  const result = z.safeParse(schema, input);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) out[issue.path.join('.')] ??= issue.message;
  return out;
}

describe('itemInputSchema', () => {
  it('accepts a minimal item', () => {
    expect(errors(itemInputSchema, valid)).toEqual({});
  });

  it('requires the place with the spec message', () => {
    const result = errors(itemInputSchema, { ...valid, niche: '', section: undefined });
    expect(result.niche).toBe(m.required);
    expect(result.section).toBe(m.required);
  });

  it('bounds the title at 255 characters with the spec message', () => {
    expect(errors(itemInputSchema, { ...valid, name: 'x'.repeat(256) }).name).toBe(m.titleTooLong);
    expect(errors(itemInputSchema, { ...valid, name: 'x'.repeat(255) })).toEqual({});
  });

  it('takes prices of at least 0.01 with at most 2 decimals', () => {
    expect(errors(itemInputSchema, { ...valid, price: '0.01' })).toEqual({});
    expect(errors(itemInputSchema, { ...valid, price: '1234567890.99' })).toEqual({});
    expect(errors(itemInputSchema, { ...valid, price: '0.00' }).price).toBe(m.priceMinimum);
    expect(errors(itemInputSchema, { ...valid, price: '1.234' }).price).toBe(m.priceInvalid);
    expect(errors(itemInputSchema, { ...valid, price: '-1' }).price).toBe(m.priceInvalid);
    expect(errors(itemInputSchema, { ...valid, realisation_price: '0' }).realisation_price).toBe(
      m.priceMinimum,
    );
  });

  it('takes whole stock counts of 0 or more', () => {
    expect(errors(itemInputSchema, { ...valid, num_in_stock: 0 })).toEqual({});
    expect(errors(itemInputSchema, { ...valid, num_in_stock: -1 }).num_in_stock).toBe(m.stockInvalid);
    expect(errors(itemInputSchema, { ...valid, num_in_stock: 1.5 }).num_in_stock).toBe(m.stockInvalid);
  });

  it('refuses a URL without http:// or https:// and a video that is not YouTube or Vimeo', () => {
    expect(errors(itemInputSchema, { ...valid, external_url: 'example.com' }).external_url).toBe(
      m.invalidUrl,
    );
    expect(errors(itemInputSchema, { ...valid, external_url: 'https://example.com/a' })).toEqual({});
    expect(
      errors(itemInputSchema, { ...valid, external_url: `https://e.com/${'a'.repeat(2048)}` }).external_url,
    ).toBe(m.urlTooLong);
    expect(errors(itemInputSchema, { ...valid, video_url: 'https://example.com/v' }).video_url).toBe(
      m.invalidVideoUrl,
    );
    expect(errors(itemInputSchema, { ...valid, video_url: 'https://youtu.be/dQw4w9WgXcQ' })).toEqual({});
  });

  it('checks dates: realisation date a calendar day, publish-after a date and time', () => {
    expect(errors(itemInputSchema, { ...valid, realisation_date: '2026-02-30' }).realisation_date).toBe(
      m.dateInvalid,
    );
    expect(errors(itemInputSchema, { ...valid, publish_after: '2026-12-01T09:00:00Z' })).toEqual({});
    expect(errors(itemInputSchema, { ...valid, publish_after: 'tomorrow' }).publish_after).toBe(
      m.dateInvalid,
    );
    expect(errors(itemInputSchema, { ...valid, publish_after: '2026-12-01T09:00+13:00' })).toEqual({});
    expect(errors(itemInputSchema, { ...valid, publish_after: '2026-12-01T09:00:00.123-05:30' })).toEqual({});
    for (const publish_after of [
      '2026-02-30T09:00:00Z',
      '2026-12-01T24:00:00Z',
      '2026-12-01T09:00:00',
      '2026-12-01',
    ])
      expect(errors(itemInputSchema, { ...valid, publish_after }).publish_after).toBe(m.dateInvalid);
  });

  it('refuses an unknown media type', () => {
    const result = errors(itemInputSchema, { ...valid, external_images: [{ ...image, media_type: 'gif' }] });
    expect(Object.keys(result)).toEqual(['external_images.0.media_type']);
  });
});

describe('promoteInputSchema', () => {
  it('takes whole numbers from 0 to 100', () => {
    for (const boost of [0, 1, 100]) expect(errors(promoteInputSchema, { boost })).toEqual({});
    for (const boost of [-1, 101, 2.5, '5', null])
      expect(errors(promoteInputSchema, { boost }).boost).toBe(m.boostRange);
  });
});

describe('uploadPolicyInputSchema', () => {
  const file = { filename: 'coin.jpg', content_type: 'image/jpeg', size: 1000 };
  it('takes images up to 524,288,000 bytes', () => {
    expect(errors(uploadPolicyInputSchema, file)).toEqual({});
    expect(errors(uploadPolicyInputSchema, { ...file, size: UPLOAD_MAX_BYTES })).toEqual({});
    expect(errors(uploadPolicyInputSchema, { ...file, size: UPLOAD_MAX_BYTES + 1 }).size).toBe(
      m.fileTooLarge,
    );
    expect(errors(uploadPolicyInputSchema, { ...file, size: 600 * 1024 * 1024 }).size).toBe(m.fileTooLarge);
  });
  it('refuses anything but an image', () => {
    expect(errors(uploadPolicyInputSchema, { ...file, content_type: 'application/pdf' }).content_type).toBe(
      m.notAnImage,
    );
    expect(
      errors(uploadPolicyInputSchema, { ...file, content_type: 'text/html; image/png' }).content_type,
    ).toBe(m.notAnImage);
  });
});

describe('the answers', () => {
  it('reads a listing page, stats and a price result', () => {
    const row = {
      id: 1,
      item_type: 'ITEM',
      name: 'Coin',
      status: 'expired',
      likes_count: 2,
      views_count: 30,
      date_listed: '2026-11-01T00:00:00Z',
      highlight: false,
      searchable: true,
      listed: true,
      absolute_url: '/collectables/coins/world/silver/01-coin',
      image: null,
      boost: 0,
    };
    expect(
      z.parse(listingPageSchema, { count: 1, next: null, previous: null, results: [row] }).results[0],
    ).toEqual(row);
    expect(() =>
      z.parse(listingPageSchema, {
        count: 1,
        next: null,
        previous: null,
        results: [{ ...row, status: 'sold' }],
      }),
    ).toThrow();
    expect(z.parse(dashboardStatsSchema, { item_count: 1, view_count: 2, likes_received: 3 })).toEqual({
      item_count: 1,
      view_count: 2,
      likes_received: 3,
    });
    const price = {
      amount: '5.00',
      name: 'Standard listing',
      num_free_per_billing_cycle: 3,
      free_transaction_count: 3,
      category_name: null,
    };
    expect(z.parse(listingPriceSchema, price)).toEqual(price);
  });

  it('reads a writable niche tree with a caption hide list', () => {
    const tree = {
      _order: ['collectables'],
      collectables: {
        name: 'Collectables',
        slug: 'collectables',
        item_type: 'ITEM',
        sections: {
          _order: ['coins'],
          coins: {
            name: 'Coins',
            slug: 'coins',
            item_type: 'ITEM',
            display_type: null,
            galleries: {
              _order: ['world'],
              world: {
                name: 'World',
                slug: 'world',
                captions: { _order: ['silver'], silver: { name: 'Silver', slug: 'silver', hide: ['price'] } },
              },
            },
          },
        },
      },
    };
    expect(z.parse(writableNicheTreeSchema, tree)).toEqual(tree);
    const bad = structuredClone(tree);
    (bad.collectables.sections.coins.galleries.world.captions.silver as { hide: string[] }).hide = ['title'];
    expect(() => z.parse(writableNicheTreeSchema, bad)).toThrow();
  });

  it('checks the listing and video lookup queries', () => {
    expect(
      errors(listingQuerySchema, { user_org: 'true', q: 'coin', sort: '-date_listed', page: '2' }),
    ).toEqual({});
    expect(Object.keys(errors(listingQuerySchema, { sort: 'password' }))).toEqual(['sort']);
    expect(errors(videoLookupQuerySchema, { url: 'https://vimeo.com/76979871', responsive: 'true' })).toEqual(
      {},
    );
    expect(errors(videoLookupQuerySchema, { url: 'https://evil.test/' }).url).toBe(m.invalidVideoUrl);
  });
});
