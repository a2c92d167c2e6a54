import type { NotificationName } from '@trove/core/auth';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../../auth/passwords';
import type { Executor } from '../../db/database';
import { groups, notifications, organisations, organisationUsers, userGroups, users } from '../../db/schema';
import { ADMIN_GROUP, INDIVIDUAL_MEMBER_GROUP, MODERATED_MEMBER_GROUP } from './permissionGroups';

/** The password of every demo account: published in DEMO_ACCOUNTS.md, so never seeded in production. */
export const DEMO_PASSWORD = 'Trove-demo-2026';

interface DemoAccount {
  email: string;
  group: string;
  title: 'Mr' | 'Mrs' | 'Miss' | 'Ms' | 'Dr';
  firstName: string;
  lastName: string;
  /** The organisation this account owns. */
  owns?: string;
  /** A plain user (neither admin nor owner) of the organisation owned by this account. */
  staffOf?: string;
}

/** One account per role, listed in DEMO_ACCOUNTS.md; owners come before their staff. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'member@demo.trove.test',
    group: INDIVIDUAL_MEMBER_GROUP,
    title: 'Ms',
    firstName: 'Mia',
    lastName: 'Member',
  },
  {
    email: 'collector@demo.trove.test',
    group: 'Collector',
    title: 'Mr',
    firstName: 'Colin',
    lastName: 'Collector',
  },
  {
    email: 'dealer@demo.trove.test',
    group: 'Dealer',
    title: 'Mrs',
    firstName: 'Dana',
    lastName: 'Dealer',
    owns: 'Demo Antiques & Collectables',
  },
  {
    email: 'auctionhouse@demo.trove.test',
    group: 'Auction House',
    title: 'Mr',
    firstName: 'Arthur',
    lastName: 'Auctioneer',
    owns: 'Demo Auction House',
  },
  {
    email: 'club@demo.trove.test',
    group: 'Club or Association',
    title: 'Dr',
    firstName: 'Clara',
    lastName: 'Club',
    owns: 'Demo Coin Collectors Club',
  },
  { email: 'admin@demo.trove.test', group: ADMIN_GROUP, title: 'Ms', firstName: 'Ada', lastName: 'Admin' },
  {
    email: 'staff@demo.trove.test',
    group: 'Dealer',
    title: 'Mr',
    firstName: 'Sam',
    lastName: 'Staff',
    staffOf: 'dealer@demo.trove.test',
  },
  {
    email: 'newmember@demo.trove.test',
    group: MODERATED_MEMBER_GROUP,
    title: 'Mr',
    firstName: 'Ned',
    lastName: 'Newmember',
  },
];

const HOUR = 60 * 60 * 1000;

function memberNotifications(
  now: Date,
): { name: NotificationName; data: Record<string, unknown>; ageMs: number; read?: true }[] {
  return [
    {
      name: 'comment_approved',
      data: { item: { id: 1, name: 'Victorian silver pocket watch' } },
      ageMs: HOUR,
    },
    { name: 'item_liked', data: { item: { id: 2, name: '1966 World Cup programme' } }, ageMs: 5 * HOUR },
    { name: 'auction_outbid', data: { item: { id: 3, name: 'Edwardian tea set' } }, ageMs: 26 * HOUR },
    {
      name: 'auction_closing_soon',
      data: {
        item: { id: 4, name: 'Carved kauri box' },
        closes: new Date(now.getTime() + 2 * HOUR).toISOString(),
      },
      ageMs: 50 * HOUR,
      read: true,
    },
  ];
}

/**
 * Creates the demo accounts that do not exist yet: activated, with complete profiles, in their
 * role's group; owners get their organisation, the staff account joins the dealer's. An account
 * that exists is left alone, so a second start changes nothing.
 */
export async function seedDemoAccounts(tx: Executor, now: Date): Promise<void> {
  const groupIds = new Map(
    (await tx.select({ id: groups.id, name: groups.name }).from(groups)).map((g) => [g.name, g.id]),
  );
  const existing = new Set(
    (await tx.select({ email: users.email }).from(users)).map((u) => u.email.toLowerCase()),
  );
  // One hash for all: the password is published anyway, and each hash costs argon2's time and memory.
  const passwordHash = DEMO_ACCOUNTS.some((account) => !existing.has(account.email))
    ? await hashPassword(DEMO_PASSWORD)
    : '';

  for (const account of DEMO_ACCOUNTS) {
    if (existing.has(account.email)) continue;
    const groupId = groupIds.get(account.group);
    if (groupId === undefined)
      throw new Error(`Seed the permission groups before the demo accounts (no "${account.group}")`);
    const [user] = await tx
      .insert(users)
      .values({
        email: account.email,
        password: passwordHash,
        displayName: `${account.firstName} ${account.lastName[0]}.`,
        title: account.title,
        firstName: account.firstName,
        lastName: account.lastName,
        postalAddressLine1: '1 Demo Street',
        postalAddressCity: 'Wellington',
        postalAddressCountry: 'NZ',
        receiveEmails: false,
        emailActivated: true,
        dateJoined: now,
      })
      .returning({ id: users.id });
    if (!user) throw new Error(`Could not create ${account.email}`);
    await tx.insert(userGroups).values({ userId: user.id, groupId });

    if (account.owns !== undefined) {
      const [organisation] = await tx
        .insert(organisations)
        .values({ name: account.owns, groupId })
        .returning({ id: organisations.id });
      if (!organisation) throw new Error(`Could not create ${account.owns}`);
      await tx
        .insert(organisationUsers)
        .values({ organisationId: organisation.id, userId: user.id, isOwner: true });
    }
    if (account.staffOf !== undefined) {
      const [owned] = await tx
        .select({ organisationId: organisationUsers.organisationId })
        .from(organisationUsers)
        .innerJoin(users, eq(users.id, organisationUsers.userId))
        .where(eq(users.email, account.staffOf));
      if (owned)
        await tx.insert(organisationUsers).values({ organisationId: owned.organisationId, userId: user.id });
    }
    if (account.email === 'member@demo.trove.test') {
      await tx.insert(notifications).values(
        memberNotifications(now).map(({ name, data, ageMs, read }) => {
          const dateCreated = new Date(now.getTime() - ageMs);
          return { userId: user.id, name, data, dateCreated, dateAcknowledged: read ? dateCreated : null };
        }),
      );
    }
  }
}
