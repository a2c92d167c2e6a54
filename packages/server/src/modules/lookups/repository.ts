import { asc, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database';
import { groups, linkTypes, sites } from '../../db/schema';

export type LookupsRepository = ReturnType<typeof createLookupsRepository>;

/** The short lists that forms choose from: groups, share sites, link types. */
export function createLookupsRepository(db: Database) {
  return {
    async groups(type: 'I' | 'B' | undefined, tx: Executor = db) {
      return tx
        .select({ id: groups.id, name: groups.name, type: groups.type })
        .from(groups)
        .where(type === undefined ? undefined : eq(groups.type, type))
        .orderBy(asc(groups.id));
    },

    async sites(tx: Executor = db) {
      return tx
        .select({ id: sites.id, name: sites.name, domain: sites.domain })
        .from(sites)
        .orderBy(asc(sites.id));
    },

    async linkTypes(tx: Executor = db) {
      return tx.select({ id: linkTypes.id, name: linkTypes.name }).from(linkTypes).orderBy(asc(linkTypes.id));
    },
  };
}
