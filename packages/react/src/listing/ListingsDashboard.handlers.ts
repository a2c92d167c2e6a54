import type { Item, ListingPrice, ListingRow } from '@trove/core/listing';
import { HttpResponse, http } from 'msw';

// The listings API over msw for the connected dashboard's tests and stories: the page (q filters
// names), the stats, archive, re-list (with the card's nonce when a fee is due) and promote, over
// rows that change as the server's would.

/** A listing as its form reads it (`GET /api/items/{id}/`): the place the re-list is priced for. */
export function listingItem(row: Pick<ListingRow, 'id' | 'name' | 'status'>): Item {
  return {
    id: row.id,
    item_type: 'ITEM',
    niche: 'collectables',
    section: 'coins',
    gallery: 'new-zealand',
    caption: 'pre-1900',
    item_layout: 'standard',
    price_option: 'standard',
    forsale: true,
    name: row.name,
    category: null,
    country_name: null,
    tags: [],
    manufacture_date_from: null,
    manufacture_date_to: null,
    description: '',
    external_url: null,
    price: null,
    currency: null,
    sku: null,
    num_in_stock: null,
    realisation_price: null,
    realisation_currency: null,
    realisation_date: null,
    publish_after: null,
    video_url: null,
    external_images: [],
    products: [],
    status: row.status,
    searchable: false,
    listed: false,
    organisation: null,
    boost: 0,
    user: 1,
    absolute_url: `/collectables/coins/new-zealand/pre-1900/0${row.id}`,
    created_date: '2026-03-01T00:00:00Z',
    expires: '2026-04-01T00:00:00Z',
  };
}

export interface ListingApiMockOptions {
  /** The re-list's price. Default: free. */
  price?: ListingPrice | 'error';
  /** Re-list answers: 'ok' (default), a refused payment (402 with this detail), or a server error. */
  relist?: 'ok' | { declined: string } | 'error';
  /** Promote answers this status with a field error (400) instead of saving. */
  promote?: 'ok' | 'invalid';
}

export interface ListingApiMock {
  handlers: ReturnType<typeof http.get>[];
  /** The bodies the re-list calls were sent with. */
  relists: unknown[];
  /** The bodies the promote calls were sent with. */
  promotes: unknown[];
}

/** The listings API over `rows`. */
export function listingApiMock(rows: ListingRow[], options: ListingApiMockOptions = {}): ListingApiMock {
  let current = rows;
  const relists: unknown[] = [];
  const promotes: unknown[] = [];
  const price = options.price ?? {
    amount: '0.00',
    name: 'Collectables listing',
    num_free_per_billing_cycle: 5,
    free_transaction_count: 1,
    category_name: 'Collectables',
  };
  const handlers = [
    http.get('*/api/listings/items/', ({ request }) => {
      const q = new URL(request.url).searchParams.get('q')?.toLowerCase() ?? '';
      const results = current.filter((row) => row.name.toLowerCase().includes(q));
      return HttpResponse.json({ count: results.length, next: null, previous: null, results });
    }),
    http.get('*/api/analytics/dashboard/', () =>
      HttpResponse.json({ item_count: current.length, view_count: 1759, likes_received: 17 }),
    ),
    http.get('*/api/items/:id/', ({ params }) => {
      const row = current.find((one) => one.id === Number(params.id));
      return row
        ? HttpResponse.json(listingItem(row))
        : HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
    }),
    http.get('*/api/payments/price/', () =>
      price === 'error' ? HttpResponse.json({ detail: 'Boom' }, { status: 500 }) : HttpResponse.json(price),
    ),
    http.get('*/api/shop/client-token/', () =>
      HttpResponse.json({ gateway: 'test', client_token: 'test-gateway' }),
    ),
    http.post('*/api/items/:id/archive/', async ({ params, request }) => {
      const { archive } = (await request.json()) as { archive: boolean };
      const id = Number(params.id);
      const state = { id, status: archive ? 'archived' : 'active', searchable: !archive } as const;
      current = current.map((row) => (row.id === id ? { ...row, ...state } : row));
      return HttpResponse.json(state);
    }),
    http.post('*/api/items/:id/relist/', async ({ params, request }) => {
      const body = await request.json();
      relists.push(body);
      const outcome = options.relist ?? 'ok';
      if (outcome === 'error') return HttpResponse.json({ detail: 'Boom' }, { status: 500 });
      if (typeof outcome === 'object')
        return HttpResponse.json({ detail: outcome.declined }, { status: 402 });
      const id = Number(params.id);
      const state = { id, status: 'active', searchable: true } as const;
      current = current.map((row) => (row.id === id ? { ...row, ...state } : row));
      return HttpResponse.json(state);
    }),
    http.post('*/api/items/:id/promote/', async ({ params, request }) => {
      const body = (await request.json()) as { boost: number };
      promotes.push(body);
      if (options.promote === 'invalid')
        return HttpResponse.json(
          { boost: ['Ensure this value is less than or equal to 50.'] },
          { status: 400 },
        );
      const id = Number(params.id);
      current = current.map((row) => (row.id === id ? { ...row, boost: body.boost } : row));
      return HttpResponse.json({ id, boost: body.boost });
    }),
  ];
  return { handlers, relists, promotes };
}
