// Address rules (seed 001 §5 Address), the same on the client and the server: the checkout's
// required fields, the full address form's, text limits, countries as URLs and in the spec's order.
import { ADDRESS_TITLES, FIRST_COUNTRIES } from '../schemas/shop';
import { textLimitMessage } from '../schemas/textLimits';
import { CART_MESSAGES } from './messages';

/** DRF's word for a missing field. */
export const FIELD_REQUIRED = 'This field is required.';

/** The text fields of an address. */
export const ADDRESS_FIELDS = [
  'title',
  'first_name',
  'last_name',
  'line1',
  'line2',
  'line3',
  'line4',
  'city',
  'postcode',
  'state',
  'country',
  'notes',
  'phone_number',
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

/** An address as a form or a payload holds it (AddressInput, UserAddress and order addresses fit). */
export type AddressLike = { [K in AddressField]?: string | null | undefined };

/** Field → its first error. */
export type AddressErrors = Partial<Record<AddressField, string>>;

/** Spec §9 "address text 255"; the postcode, phone and notes have the request schema's bounds. */
export const ADDRESS_LIMITS: Record<AddressField, number> = {
  title: 255,
  first_name: 255,
  last_name: 255,
  line1: 255,
  line2: 255,
  line3: 255,
  line4: 255,
  city: 255,
  postcode: 64,
  state: 255,
  country: 255,
  notes: 10_000,
  phone_number: 32,
};

/** Spec §5: required for billing, and for shipping when shipping is required. */
export const CHECKOUT_REQUIRED_FIELDS = [
  'line1',
  'postcode',
  'country',
] as const satisfies readonly AddressField[];
/** Spec §5: required by the full address form. */
export const FULL_REQUIRED_FIELDS = [
  'title',
  'first_name',
  'last_name',
  'line1',
  'city',
  'postcode',
  'country',
] as const satisfies readonly AddressField[];

const blank = (value: string | null | undefined) => (value ?? '').trim() === '';

function limitErrors(address: AddressLike, errors: AddressErrors): AddressErrors {
  for (const field of ADDRESS_FIELDS) {
    const value = address[field];
    if (errors[field] === undefined && value != null && value.length > ADDRESS_LIMITS[field]) {
      errors[field] = textLimitMessage(ADDRESS_LIMITS[field]);
    }
  }
  return errors;
}

function titleError(address: AddressLike, errors: AddressErrors): AddressErrors {
  const title = address.title;
  if (!blank(title) && !(ADDRESS_TITLES as readonly string[]).includes(title ?? '')) {
    errors.title = `"${title}" is not a valid choice.`;
  }
  return errors;
}

export interface AddressRuleOptions {
  role: 'billing' | 'shipping';
  /** Whether the basket needs shipping; a shipping address of a basket that does not has no rule. */
  shippingRequired: boolean;
}

/**
 * The checkout's address rule (spec §5): country, postcode and line1 are required for the billing
 * address, and for the shipping address when shipping is required, each with `Please complete all
 * required address fields`; texts within their limits; a title one of Mr, Mrs, Miss, Ms, Dr or none.
 * No errors: `{}`.
 */
export function addressErrors(
  address: AddressLike | null | undefined,
  options: AddressRuleOptions,
): AddressErrors {
  const required = options.role === 'billing' || options.shippingRequired;
  const errors: AddressErrors = {};
  if (required) {
    for (const field of CHECKOUT_REQUIRED_FIELDS) {
      if (blank(address?.[field])) errors[field] = CART_MESSAGES.addressIncomplete;
    }
  }
  if (!address) return errors;
  return limitErrors(address, titleError(address, errors));
}

/**
 * The full address form (spec §5): title, first name, last name, line1, city, postcode and country
 * required (`This field is required.`), the title one of Mr, Mrs, Miss, Ms, Dr, texts within their
 * limits (`This is limited to 255 characters`).
 */
export function fullAddressErrors(address: AddressLike): AddressErrors {
  const errors: AddressErrors = {};
  for (const field of FULL_REQUIRED_FIELDS) {
    if (blank(address[field])) errors[field] = FIELD_REQUIRED;
  }
  return limitErrors(address, titleError(address, errors));
}

/** Whether field errors hold any. */
export function hasAddressErrors(errors: AddressErrors): boolean {
  return Object.keys(errors).length > 0;
}

/** A country's URL as addresses send it (spec §7): `NZ` → `/api/shop/countries/NZ/`. */
export function countryUrl(code: string): string {
  return `/api/shop/countries/${code.trim().toUpperCase()}/`;
}

const COUNTRY_URL = /(?:^|\/)api\/shop\/countries\/([a-z]{2})\/?$/i;

/**
 * The 2-letter code of a country URL (root-relative or absolute; upper case), or a bare 2-letter
 * code; null for anything else.
 */
export function countryCodeFromUrl(url: string | null | undefined): string | null {
  const text = (url ?? '').trim().replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]+/i, '');
  const code = /^[a-z]{2}$/i.test(text) ? text : COUNTRY_URL.exec(text)?.[1];
  return code ? code.toUpperCase() : null;
}

/** Countries with AU, NZ, GB and US first (in that order), then the rest by name. */
export function sortCountries<T extends { iso_3166_1_a2: string; printable_name: string }>(
  countries: readonly T[],
): T[] {
  const rank = (country: T) => {
    const index = (FIRST_COUNTRIES as readonly string[]).indexOf(country.iso_3166_1_a2.toUpperCase());
    return index === -1 ? FIRST_COUNTRIES.length : index;
  };
  return [...countries].sort(
    (a, b) =>
      rank(a) - rank(b) ||
      a.printable_name.localeCompare(b.printable_name, 'en') ||
      a.iso_3166_1_a2.localeCompare(b.iso_3166_1_a2),
  );
}

/**
 * An address on one line, its parts joined by ', ': the name (title, first and last), line1 to
 * line4, city, state, postcode and country (the name given, else the URL's code). Blank parts are
 * left out.
 */
export function addressSearchText(address: AddressLike, countryName?: string): string {
  const clean = (value: string | null | undefined) => (value ?? '').trim().replace(/\s+/g, ' ');
  const name = [address.title, address.first_name, address.last_name].map(clean).filter(Boolean).join(' ');
  const country = clean(countryName) || countryCodeFromUrl(address.country) || clean(address.country);
  return [
    name,
    address.line1,
    address.line2,
    address.line3,
    address.line4,
    address.city,
    address.state,
    address.postcode,
    country,
  ]
    .map(clean)
    .filter(Boolean)
    .join(', ');
}
