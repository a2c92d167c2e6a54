import { describe, expect, it } from 'vitest';
import { DEFAULT_INCREMENTS } from './engine';
import {
  INCREMENT_MESSAGES,
  incrementTableError,
  MAX_INCREMENT_BANDS,
  mayEditAnyIncrements,
  mayEditIncrements,
} from './increments';

describe('mayEditIncrements', () => {
  const membership = (id: number, role: { is_admin?: boolean; is_owner?: boolean } = {}) => ({
    id,
    name: `Organisation ${id}`,
    is_admin: role.is_admin ?? false,
    is_owner: role.is_owner ?? false,
  });
  const member = (organisations: ReturnType<typeof membership>[], groups: string[] = ['Members']) => ({
    groups: groups.map((name, index) => ({ id: index + 1, name, type: 'I' as const, permissions: [] })),
    organisations,
    transaction_summary: { max_listings_per_month: null, total_transaction_count: 0 },
  });

  it('lets an organisation’s owners and admins set its table, not its plain users or others', () => {
    const owner = member([membership(5, { is_owner: true })]);
    const admin = member([membership(5, { is_admin: true })]);
    const user = member([membership(5)]);
    expect(mayEditIncrements(owner, 5)).toBe(true);
    expect(mayEditIncrements(admin, 5)).toBe(true);
    expect(mayEditIncrements(owner, 6)).toBe(false);
    expect(mayEditIncrements(user, 5)).toBe(false);
    expect(mayEditIncrements(null, 5)).toBe(false);
    expect([owner, admin, user, null].map((who) => mayEditAnyIncrements(who))).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it('lets the site’s admins set any organisation’s table, so the site shows them the page', () => {
    const siteAdmin = member([], ['Admin']);
    expect(mayEditIncrements(siteAdmin, 5)).toBe(true);
    expect(mayEditAnyIncrements(siteAdmin)).toBe(true);
  });
});

describe('incrementTableError', () => {
  it('takes the default table and any table from 0 with rising bands', () => {
    expect(incrementTableError(DEFAULT_INCREMENTS)).toBeNull();
    expect(incrementTableError([{ from: 0, increment: 1 }])).toBeNull();
    expect(
      incrementTableError([
        { from: 0, increment: 50 },
        { from: 5_000, increment: 250 },
      ]),
    ).toBeNull();
  });

  it('names what is wrong', () => {
    expect(incrementTableError([])).toBe(INCREMENT_MESSAGES.empty);
    expect(
      incrementTableError(
        Array.from({ length: MAX_INCREMENT_BANDS + 1 }, (_, index) => ({ from: index * 100, increment: 1 })),
      ),
    ).toBe(INCREMENT_MESSAGES.tooMany);
    expect(incrementTableError([{ from: 100, increment: 100 }])).toBe(INCREMENT_MESSAGES.firstFrom);
    expect(
      incrementTableError([
        { from: 0, increment: 100 },
        { from: 0, increment: 200 },
      ]),
    ).toBe(INCREMENT_MESSAGES.ascending);
    expect(
      incrementTableError([
        { from: 0, increment: 100 },
        { from: 2_000, increment: 0 },
      ]),
    ).toBe(INCREMENT_MESSAGES.increment);
    expect(incrementTableError([{ from: 0, increment: 0.5 }])).toBe(INCREMENT_MESSAGES.increment);
  });
});
