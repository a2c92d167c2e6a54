import {
  type ColumnMode,
  GALLERY_PAGE_SIZE,
  type GalleryItem,
  type GalleryParams,
  galleryEntries,
  type OpenItem,
} from '@trove/core/gallery';
import { type ReactNode, type RefObject, useLayoutEffect, useMemo, useRef } from 'react';
import { WindowVirtualizer, type WindowVirtualizerHandle } from 'virtua';
import type { LinkComponent } from '../../shell/ui/linkComponent';
import { cx } from '../../styles/cx';
import { useEndReached } from '../useEndReached';
import { type GalleryTileTranslations, GalleryTileView, galleryTileTranslations } from './GalleryTileView';
import { usePaneAtTile } from './usePaneAtTile';

export interface GalleryGridTranslations extends GalleryTileTranslations {
  label: string;
  loading: string;
  loadingMore: string;
  error: string;
  retry: string;
  empty: string;
  goBack: string;
  end: string;
  /** The accessible name of an advertisement tile. */
  advertisement: string;
}

// A pure call: bundles that never show the gallery drop it.
export const galleryGridTranslations: GalleryGridTranslations = /* @__PURE__ */ (() => ({
  ...galleryTileTranslations,
  label: 'Gallery',
  loading: 'Loading',
  loadingMore: 'Loading more',
  error: 'Sorry an error occurred',
  retry: 'Try again',
  empty: 'No items found',
  goBack: 'Go back',
  end: 'You have reached the end of the gallery',
  advertisement: 'Advertisement',
}))();

type Slot = 'root' | 'list' | 'row' | 'tile' | 'advertisement' | 'empty' | 'error' | 'end';

/** A first guess at a row's height per column mode, before the row is measured. */
const ROW_ESTIMATE: Readonly<Record<ColumnMode, number>> = { 1: 300, 3: 420, 6: 260 };

/** A row of the grid, which tells the grid when the virtualiser draws it. */
function GridRow({
  className,
  onDrawn,
  children,
}: {
  className: string;
  onDrawn: () => void;
  children: ReactNode;
}) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the row is drawn
  useLayoutEffect(() => onDrawn(), []);
  return <div className={className}>{children}</div>;
}

export interface GalleryGridViewProps {
  /** Every loaded tile, in order. */
  tiles: readonly GalleryItem[];
  /** The gallery shown: tiles link into it. */
  params: GalleryParams;
  /** How many tiles a row holds: 1, 3 or 6. Default: 3. */
  columns?: ColumnMode;
  /** How many tiles match in all; announced as the list's size. Default: the loaded tiles. */
  total?: number;
  /** The first page is loading: skeleton tiles. */
  loading?: boolean;
  /** A next page is loading. */
  loadingMore?: boolean;
  /** The last load failed: the error with a retry, below the tiles if any. */
  error?: boolean;
  /** More pages exist; without them the end-of-gallery footer shows and scrolling stops loading. */
  hasMore?: boolean;
  /** The end of the grid came within `endDistance` px of the viewport's bottom (throttled). */
  onEndReached?: () => void;
  onRetry?: () => void;
  /** The empty state's Go back button. */
  onGoBack?: () => void;
  onOpen?: (item: GalleryItem) => void;
  /**
   * The listing whose pane is open: its tile is marked current. When it closes (this goes back to
   * undefined), the grid scrolls back to its tile and gives the tile's link focus.
   */
  openItem?: Pick<OpenItem, 'itemType' | 'id'> | undefined;
  /**
   * The open listing's pane, drawn full width below the row of its tile (when the tile is among
   * the loaded ones), so the tiles above it stay where they were. Closing it (`openItem` back to
   * undefined) scrolls the window back to where the tile was when it opened.
   */
  pane?: ReactNode;
  /** Default: 500 (spec §9). */
  endDistance?: number;
  /** Default: 250 (spec §9). */
  endThrottleMs?: number;
  /**
   * Draws an advertisement tile's content, by its slot (0 for the first down the list). Given, the
   * tiles make room for advertisements where core's `galleryEntries` puts them (spec §2); without
   * it the list is the tiles alone. Trove serves no advertisements itself: the host brings them.
   */
  renderAdvertisement?: ((slot: number) => ReactNode) | undefined;
  /** Tiles between advertisements. Default: core's `DEFAULT_AD_FREQUENCY` (10). */
  adFrequency?: number | undefined;
  /** Rows' worth of space drawn above and below the viewport. Default: 2. */
  overscan?: number;
  defaultCurrency?: string;
  thumbnailBaseUrl?: string;
  linkComponent?: LinkComponent;
  classNames?: Partial<Record<Slot, string>>;
  translations?: Partial<GalleryGridTranslations>;
}

