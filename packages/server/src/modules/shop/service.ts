import type { AddressInput, Availability, Product, ShippingMethod, SourceType } from '@trove/core/shop';
import type { Database } from '../../db/database';
import { HttpError } from '../../http/httpError';
import type { SettingsService } from '../settings/service';
import { checkedAddress, createAddressesService } from './addresses';
import { basketCurrency, createBasketService } from './basket';
import { createOrdersService } from './orders';
import { productVisible, toAvailability, toProduct } from './products';
import { createShopRepository } from './repository';
import { isShippingRequired, shippingMethodsFor } from './shipping';
import { sourceTypes } from './sourceTypes';
import { productUrl } from './urls';

export interface ShopServiceDeps {
  db: Database;
  settings: Pick<SettingsService, 'getSiteSettings'>;
  /** Set: bank transfer is offered besides the card. */
  bankTransferDetails?: string | undefined;
}

export type ShopService = ReturnType<typeof createShopService>;

/** The shop's use cases but the checkout: products, basket, addresses, shipping, payment methods, orders. */
export function createShopService({ db, settings, bankTransferDetails }: ShopServiceDeps) {
  const repository = createShopRepository(db);
  const defaultCurrency = async () => (await settings.getSiteSettings()).default_currency;
  const basket = createBasketService({ db, repository, defaultCurrency });

  async function visibleProduct(id: number) {
    const row = await repository.product(id);
    if (!row || !productVisible(row)) throw HttpError.notFound();
    return row;
  }

  return {
    repository,
    basket,
    addresses: createAddressesService({ db, repository }),
    orders: createOrdersService({ repository }),
    defaultCurrency,

    /** Whether the `cart` flag is on. */
    async cartEnabled(): Promise<boolean> {
      return (await settings.getSiteSettings()).features.cart;
    },

    /** A listing's products as its detail lists them. */
    async productLinks(itemId: number): Promise<{ url: string }[]> {
      return (await repository.productIdsOfItem(itemId)).map((id) => ({ url: productUrl(id) }));
    },

    async product(id: number): Promise<Product> {
      return toProduct(await visibleProduct(id), await defaultCurrency());
    },

    async availability(id: number): Promise<Availability> {
      return toAvailability(await visibleProduct(id));
    },

    /**
     * The shipping methods of the member's basket: priced domestic without an address; with one,
     * for its country (400 with the address rule's field errors when it fails them).
     */
    async shippingMethods(userId: number, address?: AddressInput): Promise<ShippingMethod[]> {
      const state = await db.transaction((tx) => basket.openState(userId, tx));
      const lines = state.lines.map(({ product }) => product);
      const fallback = await defaultCurrency();
      const shippingRequired = isShippingRequired(lines);
      const checked =
        address === undefined
          ? null
          : checkedAddress(address, { role: 'shipping', shippingRequired }, 'shipping_address');
      return shippingMethodsFor({
        lines,
        currency: basketCurrency(state, fallback),
        countryCode: shippingRequired ? (checked?.country ?? null) : null,
        defaultCurrency: fallback,
      });
    },

    sourceTypes(): SourceType[] {
      return sourceTypes(bankTransferDetails);
    },
  };
}
