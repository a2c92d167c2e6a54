import type { Availability, Product } from '@trove/core/shop';
import { listingUrl } from '../gallery/listingUrl';
import { formatMoney, priceOf, toCents } from './money';
import type { ProductRow } from './repository';
import { availabilityUrl, productUrl } from './urls';

/** A listing's image as the shop shows it. */
export const productImage = (key: string | null) => (key === null ? null : `/thumbnails/${key}-262x262`);

/** The listing's page on the site. */
export const productItemUrl = (row: ProductRow) =>
  listingUrl({
    id: row.itemId,
    itemType: row.itemType,
    slug: row.slug,
    nicheSlug: row.nicheSlug,
    sectionSlug: row.sectionSlug,
    gallerySlug: row.gallerySlug,
    captionSlug: row.captionSlug,
  });

/** The product's currency: its listing's, else the site's default. */
export const productCurrency = (row: ProductRow, defaultCurrency: string) => row.currency ?? defaultCurrency;

/** The price of one unit now, in cents (the listing's price; none: 0). */
export const productPriceCents = (row: ProductRow) => (row.price === null ? 0 : toCents(row.price));

/**
 * Units that can be bought now: the stock, when the listing is published, may be opened, is for
 * sale with a price and is not sold; else 0.
 */
export function unitsAvailable(row: ProductRow): number {
  const onSale =
    row.published && row.canOpen && !row.restricted && row.forSale && !row.sold && row.price !== null;
  return onSale ? Math.max(0, row.numInStock) : 0;
}

export function toAvailability(row: ProductRow): Availability {
  const units = unitsAvailable(row);
  return units > 0
    ? { is_available_to_buy: true, num_available: units, message: 'Available' }
    : { is_available_to_buy: false, num_available: 0, message: 'Unavailable' };
}

/** Whether anyone may see the product: its listing is published and may be opened. */
export const productVisible = (row: ProductRow) => row.published && row.canOpen && !row.restricted;

export function toProduct(row: ProductRow, defaultCurrency: string): Product {
  return {
    url: productUrl(row.id),
    id: row.id,
    item: row.itemId,
    title: row.name,
    description: row.description,
    image: productImage(row.imageKey),
    item_url: productItemUrl(row),
    price: priceOf(productCurrency(row, defaultCurrency), productPriceCents(row)),
    num_in_stock: row.numInStock,
    availability: availabilityUrl(row.id),
    external_url: row.externalUrl,
    is_shipping_required: row.isShippingRequired,
  };
}

export { formatMoney };
