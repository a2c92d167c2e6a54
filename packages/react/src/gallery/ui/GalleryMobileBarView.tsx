import {
  BEST_MATCH_SORT,
  type ColumnMode,
  type GalleryParams,
  type GallerySort,
  gallerySortsFor,
  type ItemType,
  shownSort,
} from '@trove/core/gallery';
import type { ReactNode } from 'react';
import { cx } from '../../styles/cx';
import { galleryToolbarTranslations, isSort } from './GalleryToolbarView';
import { FilterIcon, GridIcon, ListIcon, SearchIcon, SortIcon, TopIcon } from './icons';

export interface GalleryMobileBarTranslations {
  label: string;
  sort: string;
  /** The sort select's accessible name. */
  sortLabel: string;
  sorts: Record<GallerySort, string>;
  grid: string;
  list: string;
  top: string;
  refine: string;
  advancedSearch: string;
}

// A pure call: bundles that never show the gallery drop it.
export const galleryMobileBarTranslations: GalleryMobileBarTranslations = /* @__PURE__ */ (() => ({
  label: 'Gallery tools',
  sort: 'Sort',
  sortLabel: galleryToolbarTranslations.sortLabel,
  sorts: galleryToolbarTranslations.sorts,
  grid: 'Grid',
  list: 'List',
  top: 'Top',
  refine: 'Refine',
  advancedSearch: 'Advanced Search',
}))();

type Slot = 'root' | 'button' | 'sort';

export interface GalleryMobileBarViewProps {
  params: GalleryParams;
  /** The params after a new sort. */
  onParamsChange?: ((params: GalleryParams) => void) | undefined;
  /** The column mode: Grid is 3, List is 1; in 6 neither is pressed. */
  columns: ColumnMode;
  onColumnsChange?: ((columns: ColumnMode) => void) | undefined;
  /** The kind of listing shown, which sets the sorts offered (as in the toolbar). */
  itemType?: ItemType | null | undefined;
  /** Top. Default: the window scrolls to its top. */
  onTop?: (() => void) | undefined;
  /** Refine: opens the site's categories and saved searches; without it no button. */
  onRefine?: (() => void) | undefined;
  /** Advanced Search; without it no button (a gallery header may hide advanced search). */
  onAdvancedSearch?: (() => void) | undefined;
  /** Shown at every width (a host deciding itself when it is on a phone). Default: below 40rem only. */
  shown?: boolean | undefined;
  classNames?: Partial<Record<Slot, string>>;
  translations?: Partial<GalleryMobileBarTranslations>;
}

/**
 * The gallery's bar on a phone (§2 Navbar): sort, grid (3 columns) and list (1 column) modes, Top,
 * and optionally Refine and Advanced Search. Fixed to the bottom of the screen below 40rem, where
 * the thumb reaches it and it hides no tile's top; hidden on wider screens, where the toolbar
 * offers the same. It leaves room for itself at the end of the page.
 */
export function GalleryMobileBarView({
  params,
  onParamsChange,
  columns,
  onColumnsChange,
  itemType,
  onTop = () => window.scrollTo({ top: 0 }),
  onRefine,
  onAdvancedSearch,
  shown = false,
  classNames = {},
  translations,
}: GalleryMobileBarViewProps) {
  const t = { ...galleryMobileBarTranslations, ...translations };
  const sorts = { ...galleryMobileBarTranslations.sorts, ...translations?.sorts };
  const offered = gallerySortsFor(itemType);
  const button = cx('trove-gallery-mobile-bar__button', classNames.button);
  const mode = (value: ColumnMode, label: string, icon: ReactNode) => (
    <button
      type="button"
      className={button}
      aria-pressed={columns === value}
      data-selected={columns === value || undefined}
      onClick={() => {
        if (columns !== value) onColumnsChange?.(value);
      }}
    >
      {icon}
      <span>{label}</span>
    </button>
  );
  return (
    <>
      <div
        aria-hidden="true"
        className={cx('trove-gallery-mobile-bar__room', shown && 'trove-gallery-mobile-bar__room--shown')}
      />
      <section
        aria-label={t.label}
        className={cx(
          'trove-root',
          'trove-gallery-mobile-bar',
          shown && 'trove-gallery-mobile-bar--shown',
          classNames.root,
        )}
      >
        <div className={cx(button, 'trove-gallery-mobile-bar__sort', classNames.sort)}>
          <SortIcon />
          <span aria-hidden="true">{t.sort}</span>
          <select
            aria-label={t.sortLabel}
            value={shownSort(params.sort, offered, BEST_MATCH_SORT)}
            disabled={offered.length < 2}
            onChange={(event) => {
              const sort = event.target.value;
              if (!isSort(sort)) return;
              onParamsChange?.({ ...params, sort: sort === BEST_MATCH_SORT ? undefined : sort });
            }}
          >
            {offered.map((sort) => (
              <option key={sort} value={sort}>
                {sorts[sort]}
              </option>
            ))}
          </select>
        </div>
        {mode(3, t.grid, <GridIcon />)}
        {mode(1, t.list, <ListIcon />)}
        <button type="button" className={button} onClick={onTop}>
          <TopIcon />
          <span>{t.top}</span>
        </button>
        {onRefine && (
          <button type="button" className={button} onClick={onRefine}>
            <FilterIcon />
            <span>{t.refine}</span>
          </button>
        )}
        {onAdvancedSearch && (
          <button type="button" className={button} onClick={onAdvancedSearch}>
            <SearchIcon />
            <span>{t.advancedSearch}</span>
          </button>
        )}
      </section>
    </>
  );
}
