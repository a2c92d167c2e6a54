import type { Page } from '@trove/core';
import { ORDERS_PAGE_SIZE, type Order, type OrderLine } from '@trove/core/shop';
import type { OrderAddressRow } from '../../db/schema';
import { HttpError } from '../../http/httpError';
import { drfPage, type PageUrl, pageWindow } from '../../http/pagination';
import { listingUrl } from '../gallery/listingUrl';
import { searchTextOf } from './addresses';
import type { OrderRow, ShopRepository } from './repository';
import { sourceTypeName } from './sourceTypes';
import { countryUrl, orderLineUrl, orderUrl, productUrl } from './urls';

type OrderLineRecord = Awaited<ReturnType<ShopRepository['orderLines']>>[number];

function toOrderAddress(address: OrderAddressRow | null) {
  if (address === null) return null;
  return {
    title: address.title,
    first_name: address.first_name,
    last_name: address.last_name,
    line1: address.line1,
    line2: address.line2,
    line3: address.line3,
    line4: address.line4,
    city: address.city,
    postcode: address.postcode,
    state: address.state,
    country: countryUrl(address.country),
    search_text: searchTextOf(address),
  };
}

function toOrderLine(number: string, record: OrderLineRecord): OrderLine {
  const { line, listing } = record;
  const itemUrl = listing ? listingUrl(listing) : null;
  return {
    url: orderLineUrl(number, line.id),
    title: line.title,
    quantity: line.quantity,
    price_currency: line.priceCurrency,
    price_excl_tax: line.linePriceExclTax,
    price_incl_tax: line.linePriceInclTax,
    product: {
      url: line.productId === null ? null : productUrl(line.productId),
      title: line.title,
      description: line.description,
      image: line.image,
    },
    item_url: itemUrl,
  };
}

/** An order as the shop answers it (list, detail and the checkout's answer). */
export function toOrder(row: OrderRow, lines: readonly OrderLineRecord[]): Order {
  return {
    url: orderUrl(row.number),
    number: row.number,
    date_placed: row.datePlaced.toISOString(),
    status: row.status,
    currency: row.currency,
    total_incl_tax: row.totalInclTax,
    total_excl_tax: row.totalExclTax,
    shipping_method: row.shippingMethod,
    shipping_code: row.shippingCode,
    shipping_incl_tax: row.shippingInclTax,
    shipping_excl_tax: row.shippingExclTax,
    shipping_address: toOrderAddress(row.shippingAddress),
    billing_address: toOrderAddress(row.billingAddress),
    payment_method: sourceTypeName(row.sourceCode),
    lines: lines
      .filter((record) => record.line.orderId === row.id)
      .map((record) => toOrderLine(row.number, record)),
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;

export function createOrdersService({ repository }: { repository: ShopRepository }) {
  return {
    /** One page of the member's orders, newest first (50 a page), as a DRF page. */
    async page(userId: number, page: number, pageUrl: PageUrl): Promise<Page<Order>> {
      const total = await repository.orderCount(userId);
      const { offset, limit } = pageWindow(total, page, ORDERS_PAGE_SIZE);
      const rows = await repository.orderPage(userId, offset, limit);
      const lines = await repository.orderLines(rows.map((row) => row.id));
      return drfPage(
        { total, page, pageSize: ORDERS_PAGE_SIZE, pageUrl },
        rows.map((row) => toOrder(row, lines)),
      );
    },

    /** One of the member's orders by number; another member's is a 404. */
    async get(userId: number, number: string): Promise<Order> {
      const row = await repository.order(userId, number);
      if (!row) throw HttpError.notFound();
      return toOrder(row, await repository.orderLines([row.id]));
    },

    /** An order by its id, for the member who placed it (the checkout's answer). */
    async byRow(row: OrderRow): Promise<Order> {
      return toOrder(row, await repository.orderLines([row.id]));
    },
  };
}
