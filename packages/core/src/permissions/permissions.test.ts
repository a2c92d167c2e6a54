import { describe, expect, it } from 'vitest';
import type { Group, User } from '../schemas/user';
import {
  canInviteOrganisationUsers,
  canList,
  hasPermission,
  hasRole,
  isAdmin,
  organisationUserOf,
} from './permissions';

type Member = Pick<User, 'groups' | 'organisations' | 'transaction_summary'>;

const group = (name: string, permissions: string[]): Group => ({ id: 1, name, type: 'I', permissions });
const member = (overrides: Partial<Member> = {}): Member => ({
  groups: [group('Individual Member', ['add_referral'])],
  organisations: [],
  transaction_summary: { max_listings_per_month: null, total_transaction_count: 0 },
  ...overrides,
});

describe('permissions', () => {
  it('come from any group, and nobody signed out has one', () => {
    const user = member({ groups: [group('A', ['add_club']), group('B', ['add_item'])] });
    expect(hasPermission(user, 'add_item')).toBe(true);
    expect(hasPermission(user, 'add_event')).toBe(false);
    expect(hasPermission(null, 'add_item')).toBe(false);
  });

  it('canList: unlimited plans, or fewer transactions than the monthly maximum', () => {
    expect(canList({ max_listings_per_month: null, total_transaction_count: 999 })).toBe(true);
    expect(canList({ max_listings_per_month: 5, total_transaction_count: 4 })).toBe(true);
    expect(canList({ max_listings_per_month: 5, total_transaction_count: 5 })).toBe(false);
    expect(canList(undefined)).toBe(false);
  });

  it('roles: item and event creators need the permission and canList', () => {
    const dealer = member({ groups: [group('Dealer', ['add_item'])] });
    expect(hasRole(dealer, 'ITEM_CREATOR')).toBe(true);
    expect(hasRole(dealer, 'EVENT_CREATOR')).toBe(false);
    const capped = {
      ...dealer,
      transaction_summary: { max_listings_per_month: 1, total_transaction_count: 1 },
    };
    expect(hasRole(capped, 'ITEM_CREATOR')).toBe(false);
    expect(hasRole(dealer, 'LOGGED_IN')).toBe(true);
    expect(hasRole(null, 'LOGGED_IN')).toBe(false);
  });

  it('admins are members of a group whose name contains admin, any case', () => {
    expect(isAdmin(member({ groups: [group('Site ADMINistrators', [])] }))).toBe(true);
    expect(hasRole(member({ groups: [group('admin', [])] }), 'ADMIN')).toBe(true);
    expect(isAdmin(member())).toBe(false);
  });

  it('an organisation user acts for the first organisation where they are neither admin nor owner', () => {
    const staff = member({
      groups: [group('Dealer', ['add_organisationuser'])],
      organisations: [
        { id: 1, name: 'Own Shop', is_admin: false, is_owner: true },
        { id: 2, name: 'Big Auctions', is_admin: false, is_owner: false },
      ],
    });
    expect(organisationUserOf(staff)?.name).toBe('Big Auctions');
    expect(hasRole(staff, 'ORG_USER')).toBe(true);
    expect(canInviteOrganisationUsers(staff)).toBe(false);
    const owner = { ...staff, organisations: staff.organisations.slice(0, 1) };
    expect(canInviteOrganisationUsers(owner)).toBe(true);
  });
});
