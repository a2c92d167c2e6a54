import {
  BEST_MATCH_SORT,
  type ColumnMode,
  formatCount,
  GALLERY_SORTS,
  type GalleryParams,
  type GallerySort,
  type GalleryTypeFilter,
  gallerySortsFor,
  galleryTypeFiltersFor,
  type ItemType,
  shownSort,
  TITLE_LENGTH_BY_COLUMNS,
} from '@trove/core/gallery';
import { type KeyboardEvent, useId, useRef } from 'react';
import { cx } from '../../styles/cx';

export type { GalleryTypeFilter } from '@trove/core/gallery';

export interface GalleryToolbarTranslations {
  sortLabel: string;
  /** One readable label per sort option of the API. */
  sorts: Record<GallerySort, string>;
  typesLabel: string;
  types: Record<GalleryTypeFilter, string>;
  columnsLabel: string;
  columns: (columns: ColumnMode) => string;
  /** `count` is already formatted (number, k or M). */
  total: (count: string, total: number) => string;
}

// A pure call: bundles that never show the gallery drop it.
export const galleryToolbarTranslations: GalleryToolbarTranslations = /* @__PURE__ */ (() => ({
  sortLabel: 'Sort by',
  sorts: {
    '-price,-realisation_price,-created_date': 'Best match',
    price: 'Price: low to high',
    '-price': 'Price: high to low',
    realisation_price: 'Sold price: low to high',
    '-realisation_price': 'Sold price: high to low',
    created_date: 'Oldest',
    '-created_date': 'Most recent',
    '-realisation_date': 'Recently sold',
    '-read_count': 'Most viewed',
    '-like_count': 'Most liked',
    lot_number: 'Lot number: low to high',
    '-lot_number': 'Lot number: high to low',
    date_start: 'Date: soonest first',
    '-date_start': 'Date: latest first',
  },
  typesLabel: 'Show',
  types: { for_sale: 'For Sale', sold: 'Sold', show_and_tell: 'Items of Interest' },
  columnsLabel: 'Columns',
  columns: (columns: ColumnMode) => (columns === 1 ? '1 column' : `${columns} columns`),
  total: (count: string, total: number) =>
    total === 0 ? 'No items' : total === 1 ? '1 item' : `${count} items`,
}))();

/** Every column mode, 1, 3 and 6. */
export const COLUMN_MODES: readonly ColumnMode[] = /* @__PURE__ */ (() =>
  Object.keys(TITLE_LENGTH_BY_COLUMNS).map(Number) as ColumnMode[])();

type Slot = 'root' | 'sort' | 'types' | 'chip' | 'columns' | 'column' | 'total';

export interface GalleryToolbarViewProps {
  params: GalleryParams;
  /** The params after a new sort or type filter. */
  onParamsChange?: (params: GalleryParams) => void;
  /** 1, 3 or 6. */
  columns: ColumnMode;
  onColumnsChange?: (columns: ColumnMode) => void;
  /**
   * The column modes offered. Default: all three; the gallery leaves out 6 where a 13-character
   * title would not fit its tiles.
   */
  modes?: readonly ColumnMode[] | undefined;
  /**
   * The kind of listing shown, which sets the sorts and chips offered: events sort by date alone,
   * with no type chips; directory entries have no price or date sorts and no chips. Unknown: all.
   */
  itemType?: ItemType | null | undefined;
  /** How many tiles match; not shown while unknown. */
  total?: number | undefined;
  classNames?: Partial<Record<Slot, string>>;
  translations?: Partial<GalleryToolbarTranslations>;
}

/** Whether a select's value is a sort of the API. */
export const isSort = (value: string): value is GallerySort =>
  (GALLERY_SORTS as readonly string[]).includes(value);

/**
 * The gallery's sort select, the For Sale, Sold and Items of Interest chips, the column modes and
 * the total; the sorts and chips are those that make sense for the kind of listing shown.
 */
