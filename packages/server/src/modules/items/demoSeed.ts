import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import {
  captions,
  galleries,
  itemImages,
  itemModerations,
  items,
  listingPrices,
  niches,
  sections,
  users,
} from '../../db/schema';
import { visibility } from './service';

const DAY = 24 * 60 * 60 * 1000;

/** The demo's listing prices (DEMO_ACCOUNTS.md): where listing costs, and how many are free first. */
export const DEMO_LISTING_PRICES = [
  {
    place: { niche: 'collectables' },
    name: 'Collectables listing',
    amount: '1.50',
    numFreePerBillingCycle: 5,
  },
  {
    place: { niche: 'collectables', section: 'coins', gallery: 'new-zealand', caption: 'pre-1900' },
    name: 'Rare coin listing',
    amount: '4.50',
    numFreePerBillingCycle: 0,
  },
] as const;

/** The place of the demo's fee with no free listings: collector@'s expired listing is there. */
export const DEMO_FEE_PLACE = DEMO_LISTING_PRICES[1].place;

/**
 * The demo's caption hide lists (§3): the coins section's Modern captions hide the realisation
 * fields (a modern coin has no auction record to quote), so the item form leaves them out there.
 */
export const DEMO_CAPTION_HIDE = {
  section: 'coins',
  caption: 'modern',
  hide: ['realisation_price', 'realisation_currency', 'realisation_date'],
} as const;

/**
 * collector@'s expired listings: the first in the fee's caption (Rare coin listing, $4.50, paid by
 * card), the second beside it in a caption of the niche's price (one of 5 free listings a month).
 */
export const DEMO_EXPIRED_LISTINGS = [
  { name: '1879 Half Crown', slug: '1879-half-crown', paid: true },
  { name: 'Kiwi Florin 1933', slug: 'kiwi-florin-1933', paid: false },
] as const;

/**
 * The selling demo (issue 16), once, on an empty `listing_prices`: the listing prices above,
 * collector@'s two expired listings (their period ended 5 days ago), so the dashboard offers
 * Re-list, one paid by card and one free, and the captions' hide lists.
 */
export async function seedDemoSelling(tx: Executor, now: Date): Promise<void> {
  const [existing] = await tx.select({ total: count() }).from(listingPrices);
  if ((existing?.total ?? 0) > 0) return;
  const [found] = await tx
    .select({
      nicheId: niches.id,
      sectionId: sections.id,
      galleryId: galleries.id,
      captionId: captions.id,
    })
    .from(niches)
    .innerJoin(sections, and(eq(sections.nicheId, niches.id), eq(sections.slug, DEMO_FEE_PLACE.section)))
    .innerJoin(
      galleries,
      and(eq(galleries.sectionId, sections.id), eq(galleries.slug, DEMO_FEE_PLACE.gallery)),
    )
    .innerJoin(captions, and(eq(captions.galleryId, galleries.id), eq(captions.slug, DEMO_FEE_PLACE.caption)))
    .where(eq(niches.slug, DEMO_FEE_PLACE.niche));
  if (!found) return;
  const [other] = await tx
    .select({ id: captions.id })
    .from(captions)
    .where(and(eq(captions.galleryId, found.galleryId), sql`${captions.id} <> ${found.captionId}`))
    .orderBy(asc(captions.ordering), asc(captions.id))
    .limit(1);
  const place = { ...found, freeCaptionId: other?.id ?? null };
  await tx
    .update(captions)
    .set({ hide: [...DEMO_CAPTION_HIDE.hide] })
    .where(
      and(
        eq(captions.slug, DEMO_CAPTION_HIDE.caption),
        sql`${captions.galleryId} IN (SELECT ${galleries.id} FROM ${galleries} JOIN ${sections} ON ${sections.id} = ${galleries.sectionId} WHERE ${sections.slug} = ${DEMO_CAPTION_HIDE.section})`,
      ),
    );
  await tx.insert(listingPrices).values([
    {
      name: DEMO_LISTING_PRICES[0].name,
      nicheId: place.nicheId,
      amount: DEMO_LISTING_PRICES[0].amount,
      currency: 'NZD',
      numFreePerBillingCycle: DEMO_LISTING_PRICES[0].numFreePerBillingCycle,
    },
    {
      name: DEMO_LISTING_PRICES[1].name,
      nicheId: place.nicheId,
      sectionId: place.sectionId,
      galleryId: place.galleryId,
      captionId: place.captionId,
      amount: DEMO_LISTING_PRICES[1].amount,
      currency: 'NZD',
      numFreePerBillingCycle: DEMO_LISTING_PRICES[1].numFreePerBillingCycle,
    },
  ]);

  const [collector] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'collector@demo.trove.test'));
  if (!collector) return;
  // Copies of the collector's first active listing in the fee's section (so its categories still
  // apply there), with its images: the demo catalogue's own listings all stay in the gallery.
  const [source] = await tx
    .select()
    .from(items)
    .where(
      and(
        eq(items.userId, collector.id),
        eq(items.itemType, 'ITEM'),
        eq(items.sectionId, place.sectionId),
        eq(items.status, 'active'),
        sql`${items.published}`,
        sql`NOT EXISTS (SELECT 1 FROM ${itemModerations} WHERE ${itemModerations.itemId} = ${items.id})`,
      ),
    )
    .orderBy(asc(items.id))
    .limit(1);
  if (!source) return;
  const images = await tx.select().from(itemImages).where(eq(itemImages.itemId, source.id));
  const { id: _id, search: _search, ...copy } = source;
  for (const listing of DEMO_EXPIRED_LISTINGS) {
    const [row] = await tx
      .insert(items)
      .values({
        ...copy,
        name: listing.name,
        slug: listing.slug,
        // the fee's caption, or (the free re-list) the gallery's first caption without a price
        captionId: listing.paid ? place.captionId : place.freeCaptionId,
        galleryId: place.galleryId,
        status: 'expired',
        ...visibility('expired'),
        sold: false,
        likeCount: 0,
        viewCount: 0,
        boost: 0,
        lotNumber: null,
        created: new Date(now.getTime() - 40 * DAY),
        dateListed: new Date(now.getTime() - 35 * DAY),
        expiresAt: new Date(now.getTime() - 5 * DAY),
      })
      .returning({ id: items.id });
    if (row && images.length > 0) {
      await tx
        .insert(itemImages)
        .values(images.map(({ id: _image, ...image }) => ({ ...image, itemId: row.id })));
    }
  }
}
