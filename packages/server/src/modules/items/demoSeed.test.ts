import { defaultSiteSettings } from '@trove/core';
import { type ListingPage, listingPriceSchema, writableNicheTreeSchema } from '@trove/core/listing';
import { and, eq, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  captions,
  galleries,
  listingPrices,
  listingTransactions,
  sections,
  siteSettings,
} from '../../db/schema';
import { injectAs } from '../../testing/accounts';
import { useTestApp } from '../../testing/useTestApp';
import {
  DEMO_CAPTION_HIDE,
  DEMO_EXPIRED_LISTINGS,
  DEMO_FEE_PLACE,
  DEMO_LISTING_PRICES,
  seedDemoSelling,
} from './demoSeed';
import { PAYMENT_REQUIRED } from './service';

describe('the selling demo (DEMO_ACCOUNTS.md)', () => {
  const t = useTestApp({ catalogue: {}, signIn: ['collector', 'member'], timeoutMs: 120_000 });

  beforeAll(async () => {
    await seedDemoSelling(t.database.db, new Date());
    // a second start changes nothing
    await seedDemoSelling(t.database.db, new Date());
    const value = { ...defaultSiteSettings.features, create_listing: true };
    await t.database.db
      .insert(siteSettings)
      .values({ key: 'features', value })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value } });
  });

  const price = async (place: Record<string, string>) => {
    const response = await injectAs(
      t.app,
      'GET',
      `/api/payments/price/?${new URLSearchParams(place)}`,
      t.token('collector'),
    );
    expect(response.statusCode, response.body).toBe(200);
    return z.parse(listingPriceSchema, response.json());
  };

  async function expiredRows() {
    const response = await injectAs(t.app, 'GET', '/api/listings/items/?sort=name', t.token('collector'));
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as ListingPage).results.filter((row) => row.status === 'expired');
  }

  it('prices a caption with a fee and no free listings, and the niche with free listings first', async () => {
    expect(await t.database.db.select().from(listingPrices)).toHaveLength(DEMO_LISTING_PRICES.length);
    expect(await price(DEMO_FEE_PLACE)).toMatchObject({
      amount: '4.50',
      name: 'Rare coin listing',
      num_free_per_billing_cycle: 0,
    });
    const [other] = await t.database.db
      .select({ slug: captions.slug })
      .from(captions)
      .innerJoin(galleries, eq(galleries.id, captions.galleryId))
      .innerJoin(sections, eq(sections.id, galleries.sectionId))
      .where(
        and(
          eq(sections.slug, DEMO_FEE_PLACE.section),
          eq(galleries.slug, DEMO_FEE_PLACE.gallery),
          ne(captions.slug, DEMO_FEE_PLACE.caption),
        ),
      )
      .limit(1);
    expect(other).toBeDefined();
    expect(await price({ ...DEMO_FEE_PLACE, caption: other?.slug ?? '' })).toMatchObject({
      amount: '0.00',
      name: 'Collectables listing',
      num_free_per_billing_cycle: 5,
      free_transaction_count: 0,
    });
  });

  it('gives collector@ two expired listings: one re-listed free, one paid for by card', async () => {
    const rows = await expiredRows();
    expect(rows.map((row) => row.name).sort()).toEqual(DEMO_EXPIRED_LISTINGS.map((one) => one.name).sort());
    const byName = (name: string) => rows.find((row) => row.name === name)?.id ?? 0;
    const paid = byName(DEMO_EXPIRED_LISTINGS[0].name);
    const free = byName(DEMO_EXPIRED_LISTINGS[1].name);
    // the paid one is where the fee is: its form names the fee's place
    const read = await injectAs(t.app, 'GET', `/api/items/${paid}/`, t.token('collector'));
    expect(read.json()).toMatchObject(DEMO_FEE_PLACE);

    const relist = (id: number, payment: unknown) =>
      injectAs(t.app, 'POST', `/api/items/${id}/relist/`, t.token('collector'), { payment });
    const unpaid = await relist(paid, null);
    expect(unpaid.statusCode).toBe(402);
    expect(unpaid.json()).toEqual({ detail: PAYMENT_REQUIRED });
    const card = await relist(paid, { nonce: 'fake-valid-visa-nonce' });
    expect(card.statusCode, card.body).toBe(200);
    expect(card.json()).toEqual({ id: paid, status: 'active', searchable: true });

    const gratis = await relist(free, null);
    expect(gratis.statusCode, gratis.body).toBe(200);
    const [transaction] = await t.database.db
      .select()
      .from(listingTransactions)
      .where(eq(listingTransactions.itemId, free));
    expect(transaction).toMatchObject({ kind: 'relist', free: true, amount: '0.00' });
    expect(await expiredRows()).toEqual([]);
  });

  it('hides the realisation fields in the coins section’s Modern captions: the writable tree says so, a save there is refused them', async () => {
    const tree = await injectAs(t.app, 'GET', '/api/niches/writable/?item_type=ITEM', t.token('collector'));
    expect(tree.statusCode, tree.body).toBe(200);
    const parsed = z.parse(writableNicheTreeSchema, tree.json());
    const gallery =
      parsed[DEMO_FEE_PLACE.niche]?.sections[DEMO_CAPTION_HIDE.section]?.galleries[DEMO_FEE_PLACE.gallery];
    expect(gallery?.captions[DEMO_CAPTION_HIDE.caption]?.hide).toEqual([...DEMO_CAPTION_HIDE.hide]);
    expect(gallery?.captions[DEMO_FEE_PLACE.caption]?.hide).toBeUndefined();

    const body = (overrides: Record<string, unknown>) => ({
      ...DEMO_FEE_PLACE,
      caption: DEMO_CAPTION_HIDE.caption,
      name: '2020 Kiwi Dollar',
      external_images: [{ url: 'https://storage.example/images/7_ab12_kiwi.jpg', media_type: 'image' }],
      ...overrides,
    });
    const hidden = await injectAs(
      t.app,
      'POST',
      '/api/items/',
      t.token('collector'),
      body({ realisation_price: '12.00' }),
    );
    expect(hidden.statusCode, hidden.body).toBe(403);
    const shown = await injectAs(t.app, 'POST', '/api/items/', t.token('collector'), body({}));
    expect(shown.statusCode, shown.body).toBe(200);
    // the same field is the form's in a caption that does not hide it
    const elsewhere = await injectAs(
      t.app,
      'POST',
      '/api/items/',
      t.token('collector'),
      body({
        caption: DEMO_FEE_PLACE.caption,
        realisation_price: '12.00',
        payment: { nonce: 'fake-valid-visa-nonce' },
      }),
    );
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
  });
});
