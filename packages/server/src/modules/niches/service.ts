import { canList, hasPermission, type TransactionSummary, type User } from '@trove/core/auth';
import type { ItemType, NicheTree } from '@trove/core/gallery';
import { HIDEABLE_FIELDS, type HideableField } from '@trove/core/listing';
import type { GalleryRepository } from '../gallery/repository';

type TreeRows = Awaited<ReturnType<GalleryRepository['niches']>>;
type SectionRow = TreeRows['sectionRows'][number];

function isHideableField(field: string): field is HideableField {
  return (HIDEABLE_FIELDS as readonly string[]).includes(field);
}

/** An ordered map of §3: `_order` lists the keys in order, each key holds its node. */
function orderedMap<Row extends { slug: string }, Node>(rows: readonly Row[], node: (row: Row) => Node) {
  const order: string[] = [];
  // No prototype: every slug is a plain key, `__proto__` included.
  const map: Record<string, Node> & { _order: string[] } = Object.assign(Object.create(null), {
    _order: order,
  });
  for (const row of rows) {
    order.push(row.slug);
    map[row.slug] = node(row);
  }
  return map;
}

/**
 * The niche tree of §3 from its rows (each already in order). With `keep`, only the sections it
 * accepts, under the niches that still have one: a writable tree offers nowhere empty to list into.
 */
export function nicheTree(
  { nicheRows, sectionRows, galleryRows, captionRows }: TreeRows,
  keep?: (section: SectionRow) => boolean,
): NicheTree {
  const kept = keep ? sectionRows.filter(keep) : sectionRows;
  const niches = keep
    ? nicheRows.filter((niche) => kept.some((section) => section.nicheId === niche.id))
    : nicheRows;
  return orderedMap(niches, (niche) => ({
    name: niche.name,
    slug: niche.slug,
    item_type: niche.itemType,
    sections: orderedMap(
      kept.filter((section) => section.nicheId === niche.id),
      (section) => ({
        name: section.name,
        slug: section.slug,
        item_type: section.itemType,
        display_type: section.displayType,
        description: section.description,
        galleries: orderedMap(
          galleryRows.filter((gallery) => gallery.sectionId === section.id),
          (gallery) => ({
            name: gallery.name,
            slug: gallery.slug,
            description: gallery.description,
            captions: orderedMap(
              captionRows.filter((caption) => caption.galleryId === gallery.id),
              (caption) => {
                // §3 the caption's hide list: only the item form's fields that may be hidden
                const hide = caption.hide.filter(isHideableField);
                return {
                  name: caption.name,
                  slug: caption.slug,
                  description: caption.description,
                  ...(hide.length > 0 ? { hide } : {}),
                };
              },
            ),
          }),
        ),
      }),
    ),
  })) as NicheTree;
}

/**
 * Whether the member may list this type of listing (§6): items need add_item, events add_event,
 * directory entries an organisation to act for or publish_organisation.
 */
export function mayListType(user: User, itemType: ItemType): boolean {
  switch (itemType) {
    case 'ITEM':
      return hasPermission(user, 'add_item');
    case 'EVENT':
      return hasPermission(user, 'add_event');
    case 'ORGANISATION':
      return user.organisations.length > 0 || hasPermission(user, 'publish_organisation');
  }
}

const EMPTY_TREE: TreeRows = { nicheRows: [], sectionRows: [], galleryRows: [], captionRows: [] };

export type NichesService = ReturnType<typeof createNichesService>;

export interface NichesServiceOptions {
  /**
   * The member's listing allowance (seed 001 Transaction summary). With it, items and events are
   * writable only while `canList` passes (the ITEM_CREATOR and EVENT_CREATOR roles of §6): a member
   * whose monthly listings are used up is offered nowhere to list. Without it, the permission alone.
   */
  transactionSummary?: (user: User) => Promise<TransactionSummary>;
}

export function createNichesService(
  repository: Pick<GalleryRepository, 'niches'>,
  { transactionSummary }: NichesServiceOptions = {},
) {
  /** Whether the member's plan lets them make another listing of this type this billing cycle. */
  async function withinAllowance(user: User, itemType: ItemType): Promise<boolean> {
    if (itemType === 'ORGANISATION' || transactionSummary === undefined) return true;
    return canList(await transactionSummary(user));
  }

  return {
    /** Every niche, section, gallery and caption a visitor may browse. */
    async readable(): Promise<NicheTree> {
      return nicheTree(await repository.niches());
    },

    /** The sections of one listing type the member may list into; an empty tree when none. */
    async writable(user: User, itemType: ItemType): Promise<NicheTree> {
      if (!mayListType(user, itemType) || !(await withinAllowance(user, itemType))) {
        return nicheTree(EMPTY_TREE);
      }
      return nicheTree(await repository.niches(), (section) => section.itemType === itemType);
    },
  };
}
