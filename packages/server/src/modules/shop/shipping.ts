import { FREE_SHIPPING_CODE, NO_SHIPPING_REQUIRED_CODE, type ShippingMethod } from '@trove/core/shop';
import { priceOf } from './money';

// Shipping (spec §9): a basket that needs none has only no-shipping-required; one whose every
// shipped line ships free has only free-shipping; otherwise standard and express, priced for a
// domestic or an international address in the basket's currency.

/** The site's country, from its default currency (NZD → NZ, AUD → AU, GBP → GB, USD → US, else NZ). */
export function domesticCountry(defaultCurrency: string): string {
  return { NZD: 'NZ', AUD: 'AU', GBP: 'GB', USD: 'US' }[defaultCurrency] ?? 'NZ';
}

/** Cents: domestic, international. */
const RATES = {
  standard: { name: 'Standard shipping', domestic: 1000, international: 3000 },
  express: { name: 'Express shipping', domestic: 2500, international: 6000 },
} as const;

/** What shipping needs to know of a basket line. */
export interface ShippedLine {
  isShippingRequired: boolean;
  freeShipping: boolean;
}

export interface ShippingQuery {
  lines: readonly ShippedLine[];
  /** The basket's currency. */
  currency: string;
  /** The shipping address's country (ISO 3166-1 alpha-2); null prices domestic. */
  countryCode: string | null;
  defaultCurrency: string;
}

/** Whether any line needs shipping. */
export const isShippingRequired = (lines: readonly ShippedLine[]) =>
  lines.some((line) => line.isShippingRequired);

/** The shipping methods of a basket, in the order the client offers them. */
export function shippingMethodsFor({
  lines,
  currency,
  countryCode,
  defaultCurrency,
}: ShippingQuery): ShippingMethod[] {
  const shipped = lines.filter((line) => line.isShippingRequired);
  if (shipped.length === 0) {
    return [
      {
        code: NO_SHIPPING_REQUIRED_CODE,
        name: 'No shipping required',
        description: '',
        price: priceOf(currency, 0),
      },
    ];
  }
  if (shipped.every((line) => line.freeShipping)) {
    return [
      { code: FREE_SHIPPING_CODE, name: 'Free shipping', description: '', price: priceOf(currency, 0) },
    ];
  }
  const domestic = countryCode === null || countryCode === domesticCountry(defaultCurrency);
  return (['standard', 'express'] as const).map((code) => ({
    code,
    name: RATES[code].name,
    description: '',
    price: priceOf(currency, domestic ? RATES[code].domestic : RATES[code].international),
  }));
}

/** The method of `code` among the basket's, or undefined (a code the basket does not offer). */
export function shippingMethodOf(query: ShippingQuery, code: string): ShippingMethod | undefined {
  return shippingMethodsFor(query).find((method) => method.code === code);
}
