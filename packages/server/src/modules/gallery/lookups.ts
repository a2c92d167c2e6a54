import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { assertPlaceSlugs } from '../../catalogue/insertCatalogue';
import type { Database, Executor } from '../../db/database';
import {
  captions,
  categories,
  countries,
  galleries,
  galleryFeatures,
  items,
  itemTags,
  niches,
  sections,
  tags,
} from '../../db/schema';
import type { CatalogueTree, CatalogueTreeCache, GalleryPlace } from './catalogueTree';

/** A category of a gallery's panel. */
export interface PanelCategory {
  id: number;
  slug: string;
  name: string;
  parentId: number | null;
}

export type GalleryLookups = ReturnType<typeof createGalleryLookups>;

/** What the gallery's panels and lookups read: categories, countries, tags, headers, the niche tree. */
export function createGalleryLookups(db: Database, { treeOf }: Pick<CatalogueTreeCache, 'treeOf'>) {
  /** The categories of each place by loaded tree: a tree loaded again starts afresh. */
  const panels = new WeakMap<CatalogueTree, Map<string, readonly PanelCategory[]>>();
  return {
    /**
     * Main categories of a section (or of all sections of the niche), each with its subcategories.
     * Worked out once per place and loaded tree (every gallery page asks): the same array for both.
     */
    async categoriesOf(place: GalleryPlace, tx: Executor = db): Promise<readonly PanelCategory[]> {
      const current = await treeOf(tx);
      let byPlace = panels.get(current);
      if (!byPlace) {
        byPlace = new Map();
        panels.set(current, byPlace);
      }
      const key = place.section ? `section ${place.section.id}` : `niche ${place.niche.id}`;
      const known = byPlace.get(key);
      if (known) return known;
      const sectionIds = new Set(
        place.section
          ? [place.section.id]
          : [...current.sections.values()]
              .filter((section) => section.nicheId === place.niche.id)
              .map((section) => section.id),
      );
      const categories = current.categories
        .filter((category) => category.sectionId !== null && sectionIds.has(category.sectionId))
        .map(({ id, slug, name, parentId }) => ({ id, slug, name, parentId }));
      byPlace.set(key, categories);
      return categories;
    },

    /** The gallery header stored for a scope (`niche`, `niche/section`, ...), if any. */
    async features(scope: string, tx: Executor = db) {
      const [row] = await tx.select().from(galleryFeatures).where(eq(galleryFeatures.scope, scope));
      return row?.data;
    },

    /**
     * The label a section gives its tags field, if any. Read afresh rather than from the cached
     * tree, so a changed label shows at once, as the header it used to live in did.
     */
    async tagLabel(sectionId: number, tx: Executor = db): Promise<string | null> {
      const [row] = await tx
        .select({ tagLabel: sections.tagLabel })
        .from(sections)
        .where(eq(sections.id, sectionId));
      return row?.tagLabel ?? null;
    },

    async niches(tx: Executor = db) {
      const [nicheRows, sectionRows, galleryRows, captionRows] = await Promise.all([
        tx.select().from(niches).orderBy(asc(niches.ordering), asc(niches.id)),
        tx.select().from(sections).orderBy(asc(sections.ordering), asc(sections.id)),
        tx.select().from(galleries).orderBy(asc(galleries.ordering), asc(galleries.id)),
        tx.select().from(captions).orderBy(asc(captions.ordering), asc(captions.id)),
      ]);
      return { nicheRows, sectionRows, galleryRows, captionRows };
    },

    async createNiche(values: typeof niches.$inferInsert, tx: Executor = db) {
      assertPlaceSlugs([values.slug]);
      const [row] = await tx.insert(niches).values(values).onConflictDoNothing().returning();
      return row;
    },

    /** Categories whose name contains `q` (all of them when `q` is empty), main categories first. */
    async searchCategories(q: string, limit: number | undefined, tx: Executor = db) {
      const query = tx
        .select({
          id: categories.id,
          name: categories.name,
          slug: categories.slug,
          parentId: categories.parentId,
        })
        .from(categories)
        .where(
          q === ''
            ? undefined
            : sql`lower(${categories.name}) LIKE ${`%${q.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`}`,
        )
        .orderBy(sql`${categories.parentId} NULLS FIRST`, asc(categories.name), asc(categories.id));
      return limit === undefined ? query : query.limit(limit);
    },

    async categorySlugs(ids: number[], tx: Executor = db) {
      if (ids.length === 0) return [];
      return tx
        .select({ id: categories.id, slug: categories.slug })
        .from(categories)
        .where(inArray(categories.id, ids));
    },

    async countries(q: string, presentDayOnly: boolean, tx: Executor = db) {
      const where: SQL[] = [];
      if (presentDayOnly) where.push(eq(countries.presentDay, true));
      if (q !== '')
        where.push(sql`lower(${countries.name}) LIKE ${`${q.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`}`);
      return tx
        .select()
        .from(countries)
        .where(and(...where))
        .orderBy(asc(countries.name));
    },

    /**
     * Tags used by published listings of the place, by slug. Each tag asks whether one such
     * listing exists, so a common tag stops at its first listing rather than every listing of
     * the place being read.
     */
    async availableTags(place: GalleryPlace, tx: Executor = db) {
      const where: SQL[] = [eq(items.nicheId, place.niche.id), sql`${items.published}`];
      if (place.section) where.push(eq(items.sectionId, place.section.id));
      return tx
        .select({ slug: tags.slug, label: tags.label })
        .from(tags)
        .where(
          sql`EXISTS (SELECT 1 FROM ${itemTags} JOIN ${items} ON ${items.id} = ${itemTags.itemId} WHERE ${itemTags.tagId} = ${tags.id} AND ${and(...where)})`,
        )
        .orderBy(asc(tags.slug));
    },
  };
}
