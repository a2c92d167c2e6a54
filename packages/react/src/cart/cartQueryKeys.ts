import { userQueryKey } from '../auth/authQueryKeys';

/**
 * The member's open basket, under the member's key so signing out drops it. Everything the
 * checkout reads for the member (addresses, shipping methods, payment methods, client token) is
 * under it too.
 */
export const basketQueryKey = [...userQueryKey, 'basket'] as const;

/** The member's saved addresses. */
export const userAddressesQueryKey = [...userQueryKey, 'shopAddresses'] as const;

/** The basket's shipping methods (for no address: priced domestic). */
export const shippingMethodsQueryKey = [...userQueryKey, 'shippingMethods'] as const;

/** The payment methods (source types) open to the member. */
export const sourceTypesQueryKey = [...userQueryKey, 'sourceTypes'] as const;

/** The card form's client token. */
export const clientTokenQueryKey = [...userQueryKey, 'clientToken'] as const;

/** The countries of address forms (anyone may read them). */
export const countriesQueryKey = ['trove', 'shopCountries'] as const;

/** Every cached availability lives under this key. */
export const availabilityRootQueryKey = ['trove', 'availability'] as const;

/** A product's availability, by its url. */
export function availabilityQueryKey(productUrl: string) {
  return [...availabilityRootQueryKey, productUrl] as const;
}
