import type { ListingPage, ListingRow } from '@trove/core/listing';
import type { ListingUser } from './ListingsDashboardView';

// Listings as the dashboard's stories and tests show them (one in every status).

export function listingRow(overrides: Partial<ListingRow> & Pick<ListingRow, 'id'>): ListingRow {
  return {
    item_type: 'ITEM',
    name: `Listing ${overrides.id}`,
    status: 'active',
    highlight: false,
    searchable: true,
    listed: true,
    image: null,
    boost: 0,
    likes_count: 0,
    views_count: 0,
    date_listed: '2026-03-02T01:00:00Z',
    absolute_url: `/collectables/coins/gold/sovereigns/0${overrides.id}`,
    ...overrides,
  };
}

export const listingRows: ListingRow[] = [
  listingRow({ id: 11, name: '1911 Half Sovereign', status: 'active', likes_count: 12, views_count: 1480 }),
  listingRow({ id: 12, name: 'Queen Victoria Penny Black', status: 'pending', views_count: 3 }),
  listingRow({
    id: 13,
    name: 'Gallipoli Star Medal',
    status: 'scheduled',
    date_listed: '2026-04-01T00:00:00Z',
  }),
  listingRow({ id: 14, name: 'Edwardian Pocket Watch', status: 'expired', likes_count: 4, views_count: 212 }),
  listingRow({
    id: 15,
    name: 'Maori Chief Print, 1890',
    status: 'archived',
    likes_count: 1,
    views_count: 64,
  }),
];

export function listingsPage(results: ListingRow[], count = results.length): ListingPage {
  return { count, next: null, previous: null, results };
}

/** A seller: lists, edits and boosts (the permissions core's row actions ask for). */
export const seller: ListingUser = {
  groups: [
    {
      id: 1,
      name: 'Collector',
      type: 'I',
      permissions: ['add_item', 'change_item', 'change_item_feature_boost'],
    },
  ],
  organisations: [],
  transaction_summary: { max_listings_per_month: null, total_transaction_count: 0 },
};

/** A seller without the boost permission. */
export const sellerWithoutBoost: ListingUser = {
  ...seller,
  groups: [{ id: 2, name: 'Member', type: 'I', permissions: ['add_item', 'change_item'] }],
};
