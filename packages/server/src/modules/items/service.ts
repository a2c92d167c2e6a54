import { randomUUID } from 'node:crypto';
import { canList, hasPermission, isAdmin, type Permission, type User } from '@trove/core/auth';
import {
  listingCharge as chargeWithFees,
  type DashboardStats,
  DEFAULT_LISTING_SORT,
  type ExternalImage,
  hiddenFieldsSent,
  ITEM_IMAGE_LIMIT,
  type Item,
  type ItemInput,
  itemFormFields,
  itemFormPermissions,
  itemRuleErrors,
  LISTING_MESSAGES,
  LISTINGS_PAGE_SIZE,
  type ListingPage,
  type ListingPayment,
  type ListingSort,
  type ListingState,
  type ListingStatus,
  type OptionalItemField,
  type PromoteResult,
  parseVideoUrl,
  paymentDue,
  type ShareResult,
  videoPage,
} from '@trove/core/listing';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Database, Executor } from '../../db/database';
import {
  captions,
  categories,
  countries,
  galleries,
  itemCategories,
  itemImages,
  itemModerations,
  itemSiteShares,
  items,
  itemTags,
  listingTransactions,
  niches,
  organisations,
  organisationUsers,
  products,
  sections,
  sites,
  tags,
} from '../../db/schema';
import { HttpError } from '../../http/httpError';
import { drfPage, type PageUrl, pageWindow } from '../../http/pagination';
import { listingUrl } from '../gallery/listingUrl';
import type { ListingCharge, ListingFeesService } from '../listingFees/service';
import { declineMessage, type PaymentGateway } from '../payments/gateway';
import { type ItemPlace, resolvePlace } from './place';

const DAY = 24 * 60 * 60 * 1000;
/** How long a listing stays active before it expires (the spec gives no period): 30 days. */
export const DEFAULT_LISTING_PERIOD_MS = 30 * DAY;

/** Not in the spec: listing creation while the `create_listing` flag is off. */
export const LISTING_CREATION_OFF = 'Creating listings is not enabled on this site.';
/** Not in the spec: a fee is due and no card nonce came with the save. */
export const PAYMENT_REQUIRED = 'A payment is required to list this item.';
/** Not in the spec: no card gateway is configured. */
export const PAYMENTS_UNAVAILABLE = 'Card payments are not available at the moment.';
/** Not in the spec: archive asked of a listing that is not active or scheduled. */
export const ARCHIVE_REFUSED = 'Only an active or scheduled listing can be archived.';
/** Not in the spec: publish asked of a listing that is not archived. */
export const PUBLISH_REFUSED = 'Only an archived listing can be published.';
/** Not in the spec: the form's years the wrong way round. */
export const YEARS_REVERSED = 'The end year is before the start year.';
/** Not in the spec: a share to a site that is not configured. */
export const NO_SUCH_SITE = 'No such site is configured for sharing.';

export interface ItemsDeps {
  db: Database;
  clock: Clock;
  /** The card gateway; none: a save that needs payment answers 402. */
  gateway: PaymentGateway | undefined;
  /** Whether `create_listing` is on, and the site's default currency. */
  siteSettings: () => Promise<{ features: { create_listing: boolean }; default_currency: string }>;
  /** The listing fees' rules: what a place costs the member, and their allowance (canList). */
  listingFees: Pick<ListingFeesService, 'charge' | 'summary'>;
  /** Mails the moderators a link for each listing held and not announced yet (the community's). */
  announceHeld: (siteUrl: string) => Promise<void>;
  /** How long a listing stays active; default 30 days. */
  listingPeriodMs?: number;
}

export type ItemsService = ReturnType<typeof createItemsService>;

type ItemRow = typeof items.$inferSelect;

/**
 * What the gallery reads (`published`, `searchable`) for each status: only an active listing is
 * both. A held one is searchable already, so that the moderator's link (which sets `published`)
 * shows it in the gallery at once.
 */
export function visibility(status: ListingStatus): { published: boolean; searchable: boolean } {
  return {
    published: status === 'active' || status === 'archived',
    searchable: status === 'active' || status === 'pending',
  };
}

/**
 * The status a row shows. A listing a moderator's link approved (the community module sets
 * `published`) is active until the status job catches up; an unpublished row that says active
 * was held before statuses existed (the seed's), so it is pending.
 */
export const statusSql = sql<ListingStatus>`CASE WHEN ${items.status} = 'active' AND NOT ${items.published} THEN 'pending' WHEN ${items.status} = 'pending' AND ${items.published} THEN 'active' ELSE ${items.status} END`;

function statusOf(row: Pick<ItemRow, 'status' | 'published'>): ListingStatus {
  if (row.status === 'active' && !row.published) return 'pending';
  if (row.status === 'pending' && row.published) return 'active';
  return row.status;
}

