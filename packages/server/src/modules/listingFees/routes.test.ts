import { serverMessages } from '@trove/core/auth';
import { billingCycle, listingPriceSchema, transactionSummarySchema } from '@trove/core/listing';
import { and, eq, inArray } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { systemClock } from '../../clock';
import {
  captions,
  galleries,
  groups,
  listingPrices,
  listingTransactions,
  niches,
  sections,
  users,
} from '../../db/schema';
import { DEMO, injectAs } from '../../testing/accounts';
import { useTestApp } from '../../testing/useTestApp';
import { createListingFeesRepository } from './repository';
import { createListingFeesService } from './service';

const PLACE = { niche: 'collectables', section: 'coins', gallery: 'new-zealand', caption: 'pre-1900' };
const priceUrl = (place: Record<string, string>) => `/api/payments/price/?${new URLSearchParams(place)}`;
const DAY = 24 * 60 * 60 * 1000;

describe('listing fees: GET /api/payments/price/ and GET /api/transactions/summary/', () => {
  const testApp = useTestApp({
    catalogue: { size: 20 },
    signIn: ['collector', 'dealer', 'member'],
    timeoutMs: 60_000,
  });
  const ids = { niche: 0, section: 0, gallery: 0, caption: 0, otherCaption: 0, collector: 0, dealer: 0 };
  let captionName = '';
  let sectionName = '';

  beforeAll(async () => {
    const db = testApp.database.db;
    const [row] = await db
      .select({
        niche: niches.id,
        section: sections.id,
        sectionName: sections.name,
        gallery: galleries.id,
      })
      .from(niches)
      .innerJoin(sections, eq(sections.nicheId, niches.id))
      .innerJoin(galleries, eq(galleries.sectionId, sections.id))
      .where(
        and(
          eq(niches.slug, PLACE.niche),
          eq(sections.slug, PLACE.section),
          eq(galleries.slug, PLACE.gallery),
        ),
      );
    if (!row) throw new Error('The demo tree has no collectables/coins/new-zealand');
    const captionRows = await db
      .select({ id: captions.id, slug: captions.slug, name: captions.name })
      .from(captions)
      .where(eq(captions.galleryId, row.gallery));
    const caption = captionRows.find((one) => one.slug === PLACE.caption);
    const other = captionRows.find((one) => one.slug !== PLACE.caption);
    if (!caption || !other) throw new Error('The demo gallery lacks its captions');
    Object.assign(ids, {
      niche: row.niche,
      section: row.section,
      gallery: row.gallery,
      caption: caption.id,
      otherCaption: other.id,
    });
    captionName = caption.name;
    sectionName = row.sectionName;
    const people = await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(inArray(users.email, [DEMO.collector, DEMO.dealer]));
    ids.collector = people.find((one) => one.email === DEMO.collector)?.id ?? 0;
    ids.dealer = people.find((one) => one.email === DEMO.dealer)?.id ?? 0;
  });

  afterEach(async () => {
    const db = testApp.database.db;
    await db.delete(listingPrices);
    await db.delete(listingTransactions);
    await db.update(groups).set({ maxListingsPerMonth: null });
  });

  const price = async (role: 'collector' | 'dealer', place: Record<string, string> = PLACE) => {
    const response = await injectAs(testApp.app, 'GET', priceUrl(place), testApp.token(role));
    expect(response.statusCode, response.body).toBe(200);
    return z.parse(listingPriceSchema, response.json());
  };
  const summary = async (role: 'collector' | 'dealer' | 'member') => {
    const response = await injectAs(testApp.app, 'GET', '/api/transactions/summary/', testApp.token(role));
    expect(response.statusCode, response.body).toBe(200);
    return z.parse(transactionSummarySchema, response.json());
  };
  const transaction = (
    userId: number,
    created: Date,
    free: boolean,
    kind: 'listing' | 'relist' = 'listing',
  ) =>
    testApp.database.db.insert(listingTransactions).values({
      userId,
      kind,
      description: 'Listing',
      amount: free ? '0.00' : '5.00',
      currency: 'NZD',
      free,
      created,
    });

  it('answers a free listing where no listing price is set', async () => {
    expect(await price('collector')).toEqual({
      amount: '0.00',
      name: 'Free listing',
      num_free_per_billing_cycle: 0,
      free_transaction_count: 0,
      category_name: null,
    });
  });

  it('prices a place by its most specific listing price', async () => {
    await testApp.database.db.insert(listingPrices).values([
      { name: 'Collectables listing', nicheId: ids.niche, amount: '1.00', currency: 'NZD' },
      {
        name: 'Coins listing',
        nicheId: ids.niche,
        sectionId: ids.section,
        amount: '2.5',
        currency: 'NZD',
      },
      {
        name: 'Heritage listing',
        nicheId: ids.niche,
        sectionId: ids.section,
        galleryId: ids.gallery,
        captionId: ids.caption,
        amount: '5.00',
        currency: 'NZD',
      },
    ]);

    expect(await price('collector')).toEqual({
      amount: '5.00',
      name: 'Heritage listing',
      num_free_per_billing_cycle: 0,
      free_transaction_count: 0,
      category_name: captionName,
    });
    const otherCaption = (
      await testApp.database.db
        .select({ slug: captions.slug })
        .from(captions)
        .where(eq(captions.id, ids.otherCaption))
    )[0]?.slug;
    expect(await price('collector', { ...PLACE, caption: otherCaption ?? '' })).toMatchObject({
      amount: '2.50',
      name: 'Coins listing',
      category_name: sectionName,
    });
    expect(await price('collector', { ...PLACE, section: 'banknotes', gallery: 'world' })).toMatchObject({
      amount: '1.00',
      name: 'Collectables listing',
      category_name: 'Collectables',
    });
    // Of two prices set on one place, the newer.
    await testApp.database.db.insert(listingPrices).values({
      name: 'Heritage listing 2027',
      nicheId: ids.niche,
      sectionId: ids.section,
      galleryId: ids.gallery,
      captionId: ids.caption,
      amount: '6.00',
      currency: 'NZD',
    });
    expect(await price('collector')).toMatchObject({ amount: '6.00', name: 'Heritage listing 2027' });
  });

  it("gives the billing cycle's free listings first, then the fee", async () => {
    await testApp.database.db.insert(listingPrices).values({
      name: 'Heritage listing',
      nicheId: ids.niche,
      captionId: ids.caption,
      amount: '5.00',
      currency: 'NZD',
      numFreePerBillingCycle: 2,
    });
    const { from } = billingCycle(new Date());
    // Last month's free listing and this month's paid one use none of this month's allowance.
    await transaction(ids.collector, new Date(from.getTime() - DAY), true);
    await transaction(ids.collector, new Date(), false);

    expect(await price('collector')).toMatchObject({
      amount: '0.00',
      num_free_per_billing_cycle: 2,
      free_transaction_count: 0,
    });
    await transaction(ids.collector, new Date(), true);
    expect(await price('collector')).toMatchObject({ amount: '0.00', free_transaction_count: 1 });
    const service = createListingFeesService({
      repository: createListingFeesRepository(testApp.database.db),
      clock: systemClock,
    });
    expect((await service.quote({ id: ids.collector }, PLACE)).charge).toBeNull();
    await transaction(ids.collector, from, true, 'relist');
    expect(await price('collector')).toMatchObject({ amount: '5.00', free_transaction_count: 2 });
    // The gateway's charge: core's fee rule on top, (5.00 + 0.45) / (1 − 0.029).
    expect(await service.quote({ id: ids.collector }, PLACE)).toMatchObject({
      currency: 'NZD',
      charge: { amount: '5.00', fee: '0.61', total: '5.61', net: '5.00' },
    });
    // More free listings than the allowance (it was lowered): still the fee, and the true count.
    await transaction(ids.collector, new Date(), true);
    expect(await price('collector')).toMatchObject({ amount: '5.00', free_transaction_count: 3 });
    // Each member's own allowance.
    expect(await price('dealer')).toMatchObject({ amount: '0.00', free_transaction_count: 0 });
  });

  it('refuses a place that is not in the tree, naming the level', async () => {
    const token = testApp.token('collector');
    const cases: [Record<string, string>, string, string][] = [
      [{ ...PLACE, niche: 'nowhere' }, 'niche', 'nowhere'],
      [{ ...PLACE, section: 'events' }, 'gallery', PLACE.gallery],
      [{ ...PLACE, section: 'nowhere' }, 'section', 'nowhere'],
      [{ ...PLACE, gallery: 'nowhere' }, 'gallery', 'nowhere'],
      [{ ...PLACE, caption: 'nowhere' }, 'caption', 'nowhere'],
    ];
    for (const [place, field, slug] of cases) {
      const response = await injectAs(testApp.app, 'GET', priceUrl(place), token);
      expect(response.statusCode, JSON.stringify(place)).toBe(400);
      expect(response.json()).toEqual({ [field]: [`"${slug}" is not a valid choice.`] });
    }
    const { caption: _, ...noCaption } = PLACE;
    const missing = await injectAs(testApp.app, 'GET', priceUrl(noCaption), token);
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json())).toEqual(['caption']);
  });

  it('answers the monthly allowance of the member’s groups and this cycle’s listings', async () => {
    expect(await summary('collector')).toEqual({ max_listings_per_month: null, total_transaction_count: 0 });

    const { from } = billingCycle(new Date());
    await transaction(ids.collector, new Date(from.getTime() - 1), true);
    await transaction(ids.collector, from, true);
    await transaction(ids.collector, new Date(), false, 'relist');
    await transaction(ids.dealer, new Date(), false);
    await testApp.database.db
      .update(groups)
      .set({ maxListingsPerMonth: 3 })
      .where(eq(groups.name, 'Collector'));

    expect(await summary('collector')).toEqual({ max_listings_per_month: 3, total_transaction_count: 2 });
    // the member's own answer carries the same allowance (what the site's canList reads)
    const me = await injectAs(testApp.app, 'GET', '/api/auth/user/', testApp.token('collector'));
    expect(me.json().transaction_summary).toEqual({ max_listings_per_month: 3, total_transaction_count: 2 });
    expect(await summary('dealer')).toEqual({ max_listings_per_month: null, total_transaction_count: 1 });
    expect(await summary('member')).toEqual({ max_listings_per_month: null, total_transaction_count: 0 });
  });

  it('needs a signed-in member', async () => {
    for (const url of [priceUrl(PLACE), '/api/transactions/summary/']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ detail: serverMessages.notAuthenticated });
    }
  });
});
