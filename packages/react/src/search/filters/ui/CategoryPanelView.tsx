import {
  CATEGORY_PANEL_MAIN_LIMIT,
  categoriesAfterPress,
  categoryPanelState,
  type GalleryCategories,
  type GalleryParams,
  withCategories,
} from '@trove/core/gallery';
import { type ReactNode, useId, useState } from 'react';
import { cx } from '../../../styles/cx';

export interface CategoryPanelTranslations {
  label: string;
  more: string;
  less: string;
  /** The label of the chosen main category's subcategories. */
  subcategories: (main: string) => string;
  loading: string;
}

export const categoryPanelTranslations: CategoryPanelTranslations = /* @__PURE__ */ (() => ({
  label: 'Categories',
  more: 'More...',
  less: 'Less',
  subcategories: (main: string) => `${main} subcategories`,
  loading: 'Loading categories',
}))();

type Slot = 'root' | 'main' | 'category' | 'more' | 'subcategories' | 'subcategory';

export interface CategoryPanelViewProps {
  /** The gallery response's `categories`; `undefined` while it loads. */
  categories: GalleryCategories | undefined;
  params: GalleryParams;
  /** The params after a category is chosen (or unchosen). */
  onParamsChange?: (params: GalleryParams) => void;
  /** Main categories shown before More.... Default: `CATEGORY_PANEL_MAIN_LIMIT` (8). */
  limit?: number;
  classNames?: Partial<Record<Slot, string>>;
  translations?: Partial<CategoryPanelTranslations>;
}

/**
 * The gallery's category panel: its main categories (the rest behind More...), then the chosen
 * main category's subcategories. Pressing a chosen category unchooses it.
 */
export function CategoryPanelView({
  categories,
  params,
  onParamsChange,
  limit = CATEGORY_PANEL_MAIN_LIMIT,
  classNames = {},
  translations,
}: CategoryPanelViewProps) {
  const t = { ...categoryPanelTranslations, ...translations };
  const [expanded, setExpanded] = useState(false);
  const mainId = useId();
  if (categories === undefined) {
    return (
      <div className="trove-skeleton trove-category-panel__loading" role="status" aria-label={t.loading} />
    );
  }
  const state = categoryPanelState(categories, params.category, { expanded, limit });
  if (state.main.length === 0) return null;
  const press = (slug: string) =>
    onParamsChange?.(withCategories(params, categoriesAfterPress(categories, params.category, slug)));
  return (
    <section className={cx('trove-root', 'trove-category-panel', classNames.root)} aria-label={t.label}>
      <ul id={mainId} className={cx('trove-category-panel__main', classNames.main)}>
        {state.main.map((category) => (
          <li key={category.slug}>
            <CategoryChip
              className={cx('trove-chip', classNames.category)}
              selected={category.slug === state.chosen?.slug}
              onPress={() => press(category.slug)}
            >
              {category.name}
            </CategoryChip>
          </li>
        ))}
        {state.collapsible && (
          <li>
            <button
              type="button"
              className={cx(
                'trove-button',
                'trove-button--link',
                'trove-category-panel__more',
                classNames.more,
              )}
              aria-expanded={expanded}
              aria-controls={mainId}
              onClick={() => setExpanded(!expanded)}
            >
              {expanded ? t.less : t.more}
            </button>
          </li>
        )}
      </ul>
      {state.chosen && state.subcategories.length > 0 && (
        <ul
          aria-label={t.subcategories(state.chosen.name)}
          className={cx('trove-category-panel__subcategories', classNames.subcategories)}
        >
          {state.subcategories.map((category) => (
            <li key={category.slug}>
              <CategoryChip
                className={cx('trove-chip', 'trove-chip--small', classNames.subcategory)}
                selected={category.selected}
                onPress={() => press(category.slug)}
              >
                {category.name}
              </CategoryChip>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A category's toggle: pressed while chosen, as the toolbar's type chips are (`data-selected` styles it). */
function CategoryChip({
  selected,
  onPress,
  className,
  children,
}: {
  selected: boolean;
  onPress: () => void;
  className: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={className}
      aria-pressed={selected}
      data-selected={selected || undefined}
      onClick={onPress}
    >
      {children}
    </button>
  );
}
