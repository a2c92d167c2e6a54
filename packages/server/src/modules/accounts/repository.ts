import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database';
import {
  authTokens,
  dependants,
  groups,
  organisations,
  organisationUsers,
  userGroups,
  users,
} from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type UserChanges = Partial<Omit<NewUser, 'id' | 'email' | 'dateJoined'>>;
export type GroupRow = typeof groups.$inferSelect;

/** A member with what the API shows of them: dependants, groups with permissions, organisations. */
export type UserDetails = NonNullable<
  Awaited<ReturnType<ReturnType<typeof createAccountsRepository>['findDetails']>>
>;

const details = {
  dependants: {
    columns: { birthday: true as const },
    orderBy: [asc(dependants.birthday), asc(dependants.id)],
  },
  groups: {
    columns: {},
    with: { group: true as const },
    orderBy: [asc(userGroups.groupId)],
  },
  organisations: {
    columns: { isAdmin: true as const, isOwner: true as const },
    with: { organisation: { columns: { id: true as const, name: true as const } } },
    orderBy: [asc(organisationUsers.id)],
  },
};

const sameEmail = (email: string) => eq(sql`lower(${users.email})`, email.trim().toLowerCase());

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;

export function createAccountsRepository(db: Database) {
  // Prepared once: building this relational query costs more CPU than running it, and it runs on
  // every authenticated request.
  const findTokenPrepared = db.query.authTokens
    .findFirst({
      columns: { id: true, created: true, lastUsed: true },
      where: eq(authTokens.tokenHash, sql.placeholder('tokenHash')),
      with: { user: { with: details } },
    })
    .prepare('accounts_find_token');

  return {
    findDetails(userId: number, tx: Executor = db) {
      return tx.query.users.findFirst({ where: eq(users.id, userId), with: details });
    },

    /** The token with its member, in one query: this runs on every authenticated request. */
    findToken(tokenHash: string, tx: Executor = db) {
      if (tx === db) return findTokenPrepared.execute({ tokenHash });
      return tx.query.authTokens.findFirst({
        columns: { id: true, created: true, lastUsed: true },
        where: eq(authTokens.tokenHash, tokenHash),
        with: { user: { with: details } },
      });
    },

    async findById(userId: number, tx: Executor = db): Promise<UserRow | undefined> {
      const [row] = await tx.select().from(users).where(eq(users.id, userId));
      return row;
    },

    /** The member with this email in any case. */
    async findByEmail(email: string, tx: Executor = db): Promise<UserRow | undefined> {
      const [row] = await tx.select().from(users).where(sameEmail(email));
      return row;
    },

    /** Inserts the member; a taken email (any case) makes it throw a unique violation. */
    async insert(values: NewUser, tx: Executor = db): Promise<UserRow> {
      const [row] = await tx.insert(users).values(values).returning();
      if (!row) throw new Error('INSERT INTO users returned no row');
      return row;
    },

    async update(userId: number, changes: UserChanges, tx: Executor = db): Promise<void> {
      if (Object.keys(changes).length === 0) return;
      await tx.update(users).set(changes).where(eq(users.id, userId));
    },

    async replaceDependants(userId: number, birthdays: readonly string[], tx: Executor = db): Promise<void> {
      await tx.delete(dependants).where(eq(dependants.userId, userId));
      if (birthdays.length === 0) return;
      await tx.insert(dependants).values(birthdays.map((birthday) => ({ userId, birthday })));
    },

    async findGroupById(groupId: number, tx: Executor = db): Promise<GroupRow | undefined> {
      const [row] = await tx.select().from(groups).where(eq(groups.id, groupId));
      return row;
    },

    async findGroupByName(name: string, tx: Executor = db): Promise<GroupRow | undefined> {
      const [row] = await tx.select().from(groups).where(eq(groups.name, name));
      return row;
    },

    async addToGroup(userId: number, groupId: number, tx: Executor = db): Promise<void> {
      await tx.insert(userGroups).values({ userId, groupId }).onConflictDoNothing();
    },

    async findOrganisation(organisationId: number, tx: Executor = db) {
      const [row] = await tx
        .select({ id: organisations.id, name: organisations.name, groupId: organisations.groupId })
        .from(organisations)
        .where(eq(organisations.id, organisationId));
      return row;
    },

    async findMembership(userId: number, organisationId: number, tx: Executor = db) {
      const [row] = await tx
        .select({ isAdmin: organisationUsers.isAdmin, isOwner: organisationUsers.isOwner })
        .from(organisationUsers)
        .where(
          and(eq(organisationUsers.userId, userId), eq(organisationUsers.organisationId, organisationId)),
        );
      return row;
    },

    /** Adds the member to the organisation; an existing membership keeps its roles. */
    async addMembership(
      membership: { organisationId: number; userId: number; isAdmin?: boolean; isOwner?: boolean },
      tx: Executor = db,
    ): Promise<void> {
      await tx.insert(organisationUsers).values(membership).onConflictDoNothing();
    },

    async insertToken(tokenHash: string, userId: number, now: Date, tx: Executor = db): Promise<void> {
      await tx.insert(authTokens).values({ tokenHash, userId, created: now, lastUsed: now });
    },

    async touchToken(tokenId: number, now: Date, tx: Executor = db): Promise<void> {
      await tx.update(authTokens).set({ lastUsed: now }).where(eq(authTokens.id, tokenId));
    },

    async deleteToken(tokenHash: string, tx: Executor = db): Promise<void> {
      await tx.delete(authTokens).where(eq(authTokens.tokenHash, tokenHash));
    },

    async deleteTokensOf(userId: number, tx: Executor = db): Promise<void> {
      await tx.delete(authTokens).where(eq(authTokens.userId, userId));
    },
  };
}