/**
 * What both grids show around their `list`: skeleton tiles while the first page loads, the empty
 * state or the error while there are no tiles; below the list the next page's spinner, the error
 * with its retry, or the end of the gallery. A function both call, not a component: it has no
 * state of its own.
 */
function gridStates(
  { tiles, loading, loadingMore, error, hasMore, onRetry, onGoBack }: GalleryGridViewProps,
  columns: ColumnMode,
  classNames: NonNullable<GalleryGridViewProps['classNames']>,
  t: GalleryGridTranslations,
  list: ReactNode,
  /** The empty element just after the list that tells when its end is near (useEndReached). */
  endRef: RefObject<HTMLDivElement | null>,
) {
  const root = cx('trove-root', 'trove-gallery-grid', `trove-gallery-grid--cols-${columns}`, classNames.root);
  const errorBlock = (
    <div role="alert" className={cx('trove-gallery-grid__error', classNames.error)} part="status error">
      <p>{t.error}</p>
      {onRetry && (
        <button type="button" className="trove-button" onClick={onRetry}>
          {t.retry}
        </button>
      )}
    </div>
  );

  if (loading) {
    return (
      <div className={root}>
        <div role="status" aria-label={t.loading} className="trove-gallery-grid__skeletons">
          {Array.from({ length: GALLERY_PAGE_SIZE }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders, never reordered
            <div key={index} className="trove-gallery-grid__skeleton">
              <span className="trove-skeleton trove-gallery-grid__skeleton-image" />
              <span className="trove-skeleton" />
              <span className="trove-skeleton" />
            </div>
          ))}
        </div>
      </div>
    );
  }
  if (tiles.length === 0) {
    return (
      <div className={root}>
        {error ? (
          errorBlock
        ) : (
          <div className={cx('trove-gallery-grid__empty', classNames.empty)} part="status empty">
            <p>{t.empty}</p>
            {onGoBack && (
              <button type="button" className="trove-button" onClick={onGoBack}>
                {t.goBack}
              </button>
            )}
          </div>
        )}
      </div>
    );
  }
  return (
    <div className={root}>
      {list}
      <div ref={endRef} className="trove-gallery-grid__end" aria-hidden="true" />
      {loadingMore && (
        <div role="status" aria-label={t.loadingMore} className="trove-spinner" part="status loading-more" />
      )}
      {error && errorBlock}
      {!hasMore && !loadingMore && !error && (
        <p className={cx('trove-gallery-grid__end', classNames.end)} part="status end">
          {t.end}
        </p>
      )}
    </div>
  );
}

/**
 * The gallery's tiles in rows of 1, 3 or 6, drawn only near the viewport (window scrolling), so
 * thousands of loaded tiles keep the page light; asks for more near the end. Advertisement tiles,
 * when given, take cells among them. List positions (`aria-posinset`) count every cell, tiles and
 * advertisements alike, so screen readers and the rows agree. The open listing's tile is marked
 * current, with its `pane` below its row.
 */
