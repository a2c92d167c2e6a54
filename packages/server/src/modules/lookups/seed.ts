import type { Executor } from '../../db/database';
import { linkTypes, sites } from '../../db/schema';

/** Share targets of the admin's share widget. */
export const SEED_SITES = [
  { name: 'Facebook', domain: 'facebook.com' },
  { name: 'Twitter', domain: 'twitter.com' },
] as const;

export const SEED_LINK_TYPES = ['Website', 'Facebook', 'Instagram', 'Twitter', 'YouTube'] as const;

/** Adds the sites and link types missing by name; existing rows keep their edits. */
export async function seedLookups(tx: Executor): Promise<void> {
  await tx
    .insert(sites)
    .values([...SEED_SITES])
    .onConflictDoNothing({ target: sites.name });
  await tx
    .insert(linkTypes)
    .values(SEED_LINK_TYPES.map((name) => ({ name })))
    .onConflictDoNothing({ target: linkTypes.name });
}
