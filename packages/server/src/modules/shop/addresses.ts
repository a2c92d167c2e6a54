import type { AddressInput, UserAddress } from '@trove/core/shop';
import {
  type AddressRuleOptions,
  addressErrors,
  addressSearchText,
  countryCodeFromUrl,
} from '@trove/core/shop';
import type { Database } from '../../db/database';
import type { OrderAddressRow } from '../../db/schema';
import { HttpError } from '../../http/httpError';
import { INVALID_HYPERLINK } from './basket';
import { countryName } from './countries';
import type { NewUserAddress, ShopRepository, UserAddressRow } from './repository';
import { countryUrl, userAddressUrl } from './urls';

const clean = (value: string | null | undefined) => (value ?? '').trim();

/**
 * An address checked by core's rule (spec §5, the messages the client shows) with its country
 * one of ISO 3166's; 400 with field errors otherwise. Answers it as a row: trimmed texts and the
 * country's code. `null` for an address that may be left out (shipping when none is required).
 */
export function checkedAddress(
  address: AddressInput | null | undefined,
  rule: AddressRuleOptions,
  field?: string,
): OrderAddressRow | null {
  const errors: Record<string, string[]> = Object.fromEntries(
    Object.entries(addressErrors(address, rule)).map(([name, message]) => [name, [message]]),
  );
  const country = address?.country ? countryCodeFromUrl(address.country) : null;
  if (
    address &&
    clean(address.country) !== '' &&
    !errors.country &&
    (country === null || !countryName(country))
  ) {
    errors.country = [INVALID_HYPERLINK];
  }
  const prefix = field ? `${field}.` : '';
  if (Object.keys(errors).length > 0) {
    throw HttpError.validation(
      Object.fromEntries(Object.entries(errors).map(([name, list]) => [prefix + name, list])),
    );
  }
  if (!address || country === null) return null;
  return {
    title: clean(address.title),
    first_name: clean(address.first_name),
    last_name: clean(address.last_name),
    line1: clean(address.line1),
    line2: clean(address.line2),
    line3: clean(address.line3),
    line4: clean(address.line4),
    city: clean(address.city),
    postcode: clean(address.postcode),
    state: clean(address.state),
    country,
    notes: clean(address.notes),
    phone_number: clean(address.phone_number),
  };
}

/** An address's one line, the country by its name. */
export function searchTextOf(address: OrderAddressRow): string {
  return addressSearchText(
    { ...address, country: countryUrl(address.country) },
    countryName(address.country),
  );
}

export function toUserAddress(row: UserAddressRow): UserAddress {
  const address: OrderAddressRow = {
    title: row.title,
    first_name: row.firstName,
    last_name: row.lastName,
    line1: row.line1,
    line2: row.line2,
    line3: row.line3,
    line4: row.line4,
    city: row.city,
    postcode: row.postcode,
    state: row.state,
    country: row.countryCode,
  };
  return {
    id: row.id,
    url: userAddressUrl(row.id),
    ...address,
    country: countryUrl(row.countryCode),
    notes: row.notes,
    phone_number: row.phoneNumber,
    search_text: searchTextOf(address),
    is_default_for_billing: row.isDefaultForBilling,
    is_default_for_shipping: row.isDefaultForShipping,
  };
}

function toRow(input: AddressInput): NewUserAddress {
  // A saved address is one the member can bill to: the billing rule.
  const address = checkedAddress(input, { role: 'billing', shippingRequired: true });
  if (!address) throw HttpError.validation({ country: [INVALID_HYPERLINK] });
  return {
    title: address.title,
    firstName: address.first_name,
    lastName: address.last_name,
    line1: address.line1,
    line2: address.line2,
    line3: address.line3,
    line4: address.line4,
    city: address.city,
    postcode: address.postcode,
    state: address.state,
    countryCode: address.country,
    notes: address.notes ?? '',
    phoneNumber: address.phone_number ?? '',
    isDefaultForBilling: input.is_default_for_billing ?? false,
    isDefaultForShipping: input.is_default_for_shipping ?? false,
  };
}

export type AddressesService = ReturnType<typeof createAddressesService>;

export function createAddressesService({ db, repository }: { db: Database; repository: ShopRepository }) {
  /** A default for billing or shipping is the member's only one. */
  async function save(userId: number, input: AddressInput, id?: number): Promise<UserAddress> {
    const values = toRow(input);
    const row = await db.transaction(async (tx) => {
      const saved =
        id === undefined
          ? await repository.insertAddress(userId, values, tx)
          : await repository.updateAddress(userId, id, values, tx);
      if (!saved) throw HttpError.notFound();
      if (saved.isDefaultForBilling) {
        await repository.clearDefaultExcept(userId, saved.id, 'isDefaultForBilling', tx);
      }
      if (saved.isDefaultForShipping) {
        await repository.clearDefaultExcept(userId, saved.id, 'isDefaultForShipping', tx);
      }
      return saved;
    });
    return toUserAddress(row);
  }

  return {
    async list(userId: number): Promise<UserAddress[]> {
      return (await repository.addresses(userId)).map(toUserAddress);
    },
    async get(userId: number, id: number): Promise<UserAddress> {
      const row = await repository.address(userId, id);
      if (!row) throw HttpError.notFound();
      return toUserAddress(row);
    },
    create: (userId: number, input: AddressInput) => save(userId, input),
    update: (userId: number, id: number, input: AddressInput) => save(userId, input, id),
    async remove(userId: number, id: number): Promise<void> {
      if (!(await repository.removeAddress(userId, id))) throw HttpError.notFound();
    },
  };
}