export function GalleryToolbarView({
  params,
  onParamsChange,
  columns,
  onColumnsChange,
  modes = COLUMN_MODES,
  itemType,
  total,
  classNames = {},
  translations,
}: GalleryToolbarViewProps) {
  const t = { ...galleryToolbarTranslations, ...translations };
  const sorts = { ...galleryToolbarTranslations.sorts, ...translations?.sorts };
  const types = { ...galleryToolbarTranslations.types, ...translations?.types };
  const sortId = useId();
  const columnGroup = useRef<HTMLDivElement>(null);
  const offeredSorts = gallerySortsFor(itemType);
  const typeFilters = galleryTypeFiltersFor(itemType);
  const MODES = modes;
  const chooseColumns = (mode: ColumnMode) => {
    if (mode !== columns) onColumnsChange?.(mode);
  };
  // A radio group's keys: the arrows choose the previous or next mode (wrapping), Home and End the first and last.
  const onColumnKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = MODES.indexOf(columns);
    const step: Partial<Record<string, number>> = {
      ArrowLeft: index - 1,
      ArrowUp: index - 1,
      ArrowRight: index + 1,
      ArrowDown: index + 1,
      Home: 0,
      End: MODES.length - 1,
    };
    const next = step[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = (next + MODES.length) % MODES.length;
    const mode = MODES[target];
    if (mode !== undefined) chooseColumns(mode);
    columnGroup.current?.querySelectorAll<HTMLElement>('[role="radio"]')[target]?.focus();
  };
  return (
    <div className={cx('trove-root', 'trove-gallery-toolbar', classNames.root)} part="toolbar">
      <div className={cx('trove-gallery-toolbar__sort', classNames.sort)}>
        <label htmlFor={sortId}>{t.sortLabel}</label>
        <select
          id={sortId}
          className="trove-field__input"
          part="input sort"
          value={shownSort(params.sort, offeredSorts, BEST_MATCH_SORT)}
          onChange={(event) => {
            const sort = event.target.value;
            if (!isSort(sort)) return;
            // no sort is best match, the canonical form of the default
            onParamsChange?.({ ...params, sort: sort === BEST_MATCH_SORT ? undefined : sort });
          }}
        >
          {offeredSorts.map((sort) => (
            <option key={sort} value={sort}>
              {sorts[sort]}
            </option>
          ))}
        </select>
      </div>
      {typeFilters.length > 0 && (
        <fieldset className={cx('trove-gallery-toolbar__types', classNames.types)}>
          <legend className="trove-visually-hidden">{t.typesLabel}</legend>
          {typeFilters.map((type) => {
            const selected = params[type] === true;
            return (
              <button
                key={type}
                type="button"
                className={cx('trove-chip', classNames.chip)}
                part="button chip"
                aria-pressed={selected}
                data-selected={selected || undefined}
                onClick={() => onParamsChange?.({ ...params, [type]: !selected })}
              >
                {types[type]}
              </button>
            );
          })}
        </fieldset>
      )}
      <div
        ref={columnGroup}
        role="radiogroup"
        aria-label={t.columnsLabel}
        className={cx('trove-gallery-toolbar__columns', classNames.columns)}
        onKeyDown={onColumnKey}
      >
        {MODES.map((mode) => (
          // biome-ignore lint/a11y/useSemanticElements: a segmented control of buttons; a radio input cannot look like one
          <button
            key={mode}
            type="button"
            role="radio"
            aria-checked={mode === columns}
            aria-label={t.columns(mode)}
            data-selected={mode === columns || undefined}
            // one tab stop for the group, on the chosen mode; the arrow keys move between modes
            tabIndex={mode === columns ? 0 : -1}
            className={cx('trove-chip', 'trove-chip--square', classNames.column)}
            part="button columns"
            onClick={() => chooseColumns(mode)}
          >
            {mode}
          </button>
        ))}
      </div>
      {total !== undefined && (
        <p className={cx('trove-gallery-toolbar__total', classNames.total)} part="status total">
          {t.total(formatCount(total), total)}
        </p>
      )}
    </div>
  );
}
