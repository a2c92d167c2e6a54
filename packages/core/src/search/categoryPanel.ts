import type { GalleryResponse } from '../schemas/gallery';
import type { GalleryParams } from './galleryParams';
import { orderedNodes } from './orderedMap';

/** The gallery response's categories panel: main categories, each with its subcategories. */
export type GalleryCategories = GalleryResponse['categories'];

/** Main categories shown before the panel's More... toggle. */
export const CATEGORY_PANEL_MAIN_LIMIT = 8;

export interface CategoryChoice {
  slug: string;
  name: string;
  /** The search's `category` holds it. */
  selected: boolean;
}

export interface CategoryPanelState {
  /** The main categories shown: all when expanded, else the first ones and the chosen one. */
  main: CategoryChoice[];
  /** Main categories behind More... (0 when expanded or when they all fit). */
  hiddenCount: number;
  /** Whether there are more main categories than fit, so the panel offers More.../Less. */
  collapsible: boolean;
  /** The main category the search is in: selected itself, or one of its subcategories is. */
  chosen: CategoryChoice | undefined;
  /** The chosen main category's subcategories. */
  subcategories: CategoryChoice[];
}

/**
 * What the category panel shows for a search's `category` list (§2 Gallery: main categories,
 * More..., subcategories of the chosen one).
 */
export function categoryPanelState(
  categories: GalleryCategories | null | undefined,
  selected: readonly string[],
  options: { expanded?: boolean; limit?: number } = {},
): CategoryPanelState {
  const limit = options.limit ?? CATEGORY_PANEL_MAIN_LIMIT;
  const mains = orderedNodes(categories);
  const isSelected = (slug: string) => selected.includes(slug);
  const chosenNode = mains.find(
    (main) => isSelected(main.slug) || orderedNodes(main.subcategories).some((sub) => isSelected(sub.slug)),
  );
  const choice = (node: { slug: string; name: string }): CategoryChoice => ({
    slug: node.slug,
    name: node.name,
    selected: isSelected(node.slug),
  });
  const collapsible = mains.length > limit;
  let shown = mains;
  if (collapsible && !options.expanded) {
    shown = mains.slice(0, limit);
    // the chosen category stays in sight even when it sits behind More...
    if (chosenNode && !shown.includes(chosenNode)) shown = [...shown, chosenNode];
  }
  return {
    main: shown.map(choice),
    hiddenCount: mains.length - shown.length,
    collapsible,
    chosen: chosenNode && choice(chosenNode),
    subcategories: chosenNode ? orderedNodes(chosenNode.subcategories).map(choice) : [],
  };
}

/**
 * The search's `category` after pressing a category of the panel: a main category is chosen, or
 * unchosen when it (or one of its subcategories) was; a subcategory is chosen, or gives way to its
 * main category when it was.
 */
export function categoriesAfterPress(
  categories: GalleryCategories | null | undefined,
  selected: readonly string[],
  slug: string,
): string[] {
  const pressedWasSelected = selected.includes(slug);
  for (const main of orderedNodes(categories)) {
    const subs = orderedNodes(main.subcategories);
    // a main category shows as chosen while one of its subcategories is: pressing it unchooses both
    if (main.slug === slug)
      return pressedWasSelected || subs.some((sub) => selected.includes(sub.slug)) ? [] : [slug];
    if (subs.some((sub) => sub.slug === slug)) return pressedWasSelected ? [main.slug] : [slug];
  }
  return pressedWasSelected ? [] : [slug];
}

/** The params of a new category choice: the open item closes (the gallery changes under it). */
export function withCategories(params: GalleryParams, category: readonly string[]): GalleryParams {
  return { ...params, category: [...category], item: undefined, prompt: false };
}

export interface CategoryOption {
  slug: string;
  name: string;
  /** The main category's name, for a subcategory. */
  parent: string | null;
}

/** Every category of the panel, each main category followed by its subcategories (the multi-select's options). */
export function categoryOptions(categories: GalleryCategories | null | undefined): CategoryOption[] {
  return orderedNodes(categories).flatMap((main) => [
    { slug: main.slug, name: main.name, parent: null },
    ...orderedNodes(main.subcategories).map((sub) => ({ slug: sub.slug, name: sub.name, parent: main.name })),
  ]);
}
