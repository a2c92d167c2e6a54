import type { ItemType } from '@trove/core/gallery';
import { and, asc, eq, sql } from 'drizzle-orm';
import { generateSecretToken, hashSecretToken } from '../auth/apiTokens';
import type { Database } from '../db/database';
import { authTokens, groups, items, userGroups, users } from '../db/schema';
import { INDIVIDUAL_MEMBER_GROUP } from '../modules/accounts/permissionGroups';

let made = 0;

/**
 * `count` new members with complete profiles, signed in: their ids and API tokens. Made in the
 * database (a sign-up each through the API would hash a password each).
 */
export async function createMembers(
  db: Database,
  count: number,
  { group = INDIVIDUAL_MEMBER_GROUP, receiveEmails = false } = {},
): Promise<{ id: number; token: string; email: string }[]> {
  const [memberGroup] = await db.select({ id: groups.id }).from(groups).where(eq(groups.name, group));
  if (!memberGroup) throw new Error(`No group ${group}`);
  const members: { id: number; token: string; email: string }[] = [];
  for (let index = 0; index < count; index += 1) {
    made += 1;
    const email = `community-${made}-${Date.now()}@test.trove.test`;
    const [user] = await db
      .insert(users)
      .values({
        email,
        displayName: `member${made}`,
        title: 'Ms',
        firstName: 'Test',
        lastName: `Member ${made}`,
        postalAddressCity: 'Auckland',
        postalAddressCountry: 'New Zealand',
        emailActivated: true,
        receiveEmails,
      })
      .returning({ id: users.id });
    if (!user) throw new Error('No user');
    await db.insert(userGroups).values({ userId: user.id, groupId: memberGroup.id });
    const token = generateSecretToken();
    const when = new Date();
    await db
      .insert(authTokens)
      .values({ tokenHash: hashSecretToken(token), userId: user.id, created: when, lastUsed: when });
    members.push({ id: user.id, token, email });
  }
  return members;
}

/** A published listing of the type, the `skip`-th, with its like count reset to 0 (the demo's are made up). */
export async function aListing(db: Database, itemType: ItemType = 'ITEM', skip = 0) {
  const rows = await db
    .select({ id: items.id, name: items.name, userId: items.userId, organisationId: items.organisationId })
    .from(items)
    .where(
      and(
        eq(items.itemType, itemType),
        sql`${items.published}`,
        sql`${items.canOpen}`,
        sql`NOT ${items.restricted}`,
      ),
    )
    .orderBy(asc(items.id))
    .limit(skip + 1);
  const row = rows[skip];
  if (!row) throw new Error(`No ${itemType} listing`);
  await db.update(items).set({ likeCount: 0 }).where(eq(items.id, row.id));
  return row;
}
