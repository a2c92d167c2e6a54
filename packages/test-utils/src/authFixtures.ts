import type { Page } from '@trove/core';
import {
  type Group,
  type Invite,
  NOTIFICATIONS_PAGE_SIZE,
  type Notification,
  type SimpleGroup,
  type User,
} from '@trove/core/auth';

/** An individual member's group with the given permissions. */
export function groupFixture(overrides: Partial<Group> = {}): Group {
  return { id: 1, name: 'Members', type: 'I', permissions: [], ...overrides };
}

/** A signed-in member with a complete profile and an activated email, valid against core's `userSchema`. */
export function userFixture(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    email: 'kiri@example.test',
    display_name: 'kiri',
    title: 'Ms',
    first_name: 'Kiri',
    last_name: 'Tane',
    birth_year: 1985,
    phone: null,
    gender: null,
    photo: null,
    collects: null,
    receive_emails: false,
    postal_address_line1: '1 Queen Street',
    postal_address_line2: null,
    postal_address_city: 'Auckland',
    postal_address_country: 'NZ',
    physical_address_line1: null,
    physical_address_line2: null,
    physical_address_city: null,
    physical_address_country: null,
    dependants: [],
    categories: [],
    groups: [groupFixture()],
    organisations: [],
    transaction_summary: { max_listings_per_month: null, total_transaction_count: 0 },
    is_profile_complete: true,
    email_activated: true,
    ...overrides,
  };
}

/** Organisation types a business can register as (`GET /api/groups/?simple&type=B`). */
export function organisationTypesFixture(): SimpleGroup[] {
  return [
    { id: 11, name: 'Dealer', type: 'B' },
    { id: 12, name: 'Auction House', type: 'B' },
    { id: 13, name: 'Club', type: 'B' },
  ];
}

export function inviteFixture(overrides: Partial<Invite> = {}): Invite {
  return { email: 'invited@example.test', organisation: { id: 3, name: 'Kiwi Coins Ltd' }, ...overrides };
}

/** A notification created at a fixed time, unread unless `date_acknowledged` is given. */
export function notificationFixture(overrides: Partial<Notification> = {}): Notification {
  return {
    id: 1,
    name: 'comment_approved',
    date_created: '2025-05-30T12:00:00Z',
    date_acknowledged: null,
    data: { item: { id: 42, name: '1933 Kiwi Florin' } },
    ...overrides,
  };
}

/** `count` notifications, newest first, one hour apart; every third one read. */
export function notificationListFixture(count: number, end = '2025-06-01T11:00:00Z'): Notification[] {
  const names = ['comment_approved', 'auction_outbid', 'item_liked', 'auction_closing_soon'] as const;
  return Array.from({ length: count }, (_, index) => {
    const created = new Date(Date.parse(end) - index * 3_600_000).toISOString();
    return notificationFixture({
      id: index + 1,
      name: names[index % names.length],
      date_created: created,
      date_acknowledged: index % 3 === 2 ? created : null,
      data: { item: { id: 100 + index, name: `Lot ${index + 1}` } },
    });
  });
}

/** One DRF page (50 a page) of `all`. */
export function notificationsPageFixture(all: Notification[], page = 1): Page<Notification> {
  const start = (page - 1) * NOTIFICATIONS_PAGE_SIZE;
  const results = all.slice(start, start + NOTIFICATIONS_PAGE_SIZE);
  const url = (n: number) => `/api/auth/user/notifications/?page=${n}`;
  return {
    count: all.length,
    next: start + NOTIFICATIONS_PAGE_SIZE < all.length ? url(page + 1) : null,
    previous: page > 1 ? url(page - 1) : null,
    results,
  };
}
