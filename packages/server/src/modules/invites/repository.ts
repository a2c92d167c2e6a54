import { and, eq, isNull } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database';
import { invites, organisations } from '../../db/schema';

export type NewInvite = Omit<typeof invites.$inferInsert, 'id' | 'acceptedAt'>;

export type InvitesRepository = ReturnType<typeof createInvitesRepository>;

export function createInvitesRepository(db: Database) {
  return {
    async insert(invite: NewInvite, tx: Executor = db): Promise<number> {
      const [row] = await tx.insert(invites).values(invite).returning({ id: invites.id });
      if (!row) throw new Error('INSERT INTO invites returned no row');
      return row.id;
    },

    /** The invite with the name of its organisation, if it has one. */
    async findById(inviteId: number, tx: Executor = db) {
      const [row] = await tx
        .select({
          id: invites.id,
          email: invites.email,
          isAdmin: invites.isAdmin,
          tokenHash: invites.tokenHash,
          acceptedAt: invites.acceptedAt,
          created: invites.created,
          organisationId: invites.organisationId,
          organisationName: organisations.name,
        })
        .from(invites)
        .leftJoin(organisations, eq(organisations.id, invites.organisationId))
        .where(eq(invites.id, inviteId));
      return row;
    },

    /** Marks the invite used; false when it already was (two registrations racing for one invite). */
    async markAccepted(inviteId: number, now: Date, tx: Executor = db): Promise<boolean> {
      const rows = await tx
        .update(invites)
        .set({ acceptedAt: now })
        .where(and(eq(invites.id, inviteId), isNull(invites.acceptedAt)))
        .returning({ id: invites.id });
      return rows.length === 1;
    },
  };
}