/** A URL-safe slug of a name: lower-case letters, digits and hyphens. */
export function slugify(text: string, fallback = 'item'): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || fallback;
}

const THUMBNAIL_SUFFIX = /-\d{1,4}x\d{1,4}$/;

/**
 * The media key of an image URL, as core's thumbnailUrl reads it: the file name without its
 * extension (`…/images/12_ab_coin.jpg` → `12_ab_coin`); a thumbnail address (`/thumbnails/{key}-WxH`)
 * gives its key. Undefined when nothing of it is a usable name.
 */
export function imageKeyOf(url: string): string | undefined {
  const pathPart = url.split(/[?#]/, 1)[0] ?? '';
  let file = pathPart.split('/').pop() ?? '';
  try {
    file = decodeURIComponent(file);
  } catch {
    return undefined;
  }
  let name = file.replace(/\.[^.]*$/, '');
  if (/\/thumbnails\//.test(pathPart)) name = name.replace(THUMBNAIL_SUFFIX, '');
  name = name.replace(/[^A-Za-z0-9_.-]/g, '_').replace(/^[.-]+/, '');
  return name === '' || name.includes('..') ? undefined : name.slice(0, 200);
}

const denied = () => HttpError.permissionDenied();
const upgradeRequired = () => HttpError.permissionDenied(LISTING_MESSAGES.upgradeRequired);

/** The image and video entries of a save, checked (§5), in the order they are kept. */
interface MediaEntry {
  key: string;
  url: string;
  mediaType: string;
  caption: string | null;
  primary: boolean;
  forSale: boolean;
}

interface Owned {
  row: ItemRow;
  /** The member may manage it: owner, a member of its organisation, or change_any_item. */
  manager: boolean;
}

export function createItemsService({
  db,
  clock,
  gateway,
  siteSettings,
  listingFees,
  announceHeld,
  listingPeriodMs = DEFAULT_LISTING_PERIOD_MS,
}: ItemsDeps) {
  const now = () => clock.now();

  async function organisationIdsOf(userId: number, tx: Executor = db): Promise<number[]> {
    const rows = await tx
      .select({ id: organisationUsers.organisationId })
      .from(organisationUsers)
      .where(eq(organisationUsers.userId, userId))
      .orderBy(asc(organisationUsers.id));
    return rows.map((row) => row.id);
  }

  /** The item and whether the member may manage it: 404 when there is no such item. */
  async function owned(user: User, id: number, tx: Executor = db): Promise<Owned> {
    const [row] = await tx
      .select()
      .from(items)
      .where(and(eq(items.id, id), eq(items.itemType, 'ITEM')));
    if (!row) throw HttpError.notFound();
    const own =
      row.userId === user.id ||
      (row.organisationId !== null && (await organisationIdsOf(user.id, tx)).includes(row.organisationId));
    return { row, manager: own || hasPermission(user, 'change_any_item') };
  }

  /** change_item on a listing the member may manage (§6: owner, or change_any_item); 403 otherwise. */
  async function changeable(user: User, id: number, tx: Executor = db): Promise<ItemRow> {
    const { row, manager } = await owned(user, id, tx);
    if (!manager || !hasPermission(user, 'change_item')) throw denied();
    return row;
  }

  /** A permission of the add_ or change_ pair, whichever the save is. */
  function allowed(user: User, creating: boolean, what: 'price' | 'url' | 'video' | 'video_url'): boolean {
    return hasPermission(user, `${creating ? 'add' : 'change'}_item_${what}` as Permission);
  }

  /** The entries of `external_images` and `video_url`, checked by §5 and by permission. */
  function mediaOf(user: User, input: ItemInput, creating: boolean, before: MediaEntry[]): MediaEntry[] {
    const known = new Map(before.map((entry) => [entry.url, entry]));
    const entries: MediaEntry[] = [];
    for (const [index, image] of input.external_images.entries()) {
      if (image.media_type === 'youtube' || image.media_type === 'vimeo') continue; // from video_url
      const earlier = known.get(image.url);
      const key = earlier?.key ?? imageKeyOf(image.url);
      if (!key)
        throw HttpError.validation({ [`external_images.${index}.url`]: [LISTING_MESSAGES.invalidUrl] });
      entries.push({
        key,
        url: image.url,
        mediaType: image.media_type,
        caption: image.caption ?? null,
        primary: image.primary ?? false,
        forSale: image.is_for_sale ?? false,
      });
    }
    if (!entries.some((entry) => entry.mediaType === 'image')) {
      throw HttpError.validation({ external_images: [LISTING_MESSAGES.imageRequired] });
    }
    if (entries.length > ITEM_IMAGE_LIMIT) {
      throw HttpError.validation({ external_images: [LISTING_MESSAGES.tooManyImages] });
    }
    const newVideoFile = entries.some(
      (entry) => entry.mediaType === 'video' && !before.some((old) => old.url === entry.url),
    );
    if (newVideoFile && !allowed(user, creating, 'video')) throw denied();
    const newForSale = entries.some(
      (entry) => entry.forSale && !before.some((old) => old.url === entry.url && old.forSale),
    );
    if (newForSale && !hasPermission(user, 'add_photo_for_sale')) throw denied();
    // §5: the first image becomes primary when none is; only one is.
    let first = entries.findIndex((entry) => entry.primary && entry.mediaType === 'image');
    if (first < 0) first = entries.findIndex((entry) => entry.mediaType === 'image');
    entries.forEach((entry, index) => {
      entry.primary = index === first;
    });
    // §5: a new video replaces any earlier video entry; the link's video is the one entry.
    if (input.video_url) {
      const video = parseVideoUrl(input.video_url);
      if (!video) throw HttpError.validation({ video_url: [LISTING_MESSAGES.invalidVideoUrl] });
      entries.push({
        key: video.id,
        url: video.id,
        mediaType: video.media_type,
        caption: null,
        primary: false,
        forSale: false,
      });
    }
    return entries;
  }

  async function mediaRows(itemId: number, tx: Executor = db): Promise<MediaEntry[]> {
    const rows = await tx
      .select()
      .from(itemImages)
      .where(eq(itemImages.itemId, itemId))
      .orderBy(asc(itemImages.ordering), asc(itemImages.id));
    return rows.map((row) => ({
      key: row.key,
      url:
        row.url ??
        (row.mediaType === 'image' || row.mediaType === 'video'
          ? `/thumbnails/${row.key}-1500x1500`
          : row.key),
      mediaType: row.mediaType,
      caption: row.caption,
      primary: row.primary,
      forSale: row.forSale,
    }));
  }

  /**
   * §5 and §6 by core's item form rules (the ones the form runs): the title or category, the
   * images, publish-after, and the fields the member may not fill (the URL, price, currency and
   * video URL without their permission, publish-after without can_schedule_item_listing, the
   * category of a game section). On an edit a field that keeps its stored value is let through.
   */
  function checkFields(
    user: User,
    input: ItemInput,
    place: ItemPlace,
    before: { row: ItemRow; video: string | null } | undefined,
  ): void {
    const fields = itemFormFields({
      section: { display_type: place.displayType },
      caption: { hide: place.hide },
      permissions: itemFormPermissions(user, before === undefined),
    });
    const errors = itemRuleErrors(input, fields, { now: now() });
    if (Object.keys(errors).length > 0) throw HttpError.validation(errors);
    const money = (value: string | null | undefined) => (value ? Number(value).toFixed(2) : null);
    const stored: Partial<Record<OptionalItemField, string | null>> = before
      ? {
          price: money(before.row.price),
          currency: before.row.currency,
          external_url: before.row.externalUrl,
          video_url: before.video,
          publish_after: before.row.publishAfter?.toISOString() ?? null,
        }
      : {};
    const sent = (field: OptionalItemField): string | null => {
      const value = (input as Partial<Record<OptionalItemField, unknown>>)[field];
      if (value === undefined || value === null) return null;
      if (field === 'price') return money(value as string);
      if (field === 'publish_after') return new Date(value as string).toISOString();
      if (field === 'video_url') return parseVideoUrl(value as string)?.id ?? (value as string);
      return typeof value === 'string' ? value : JSON.stringify(value);
    };
    const refused = hiddenFieldsSent(input, fields).filter(
      (field) => before === undefined || !(field in stored) || sent(field) !== stored[field],
    );
    if (refused.length > 0) throw denied();
    if (
      input.manufacture_date_from != null &&
      input.manufacture_date_to != null &&
      input.manufacture_date_to < input.manufacture_date_from
    ) {
      throw HttpError.validation({ manufacture_date_to: [YEARS_REVERSED] });
    }
  }

  /** Charges the fee through the gateway, or answers 402 with why it could not. */
  async function pay(charge: ListingCharge, payment: ListingPayment | null | undefined): Promise<string> {
    if (!payment?.nonce) throw new HttpError(402, { detail: PAYMENT_REQUIRED });
    if (!gateway) throw new HttpError(402, { detail: PAYMENTS_UNAVAILABLE });
    // The fee with the transaction fee added, by core's rule (the price lookup's Pay Now shows the same).
    const due = chargeWithFees(charge);
    if (!due) throw new Error('A payment was asked for a listing with nothing due');
    const { total } = due;
    const result = await gateway.sale({
      orderId: `listing-${randomUUID()}`,
      amount: total,
      currency: charge.currency,
      nonce: payment.nonce,
    });
    if (!result.success) throw new HttpError(402, { detail: declineMessage(result) });
    return result.transaction.id;
  }

  async function recordTransaction(
    tx: Executor,
    values: {
      userId: number;
      itemId: number;
      kind: 'listing' | 'relist';
      name: string;
      charge: ListingCharge;
      gatewayTransactionId: string | null;
    },
  ): Promise<void> {
    await tx.insert(listingTransactions).values({
      userId: values.userId,
      itemId: values.itemId,
      kind: values.kind,
      description: `${values.kind === 'relist' ? 'Re-list' : 'Listing'}: ${values.name}`.slice(0, 255),
      amount: values.charge.amount,
      currency: values.charge.currency,
      // Free: one of the billing cycle's free listings of a place with a fee.
      free: values.charge.priced && values.gatewayTransactionId === null,
      gatewayTransactionId: values.gatewayTransactionId,
      created: now(),
    });
  }

  async function tagIdsOf(tx: Executor, labels: readonly string[]): Promise<number[]> {
    const wanted = new Map<string, string>();
    for (const label of labels) {
      const trimmed = label.trim();
      if (trimmed !== '') wanted.set(slugify(trimmed, 'tag'), trimmed);
    }
    if (wanted.size === 0) return [];
    await tx
      .insert(tags)
      .values([...wanted].map(([slug, label]) => ({ slug, label })))
      .onConflictDoNothing({ target: tags.slug });
    const rows = await tx
      .select({ id: tags.id })
      .from(tags)
      .where(inArray(tags.slug, [...wanted.keys()]));
    return rows.map((row) => row.id);
  }

  /** The category of that name (the section's first), made in the section when there is none. */
  async function categoryIdOf(tx: Executor, name: string, sectionId: number): Promise<number> {
    const [found] = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(sql`lower(${categories.name}) = lower(${name})`)
      .orderBy(sql`${categories.sectionId} = ${sectionId} DESC NULLS LAST`, asc(categories.id))
      .limit(1);
    if (found) return found.id;
    const base = slugify(name, 'category');
    const [made] = await tx
      .insert(categories)
      .values({ slug: `${base}-${randomUUID().slice(0, 8)}`, name, sectionId })
      .returning({ id: categories.id });
    if (!made) throw new Error('Inserting a category returned no row');
    return made.id;
  }

  /** §5: an unknown country is created ('Country not found and will be created'). */
  async function countryCodeOf(tx: Executor, name: string): Promise<string> {
    const [found] = await tx
      .select({ code: countries.code })
      .from(countries)
      .where(sql`lower(${countries.name}) = lower(${name})`)
      .limit(1);
    if (found) return found.code;
    const code = `X-${slugify(name, 'country').toUpperCase()}`;
    await tx.insert(countries).values({ code, name, presentDay: false }).onConflictDoNothing();
    return code;
  }

  /**
   * The columns of `items` a save sets from the form. An optional field the body leaves out keeps
   * its stored value on an edit (the form leaves out the fields it hides), and is empty on a new one.
   */
  async function columnsOf(tx: Executor, input: ItemInput, place: ItemPlace) {
    const name = input.name?.trim() || input.category?.name?.trim() || '';
    const countryName = input.country_name?.trim();
    const kept = <T>(value: T | undefined) => (value === undefined ? undefined : value);
    return {
      name,
      slug: slugify(name),
      description: kept(input.description),
      price: kept(input.price),
      currency: kept(input.currency),
      forSale: kept(input.forsale),
      realisationPrice: kept(input.realisation_price),
      realisationCurrency: kept(input.realisation_currency),
      realisationDate: kept(input.realisation_date),
      manufactureYearFrom: kept(input.manufacture_date_from),
      manufactureYearTo: kept(input.manufacture_date_to),
      countryCode:
        input.country_name === undefined
          ? undefined
          : countryName
            ? await countryCodeOf(tx, countryName)
            : null,
      sku: kept(input.sku),
      externalUrl: kept(input.external_url),
      nicheId: place.nicheId,
      sectionId: place.sectionId,
      galleryId: place.galleryId,
      captionId: place.captionId,
    };
  }

  /** Replaces the listing's images, tags, category and product with the form's. */
  async function saveRelated(
    tx: Executor,
    itemId: number,
    input: ItemInput,
    place: ItemPlace,
    media: MediaEntry[],
  ): Promise<void> {
    await tx.delete(itemImages).where(eq(itemImages.itemId, itemId));
    await tx.insert(itemImages).values(
      media.map((entry, ordering) => ({
        itemId,
        key: entry.key,
        url: entry.url,
        mediaType: entry.mediaType,
        caption: entry.caption,
        primary: entry.primary,
        forSale: entry.forSale,
        ordering,
      })),
    );
    if (input.tags !== undefined) {
      await tx.delete(itemTags).where(eq(itemTags.itemId, itemId));
      const tagIds = await tagIdsOf(tx, input.tags);
      if (tagIds.length > 0) await tx.insert(itemTags).values(tagIds.map((tagId) => ({ itemId, tagId })));
    }
    if (input.category !== undefined) {
      await tx.delete(itemCategories).where(eq(itemCategories.itemId, itemId));
      const name = input.category?.name.trim();
      if (name) {
        await tx
          .insert(itemCategories)
          .values({ itemId, categoryId: await categoryIdOf(tx, name, place.sectionId) });
      }
    }
    // For sale at a price: the cart's product, its stock the form's (one when not given).
    if ((input.forsale ?? true) && input.price) {
      const stock = input.num_in_stock ?? 1;
      await tx
        .insert(products)
        .values({ itemId, numInStock: stock, externalUrl: input.external_url ?? null })
        .onConflictDoUpdate({
          target: products.itemId,
          set: {
            ...(input.num_in_stock === undefined || input.num_in_stock === null ? {} : { numInStock: stock }),
            externalUrl: input.external_url ?? null,
          },
        });
    }
  }

  /** Held for moderation: `require_approval` (admins hold every permission, and are never held). */
  const heldFor = (user: User) => hasPermission(user, 'require_approval') && !isAdmin(user);

  /** The status a save leaves, by moderation and `publish_after`, and the timestamps that go with it. */
  function statusAfterSave(held: boolean, publishAfter: Date | null, current?: ListingStatus) {
    const at = now();
    if (held) return { status: 'pending' as const, ...visibility('pending') };
    if (publishAfter && publishAfter > at) {
      return { status: 'scheduled' as const, ...visibility('scheduled'), dateListed: null, expiresAt: null };
    }
    if (current === undefined || current === 'scheduled' || current === 'pending') {
      return {
        status: 'active' as const,
        ...visibility('active'),
        dateListed: at,
        expiresAt: new Date(at.getTime() + listingPeriodMs),
      };
    }
    return {};
  }

  async function toItem(id: number, tx: Executor = db): Promise<Item> {
    const [row] = await tx
      .select({
        item: items,
        niche: niches.slug,
        section: sections.slug,
        gallery: galleries.slug,
        caption: captions.slug,
        country: countries.name,
      })
      .from(items)
      .innerJoin(niches, eq(niches.id, items.nicheId))
      .innerJoin(sections, eq(sections.id, items.sectionId))
      .leftJoin(galleries, eq(galleries.id, items.galleryId))
      .leftJoin(captions, eq(captions.id, items.captionId))
      .leftJoin(countries, eq(countries.code, items.countryCode))
      .where(eq(items.id, id));
    if (!row) throw HttpError.notFound();
    const { item } = row;
    const media = await mediaRows(id, tx);
    const tagRows = await tx
      .select({ label: tags.label })
      .from(itemTags)
      .innerJoin(tags, eq(tags.id, itemTags.tagId))
      .where(eq(itemTags.itemId, id))
      .orderBy(asc(tags.slug));
    const [category] = await tx
      .select({ name: categories.name })
      .from(itemCategories)
      .innerJoin(categories, eq(categories.id, itemCategories.categoryId))
      .where(eq(itemCategories.itemId, id))
      .orderBy(sql`${categories.parentId} NULLS FIRST`, asc(categories.id))
      .limit(1);
    const [product] = await tx
      .select({ id: products.id, stock: products.numInStock })
      .from(products)
      .where(eq(products.itemId, id));
    const video = media.find((entry) => entry.mediaType === 'youtube' || entry.mediaType === 'vimeo');
    return {
      id: item.id,
      item_type: item.itemType,
      niche: row.niche,
      section: row.section,
      gallery: row.gallery ?? '',
      caption: row.caption ?? '',
      item_layout: 'standard',
      price_option: 'standard',
      forsale: item.forSale,
      name: item.name,
      category: category ? { name: category.name } : null,
      country_name: row.country,
      tags: tagRows.map((tag) => tag.label),
      manufacture_date_from: item.manufactureYearFrom,
      manufacture_date_to: item.manufactureYearTo,
      description: item.description,
      external_url: item.externalUrl,
      price: item.price,
      currency: item.currency,
      sku: item.sku,
      num_in_stock: product?.stock ?? null,
      realisation_price: item.realisationPrice,
      realisation_currency: item.realisationCurrency,
      realisation_date: item.realisationDate,
      publish_after: item.publishAfter?.toISOString() ?? null,
      video_url: video
        ? videoPage({ media_type: video.mediaType as 'youtube' | 'vimeo', id: video.key })
        : null,
      external_images: media.map(
        (entry): ExternalImage => ({
          url: entry.url,
          caption: entry.caption,
          media_type: entry.mediaType as ExternalImage['media_type'],
          primary: entry.primary,
          is_for_sale: entry.forSale,
        }),
      ),
      products: product ? [{ url: `/api/shop/products/${product.id}/` }] : [],
      status: statusOf(item),
      searchable: item.searchable,
      listed: item.published,
      organisation: item.organisationId,
      boost: item.boost,
      user: item.userId,
      absolute_url: listingUrl({
        id: item.id,
        itemType: item.itemType,
        slug: item.slug,
        nicheSlug: row.niche,
        sectionSlug: row.section,
        gallerySlug: row.gallery,
        captionSlug: row.caption,
      }),
      created_date: item.created.toISOString(),
      expires: item.expiresAt?.toISOString() ?? null,
    };
  }

  /** Holds the listing for moderation: a moderation row the community mails a link for. */
  async function hold(tx: Executor, itemId: number): Promise<void> {
    await tx.insert(itemModerations).values({ itemId, notified: false, created: now() });
  }

  /** Listing creation on, add_item and canList (ITEM_CREATOR): 403 otherwise. */
  async function assertMayCreate(user: User): Promise<void> {
    const settings = await siteSettings();
    if (!settings.features.create_listing) throw HttpError.permissionDenied(LISTING_CREATION_OFF);
    if (!hasPermission(user, 'add_item')) throw upgradeRequired();
    if (!canList(await listingFees.summary(user))) throw upgradeRequired();
  }

  return {
    assertMayCreate,

    /** change_item on a listing the member may manage; 404 or 403 before the body is read. */
    async assertMayChange(user: User, id: number): Promise<void> {
      await changeable(user, id);
    },

    /** `GET /api/items/{id}/`: the listing as its form edits it, for those who may manage it. */
    async get(user: User, id: number): Promise<Item> {
      const { manager } = await owned(user, id);
      if (!manager) throw denied();
      return toItem(id);
    },

    /**
     * `POST /api/items/`: lists an item (§3 Item form). 402 when a fee is due and not paid;
     * `held` when the member's group requires approval (202, Item submitted for moderation).
     */
    async create(user: User, input: ItemInput, siteUrl: string): Promise<{ held: boolean; item: Item }> {
      const settings = await siteSettings();
      await assertMayCreate(user);
      if (!user.is_profile_complete) throw HttpError.validation({}, [LISTING_MESSAGES.profileIncomplete]);
      let organisationId: number | null;
      if (input.organisation !== undefined && input.organisation !== null) {
        if (!hasPermission(user, 'bulk_add_item')) throw denied();
        const [organisation] = await db
          .select({ id: organisations.id })
          .from(organisations)
          .where(eq(organisations.id, input.organisation));
        if (!organisation) {
          throw HttpError.validation({
            organisation: [`Invalid pk "${input.organisation}" - object does not exist.`],
          });
        }
        organisationId = organisation.id;
      } else {
        organisationId = (await organisationIdsOf(user.id))[0] ?? null;
      }
      const place = await resolvePlace(db, input);
      checkFields(user, input, place, undefined);
      const media = mediaOf(user, input, true, []);
      const charge = await listingFees.charge(user.id, place, settings.default_currency);
      const paid = paymentDue({ isNew: true, amount: charge.amount })
        ? await pay(charge, input.payment)
        : null;
      const held = heldFor(user);
      const publishAfter = input.publish_after ? new Date(input.publish_after) : null;
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(items)
          .values({
            itemType: 'ITEM',
            ...(await columnsOf(tx, input, place)),
            userId: user.id,
            organisationId,
            created: now(),
            publishAfter,
            ...statusAfterSave(held, publishAfter),
          })
          .returning({ id: items.id, name: items.name });
        if (!row) throw new Error('Inserting an item returned no row');
        await saveRelated(tx, row.id, input, place, media);
        await recordTransaction(tx, {
          userId: user.id,
          itemId: row.id,
          kind: 'listing',
          name: row.name,
          charge,
          gatewayTransactionId: paid,
        });
        if (held) await hold(tx, row.id);
        return row.id;
      });
      if (held) await announceHeld(siteUrl);
      return { held, item: await toItem(id) };
    },

    /**
     * `PUT /api/items/{id}/`: saves the form over the listing. A move to a place whose fee is
     * above the old place's is paid for (§4: the caption changed and the price rose).
     */
    async update(
      user: User,
      id: number,
      input: ItemInput,
      siteUrl: string,
    ): Promise<{ held: boolean; item: Item }> {
      const before = await changeable(user, id);
      const place = await resolvePlace(db, input);
      const beforeMedia = await mediaRows(id);
      const beforeVideo = beforeMedia.find((e) => e.mediaType === 'youtube' || e.mediaType === 'vimeo');
      checkFields(user, input, place, { row: before, video: beforeVideo?.key ?? null });
      const media = mediaOf(user, input, false, beforeMedia);
      const settings = await siteSettings();
      let paid: { charge: ListingCharge; transaction: string } | undefined;
      const captionChanged = place.captionId !== before.captionId;
      if (captionChanged) {
        const charge = await listingFees.charge(user.id, place, settings.default_currency);
        const initial = await listingFees.charge(
          user.id,
          {
            nicheId: before.nicheId,
            sectionId: before.sectionId,
            galleryId: before.galleryId,
            captionId: before.captionId,
          },
          settings.default_currency,
        );
        // §4: an edit pays only when its caption changed and the price rose above the initial one.
        if (paymentDue({ isNew: false, amount: charge.amount, initialAmount: initial.fee, captionChanged })) {
          paid = { charge, transaction: await pay(charge, input.payment) };
        }
      }
      const held = heldFor(user);
      const publishAfter =
        input.publish_after === undefined
          ? before.publishAfter
          : input.publish_after === null
            ? null
            : new Date(input.publish_after);
      const current = statusOf(before);
      const schedulable = current === 'active' || current === 'scheduled' || held;
      await db.transaction(async (tx) => {
        await tx
          .update(items)
          .set({
            ...(await columnsOf(tx, input, place)),
            publishAfter,
            ...(schedulable ? statusAfterSave(held, publishAfter, current) : {}),
          })
          .where(eq(items.id, id));
        await saveRelated(tx, id, input, place, media);
        if (paid) {
          await recordTransaction(tx, {
            userId: user.id,
            itemId: id,
            kind: 'listing',
            name: before.name,
            charge: paid.charge,
            gatewayTransactionId: paid.transaction,
          });
        }
        if (held) await hold(tx, id);
      });
      if (held) await announceHeld(siteUrl);
      return { held, item: await toItem(id) };
    },

    /** §4 archive toggle: archive (an active or scheduled listing) or publish (an archived one). */
    async archive(user: User, id: number, archive: boolean): Promise<ListingState> {
      const row = await changeable(user, id);
      const current = statusOf(row);
      if (archive && current !== 'archived') {
        if (current !== 'active' && current !== 'scheduled')
          throw HttpError.validation({}, [ARCHIVE_REFUSED]);
        await db
          .update(items)
          .set({ status: 'archived', ...visibility('archived') })
          .where(eq(items.id, id));
        return { id, status: 'archived', searchable: false };
      }
      if (!archive && current !== 'active') {
        if (current !== 'archived') throw HttpError.validation({}, [PUBLISH_REFUSED]);
        const at = now();
        await db
          .update(items)
          .set({
            status: 'active',
            ...visibility('active'),
            dateListed: at,
            expiresAt:
              row.expiresAt && row.expiresAt > at ? row.expiresAt : new Date(at.getTime() + listingPeriodMs),
          })
          .where(eq(items.id, id));
        return { id, status: 'active', searchable: true };
      }
      return { id, status: current, searchable: row.searchable };
    },

    /** §4 re-list: an expired listing goes active for a new period, paid like a new listing. */
    async relist(user: User, id: number, payment: ListingPayment | null | undefined): Promise<ListingState> {
      const row = await changeable(user, id);
      if (statusOf(row) !== 'expired') throw HttpError.validation({}, [LISTING_MESSAGES.relistNotExpired]);
      const settings = await siteSettings();
      const charge = await listingFees.charge(
        user.id,
        {
          nicheId: row.nicheId,
          sectionId: row.sectionId,
          galleryId: row.galleryId,
          captionId: row.captionId,
        },
        settings.default_currency,
      );
      const paid = paymentDue({ isNew: true, amount: charge.amount }) ? await pay(charge, payment) : null;
      const at = now();
      await db.transaction(async (tx) => {
        await tx
          .update(items)
          .set({
            status: 'active',
            ...visibility('active'),
            dateListed: at,
            expiresAt: new Date(at.getTime() + listingPeriodMs),
          })
          .where(eq(items.id, id));
        await recordTransaction(tx, {
          userId: user.id,
          itemId: id,
          kind: 'relist',
          name: row.name,
          charge,
          gatewayTransactionId: paid,
        });
      });
      return { id, status: 'active', searchable: true };
    },

    /** §5 Boost form: 0 to 100 (change_item_feature_boost). */
    async promote(user: User, id: number, boost: number): Promise<PromoteResult> {
      if (!hasPermission(user, 'change_item_feature_boost')) throw denied();
      await owned(user, id);
      await db.update(items).set({ boost }).where(eq(items.id, id));
      return { id, boost };
    },

    /** Admins share a listing to a configured site: 'Shared to {site} <{id}>'. */
    async share(user: User, id: number, siteId: number): Promise<ShareResult> {
      if (!isAdmin(user)) throw denied();
      await owned(user, id);
      const [site] = await db.select().from(sites).where(eq(sites.id, siteId));
      if (!site) throw HttpError.validation({ site: [NO_SUCH_SITE] });
      const [share] = await db
        .insert(itemSiteShares)
        .values({ itemId: id, siteId, userId: user.id, created: now() })
        .returning({ id: itemSiteShares.id });
      if (!share) throw new Error('Inserting a share returned no row');
      return { site: site.name, id: String(share.id) };
    },

    /** `GET /api/listings/items/`: the member's items, or with `userOrg` their organisations'. */
    async listings(
      user: User,
      query: { userOrg: boolean; q?: string | undefined; sort?: ListingSort | undefined; page: number },
      pageUrl: PageUrl,
    ): Promise<ListingPage> {
      const organisationIds = query.userOrg ? await organisationIdsOf(user.id) : [];
      const whose = !query.userOrg
        ? eq(items.userId, user.id)
        : organisationIds.length > 0
          ? inArray(items.organisationId, organisationIds)
          : sql`false`;
      const where = and(
        eq(items.itemType, 'ITEM'),
        whose,
        query.q ? sql`${items.name} ILIKE ${`%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}` : undefined,
      );
      const [counted] = await db.select({ total: count() }).from(items).where(where);
      const total = counted?.total ?? 0;
      const { offset, limit } = pageWindow(total, query.page, LISTINGS_PAGE_SIZE);
      const sort = query.sort ?? DEFAULT_LISTING_SORT;
      const descending = sort.startsWith('-');
      const listed = sql`coalesce(${items.dateListed}, ${items.created})`;
      const keys: Record<string, SQL> = {
        name: sql`lower(${items.name})`,
        date_listed: listed,
        likes_count: sql`${items.likeCount}`,
        views_count: sql`${items.viewCount}`,
        status: statusSql,
      };
      const key = keys[sort.replace(/^-/, '')] ?? listed;
      const rows = await db
        .select({
          id: items.id,
          itemType: items.itemType,
          name: items.name,
          slug: items.slug,
          status: statusSql,
          likeCount: items.likeCount,
          viewCount: items.viewCount,
          dateListed: listed.mapWith((value: string | Date) => new Date(value)),
          searchable: items.searchable,
          published: items.published,
          boost: items.boost,
          niche: niches.slug,
          section: sections.slug,
          gallery: galleries.slug,
          caption: captions.slug,
          image: sql<
            string | null
          >`(SELECT ${itemImages.key} FROM ${itemImages} WHERE ${itemImages.itemId} = ${items.id} AND ${itemImages.mediaType} = 'image' ORDER BY ${itemImages.primary} DESC, ${itemImages.ordering}, ${itemImages.id} LIMIT 1)`,
        })
        .from(items)
        .innerJoin(niches, eq(niches.id, items.nicheId))
        .innerJoin(sections, eq(sections.id, items.sectionId))
        .leftJoin(galleries, eq(galleries.id, items.galleryId))
        .leftJoin(captions, eq(captions.id, items.captionId))
        .where(where)
        .orderBy(descending ? desc(key) : asc(key), descending ? desc(items.id) : asc(items.id))
        .offset(offset)
        .limit(limit);
      return drfPage(
        { total, page: query.page, pageSize: LISTINGS_PAGE_SIZE, pageUrl },
        rows.map((row) => ({
          id: row.id,
          item_type: row.itemType,
          name: row.name,
          status: row.status,
          likes_count: row.likeCount,
          views_count: row.viewCount,
          date_listed: row.dateListed.toISOString(),
          // §4: a row is highlighted after its re-list, by the dashboard; never as read (a boosted
          // row read as highlighted looked just re-listed).
          highlight: false,
          searchable: row.searchable,
          listed: row.published,
          absolute_url: listingUrl({
            id: row.id,
            itemType: row.itemType,
            slug: row.slug,
            nicheSlug: row.niche,
            sectionSlug: row.section,
            gallerySlug: row.gallery,
            captionSlug: row.caption,
          }),
          image: row.image === null ? null : `/thumbnails/${row.image}-262x262`,
          boost: row.boost,
        })),
      );
    },

    /** `GET /api/analytics/dashboard/`: the member's items, their views and the likes they received. */
    async stats(user: User): Promise<DashboardStats> {
      const [row] = await db
        .select({
          itemCount: count(),
          viewCount: sql<number>`coalesce(sum(${items.viewCount}), 0)::int`,
          likes: sql<number>`coalesce(sum(${items.likeCount}), 0)::int`,
        })
        .from(items)
        .where(and(eq(items.userId, user.id), eq(items.itemType, 'ITEM')));
      return {
        item_count: row?.itemCount ?? 0,
        view_count: Number(row?.viewCount ?? 0),
        likes_received: Number(row?.likes ?? 0),
      };
    },
  };
}