export function GalleryGridView(props: GalleryGridViewProps) {
  const {
    tiles,
    params,
    columns = 3,
    total,
    loading,
    loadingMore,
    error,
    hasMore = false,
    onEndReached,
    openItem,
    pane,
    endDistance,
    endThrottleMs,
    renderAdvertisement,
    adFrequency,
    overscan = 2,
    defaultCurrency,
    thumbnailBaseUrl,
    linkComponent,
    onOpen,
    classNames = {},
    translations,
  } = props;
  const t = { ...galleryGridTranslations, ...translations };
  const listRef = useRef<HTMLDivElement>(null);
  const virtualizer = useRef<WindowVirtualizerHandle>(null);
  const showList = !loading && tiles.length > 0;
  // The cells in order: tiles, with advertisement slots between them when there is a renderer.
  const advertising = renderAdvertisement !== undefined;
  const entries = useMemo(
    () => galleryEntries(tiles.length, { enabled: advertising, columns, adFrequency }),
    [tiles.length, advertising, columns, adFrequency],
  );
  // The loaded cells are the start of the full gallery's cells, so positions stay put as pages load.
  const setSize = useMemo(() => {
    const tileCount = Math.max(total ?? 0, tiles.length);
    return advertising
      ? galleryEntries(tileCount, { enabled: true, columns, adFrequency }).length
      : tileCount;
  }, [total, tiles.length, advertising, columns, adFrequency]);
  /** Where the tile at `tileIndex` sits among the cells; -1 when there is no such tile. */
  const entryIndexOf = (tileIndex: number) =>
    tileIndex < 0 ? -1 : entries.findIndex((entry) => entry.kind === 'tile' && entry.tileIndex === tileIndex);
  const rowCount = Math.ceil(entries.length / columns);

  // One entry a row: the virtualiser draws those near the window's viewport, measuring each, and
  // finds the list's place on the page itself (a pane or header above it may change height).
  const rows = useMemo(() => Array.from({ length: rowCount }, (_, index) => index), [rowCount]);

  const { openIndex, paneRow, focusWaitingTile } = usePaneAtTile({
    openItem,
    pane,
    tiles,
    columns,
    rowCount,
    entryIndexOf,
    listRef,
    virtualizer,
  });
  // With a pane below the open tile's row, the rows up to that one in the first virtualiser (which
  // keeps its measures, so nothing above the pane moves) and the rest in a second one after the pane.
  const firstRows = paneRow >= 0 ? rows.slice(0, paneRow + 1) : rows;
  const restRows = paneRow >= 0 ? rows.slice(paneRow + 1) : [];

  const endRef = useEndReached(onEndReached, {
    enabled: showList && hasMore && !loadingMore && !error,
    distance: endDistance,
    throttleMs: endThrottleMs,
  });

  const renderRow = (rowIndex: number) => (
    <GridRow
      key={rowIndex}
      className={cx('trove-gallery-grid__row', classNames.row)}
      onDrawn={focusWaitingTile}
    >
      {entries.slice(rowIndex * columns, (rowIndex + 1) * columns).map((entry, offset) => {
        const position = rowIndex * columns + offset + 1;
        if (entry.kind === 'advertisement') {
          return (
            // biome-ignore lint/a11y/useSemanticElements: an item of the list above, inside its row
            <div
              key={`advertisement:${entry.slot}`}
              role="listitem"
              aria-label={t.advertisement}
              aria-posinset={position}
              aria-setsize={setSize}
              className={cx(
                'trove-gallery-grid__cell',
                'trove-gallery-grid__advertisement',
                classNames.advertisement,
              )}
            >
              {renderAdvertisement?.(entry.slot)}
            </div>
          );
        }
        const tile = tiles[entry.tileIndex];
        if (!tile) return null;
        const open = entry.tileIndex === openIndex;
        return (
          // biome-ignore lint/a11y/useSemanticElements: an item of the list above, inside its row
          <div
            key={tile.url_id}
            role="listitem"
            aria-posinset={position}
            aria-setsize={setSize}
            aria-current={open || undefined}
            className={cx('trove-gallery-grid__cell', open && 'trove-gallery-grid__cell--open')}
          >
            <GalleryTileView
              item={tile}
              params={params}
              columns={columns}
              onOpen={onOpen}
              defaultCurrency={defaultCurrency}
              thumbnailBaseUrl={thumbnailBaseUrl}
              priority={rowIndex === 0}
              linkComponent={linkComponent}
              classNames={{ root: classNames.tile }}
              translations={t}
            />
          </div>
        );
      })}
    </GridRow>
  );

  return gridStates(
    props,
    columns,
    classNames,
    t,
    // biome-ignore lint/a11y/useSemanticElements: the virtualised rows sit between list and items, and <ul> may hold only <li>
    <div
      ref={listRef}
      role="list"
      aria-label={t.label}
      className={cx('trove-gallery-grid__list', classNames.list)}
    >
      <WindowVirtualizer
        // a new column mode starts afresh: its rows hold other tiles, at other heights
        key={columns}
        ref={virtualizer}
        data={firstRows}
        itemSize={ROW_ESTIMATE[columns]}
        bufferSize={overscan * ROW_ESTIMATE[columns]}
      >
        {renderRow}
      </WindowVirtualizer>
      {paneRow >= 0 && (
        // biome-ignore lint/a11y/useSemanticElements: an item of the list above: the open tile's pane
        <div role="listitem" className="trove-gallery-grid__pane">
          {pane}
        </div>
      )}
      {restRows.length > 0 && (
        <WindowVirtualizer
          key={`${columns}:after`}
          data={restRows}
          itemSize={ROW_ESTIMATE[columns]}
          bufferSize={overscan * ROW_ESTIMATE[columns]}
        >
          {renderRow}
        </WindowVirtualizer>
      )}
    </div>,
    endRef,
  );
}

