import { asc, getTableName, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database';
import { captions, categories, galleries, items, niches, sections, tags } from '../../db/schema';

/** The slugs of a gallery page's place, from the niche down. */
export interface PlaceSlugs {
  niche: string;
  section?: string | undefined;
  gallery?: string | undefined;
  caption?: string | undefined;
}

/** The place of a gallery page in the tree, resolved from slugs. */
export interface GalleryPlace {
  niche: typeof niches.$inferSelect;
  section: typeof sections.$inferSelect | null;
  gallery: typeof galleries.$inferSelect | null;
  caption: typeof captions.$inferSelect | null;
}

type NicheRow = typeof niches.$inferSelect;
type SectionRow = typeof sections.$inferSelect;
type GalleryRow = typeof galleries.$inferSelect;
type CaptionRow = typeof captions.$inferSelect;
type CategoryRow = Pick<typeof categories.$inferSelect, 'id' | 'slug' | 'name' | 'parentId' | 'sectionId'>;

/**
 * The catalogue tree (niches, sections, galleries, captions), the categories and the tags: a
 * few hundred rows that every gallery page reads and that change rarely, so they are held in
 * memory for a short while instead of being queried (or joined into the page query) on each
 * request. A slug not found in it makes it load again at once, so a new place is never a 404.
 */
export interface CatalogueTree {
  loadedAt: number;
  niches: Map<string, NicheRow>;
  /** Keyed `${parent id}/${slug}`. */
  sections: Map<string, SectionRow>;
  galleries: Map<string, GalleryRow>;
  captions: Map<string, CaptionRow>;
  slugs: {
    niche: Map<number, string>;
    section: Map<number, string>;
    gallery: Map<number, string>;
    caption: Map<number, string>;
  };
  /** In the panel's order: ordering, then id. */
  categories: CategoryRow[];
  /** Ids by slug: filters name ids, which the planner estimates well, rather than join on slugs. */
  categoryIds: Map<string, number>;
  tagIds: Map<string, number>;
  /** The size of the listings table in pages and rows, as of its last vacuum or analyze (0 before). */
  heapPages: number;
  heapRows: number;
}

async function loadTree(tx: Executor, loadedAt: number): Promise<CatalogueTree> {
  const [nicheRows, sectionRows, galleryRows, captionRows, categoryRows, tagRows, size] = await Promise.all([
    tx.select().from(niches),
    tx.select().from(sections),
    tx.select().from(galleries),
    tx.select().from(captions),
    tx
      .select({
        id: categories.id,
        slug: categories.slug,
        name: categories.name,
        parentId: categories.parentId,
        sectionId: categories.sectionId,
      })
      .from(categories)
      .orderBy(asc(categories.ordering), asc(categories.id)),
    tx.select({ id: tags.id, slug: tags.slug }).from(tags),
    tx.execute<{ pages: number; rows: number }>(
      sql`SELECT greatest(relpages, 0)::int AS pages, greatest(reltuples, 0)::float8 AS rows FROM pg_class WHERE oid = ${getTableName(items)}::regclass`,
    ),
  ]);
  const slugsById = (rows: { id: number; slug: string }[]) => new Map(rows.map((row) => [row.id, row.slug]));
  return {
    loadedAt,
    niches: new Map(nicheRows.map((row) => [row.slug, row])),
    sections: new Map(sectionRows.map((row) => [`${row.nicheId}/${row.slug}`, row])),
    galleries: new Map(galleryRows.map((row) => [`${row.sectionId}/${row.slug}`, row])),
    captions: new Map(captionRows.map((row) => [`${row.galleryId}/${row.slug}`, row])),
    slugs: {
      niche: slugsById(nicheRows),
      section: slugsById(sectionRows),
      gallery: slugsById(galleryRows),
      caption: slugsById(captionRows),
    },
    categories: categoryRows,
    categoryIds: new Map(categoryRows.map((row) => [row.slug, row.id])),
    tagIds: new Map(tagRows.map((row) => [row.slug, row.id])),
    heapPages: size.rows[0]?.pages ?? 0,
    heapRows: size.rows[0]?.rows ?? 0,
  };
}

export const idsOf = (ids: Map<string, number>, slugs: string[]) =>
  slugs.flatMap((slug) => {
    const id = ids.get(slug);
    return id === undefined ? [] : [id];
  });

export function slugOf(slugs: Map<number, string>, id: number): string {
  const slug = slugs.get(id);
  // Foreign keys keep every listing's place in the tree.
  if (slug === undefined)
    throw new Error(`No niche, section, gallery or caption ${id} in the catalogue tree`);
  return slug;
}

export interface CatalogueTreeOptions {
  /** The clock of the cache, in milliseconds. Default `Date.now`. */
  now?: () => number;
  /** How long the catalogue tree, its categories and the tags are reused. Default 60 s. */
  treeTtlMs?: number;
}

export type CatalogueTreeCache = ReturnType<typeof createCatalogueTreeCache>;

/** The catalogue tree held in memory, and the places it resolves. */
export function createCatalogueTreeCache(
  db: Database,
  { now = Date.now, treeTtlMs = 60_000 }: CatalogueTreeOptions = {},
) {
  let tree: CatalogueTree | undefined;
  let loading: Promise<CatalogueTree> | undefined;

  /**
   * The tree, loaded at most once per `treeTtlMs` unless `fresh`, and once for all the requests
   * that find it stale together. A caller's transaction reads its own, uncached.
   */
  function treeOf(tx: Executor, { fresh = false } = {}): Promise<CatalogueTree> {
    if (tx !== db) return loadTree(tx, now());
    if (!fresh && tree && now() - tree.loadedAt < treeTtlMs) return Promise.resolve(tree);
    loading ??= loadTree(db, now())
      .then((loaded) => {
        tree = loaded;
        return loaded;
      })
      .finally(() => {
        loading = undefined;
      });
    return loading;
  }

  function resolvePlace(current: CatalogueTree, slugs: PlaceSlugs): GalleryPlace | undefined {
    const niche = current.niches.get(slugs.niche);
    if (!niche) return undefined;
    const place: GalleryPlace = { niche, section: null, gallery: null, caption: null };
    if (slugs.section === undefined) return place;
    place.section = current.sections.get(`${niche.id}/${slugs.section}`) ?? null;
    if (!place.section) return undefined;
    if (slugs.gallery === undefined) return place;
    place.gallery = current.galleries.get(`${place.section.id}/${slugs.gallery}`) ?? null;
    if (!place.gallery) return undefined;
    if (slugs.caption === undefined) return place;
    place.caption = current.captions.get(`${place.gallery.id}/${slugs.caption}`) ?? null;
    if (!place.caption) return undefined;
    return place;
  }

  return {
    treeOf,
    /** The niche, section, gallery and caption named by slugs; undefined when one does not exist. */
    async place(slugs: PlaceSlugs, tx: Executor = db): Promise<GalleryPlace | undefined> {
      const place = resolvePlace(await treeOf(tx), slugs);
      if (place || tx !== db) return place;
      // Perhaps added since the tree was loaded: look again before answering that it does not exist.
      return resolvePlace(await treeOf(tx, { fresh: true }), slugs);
    },
  };
}
