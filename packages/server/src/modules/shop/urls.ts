import { DATABASE_INT_MAX } from '@trove/core/server';

// The shop's URLs (django-oscar-api's paths), root-relative as the payloads carry them, and the
// parsers of the URLs clients send back: a path, or an absolute URL whose path is one of ours.

export const SHOP_PREFIX = '/api/shop/';

export const productUrl = (id: number) => `${SHOP_PREFIX}products/${id}/`;
export const availabilityUrl = (id: number) => `${productUrl(id)}availability/`;
export const basketUrl = (id: number) => `${SHOP_PREFIX}baskets/${id}/`;
export const basketLineUrl = (basketId: number, lineId: number) => `${basketUrl(basketId)}lines/${lineId}/`;
export const userAddressUrl = (id: number) => `${SHOP_PREFIX}useraddresses/${id}/`;
export const orderUrl = (number: string) => `${SHOP_PREFIX}orders/${number}/`;
export const orderLineUrl = (number: string, lineId: number) => `${orderUrl(number)}lines/${lineId}/`;
export { countryUrl } from '@trove/core/shop';

/** The path of a URL the client sent: itself when it is a path, else an absolute URL's path. */
function pathOf(url: string): string | null {
  const text = url.trim();
  if (text.startsWith('/')) return text.split(/[?#]/, 1)[0] ?? null;
  try {
    const parsed = new URL(text);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.pathname : null;
  } catch {
    return null;
  }
}

/** A positive id that the database can hold, or null. */
function idOf(text: string | undefined): number | null {
  if (text === undefined || !/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= DATABASE_INT_MAX ? id : null;
}

/** The product id of a product URL (`/api/shop/products/12/`, the trailing slash optional), or null. */
export function productIdFromUrl(url: string): number | null {
  const match = /^\/api\/shop\/products\/(\d+)\/?$/.exec(pathOf(url) ?? '');
  return idOf(match?.[1]);
}

/** The basket id of a basket URL (`/api/shop/baskets/3/`), or null. */
export function basketIdFromUrl(url: string): number | null {
  const match = /^\/api\/shop\/baskets\/(\d+)\/?$/.exec(pathOf(url) ?? '');
  return idOf(match?.[1]);
}