/**
 * `GalleryGridView` with tiles alone, for `PlainGallery`: no advertisements, no open tile and no
 * pane, so a widget showing it carries none of their code.
 */
export function PlainGalleryGridView(
  props: Omit<GalleryGridViewProps, 'openItem' | 'pane' | 'renderAdvertisement' | 'adFrequency'>,
) {
  const {
    tiles,
    params,
    columns = 3,
    total,
    loading,
    loadingMore,
    error,
    hasMore = false,
    onEndReached,
    onOpen,
    endDistance,
    endThrottleMs,
    overscan = 2,
    defaultCurrency,
    thumbnailBaseUrl,
    linkComponent,
    classNames = {},
    translations,
  } = props;
  const t = { ...galleryGridTranslations, ...translations };
  const setSize = Math.max(total ?? 0, tiles.length);
  const rowCount = Math.ceil(tiles.length / columns);
  const rows = useMemo(() => Array.from({ length: rowCount }, (_, index) => index), [rowCount]);

  const endRef = useEndReached(onEndReached, {
    enabled: !loading && tiles.length > 0 && hasMore && !loadingMore && !error,
    distance: endDistance,
    throttleMs: endThrottleMs,
  });

  return gridStates(
    props,
    columns,
    classNames,
    t,
    // biome-ignore lint/a11y/useSemanticElements: the virtualised rows sit between list and items, and <ul> may hold only <li>
    <div role="list" aria-label={t.label} className={cx('trove-gallery-grid__list', classNames.list)}>
      <WindowVirtualizer
        // a new column mode starts afresh: its rows hold other tiles, at other heights
        key={columns}
        data={rows}
        itemSize={ROW_ESTIMATE[columns]}
        bufferSize={overscan * ROW_ESTIMATE[columns]}
      >
        {/* GalleryGridView's rows and tile cells, with no open tile to mark */}
        {(rowIndex) => (
          <div key={rowIndex} className={cx('trove-gallery-grid__row', classNames.row)}>
            {tiles.slice(rowIndex * columns, (rowIndex + 1) * columns).map((tile, offset) => (
              // biome-ignore lint/a11y/useSemanticElements: an item of the list above, inside its row
              <div
                key={tile.url_id}
                role="listitem"
                aria-posinset={rowIndex * columns + offset + 1}
                aria-setsize={setSize}
                className="trove-gallery-grid__cell"
              >
                <GalleryTileView
                  item={tile}
                  params={params}
                  columns={columns}
                  onOpen={onOpen}
                  defaultCurrency={defaultCurrency}
                  thumbnailBaseUrl={thumbnailBaseUrl}
                  priority={rowIndex === 0}
                  linkComponent={linkComponent}
                  classNames={{ root: classNames.tile }}
                  translations={t}
                />
              </div>
            ))}
          </div>
        )}
      </WindowVirtualizer>
    </div>,
    endRef,
  );
}
