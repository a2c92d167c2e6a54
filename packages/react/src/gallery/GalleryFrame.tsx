import {
  type ColumnMode,
  type GalleryItem,
  type GalleryParams,
  type OpenItem,
  SIX_COLUMN_PROBE,
} from '@trove/core/gallery';
import { type ComponentType, type ReactNode, useRef, useState } from 'react';
import { useFeatureFlag } from '../settings/useFeatureFlag';
import { useSettings } from '../settings/useSettings';
import type { LinkComponent } from '../shell/ui/linkComponent';
import { cx } from '../styles/cx';
import type { GalleryGridTranslations, GalleryGridViewProps } from './ui/GalleryGridView';
import { type GalleryToolbarTranslations, GalleryToolbarView } from './ui/GalleryToolbarView';
import { useColumnModes } from './useColumnModes';
import type { UseGalleryResult } from './useGallery';

export interface GalleryFrameProps {
  gallery: UseGalleryResult;
  /**
   * The tiles' grid: `GalleryGridView`, or `PlainGalleryGridView` where no pane ever opens (so a
   * widget does not carry the panes' code).
   */
  grid: ComponentType<GalleryGridViewProps>;
  params: GalleryParams;
  onParamsChange?: ((params: GalleryParams) => void) | undefined;
  columns?: ColumnMode | undefined;
  onColumnsChange?: ((columns: ColumnMode) => void) | undefined;
  linkComponent?: LinkComponent | undefined;
  /** The open listing's pane: between the toolbar and the tiles, or below its tile's row with `paneAtTile`. */
  pane?: ReactNode;
  /** The pane goes below the open tile's row (its tile is loaded) instead of above the tiles. */
  paneAtTile?: boolean | undefined;
  /** A plain click on a tile. */
  onOpen?: ((item: GalleryItem) => void) | undefined;
  /** The listing whose tile is marked current. */
  openItem?: OpenItem | undefined;
  onGoBack?: (() => void) | undefined;
  /** An advertisement tile's content; shown only with the ad zones flag on. */
  renderAdvertisement?: ((slot: number) => ReactNode) | undefined;
  /** Tiles between advertisements. Default: core's `DEFAULT_AD_FREQUENCY`. */
  adFrequency?: number | undefined;
  classNames?: { root?: string; toolbar?: string; grid?: string } | undefined;
  translations?: Partial<GalleryGridTranslations & GalleryToolbarTranslations> | undefined;
}

/**
 * The gallery's toolbar and tiles around a `useGallery` result, keeping the column mode unless
 * the site does; `Gallery` puts its pane in between, `PlainGallery` has none.
 */
export function GalleryFrame({
  gallery,
  grid: GalleryGrid,
  params,
  onParamsChange,
  columns: controlledColumns,
  onColumnsChange,
  linkComponent,
  pane,
  paneAtTile = false,
  onOpen,
  openItem,
  onGoBack = () => window.history.back(),
  renderAdvertisement,
  adFrequency,
  classNames = {},
  translations,
}: GalleryFrameProps) {
  const [ownColumns, setOwnColumns] = useState<ColumnMode>(3);
  const root = useRef<HTMLDivElement>(null);
  const probe = useRef<HTMLSpanElement>(null);
  // six columns only where a 13-character title fits a tile (§9); chosen elsewhere, three show
  const modes = useColumnModes(root, probe);
  const wanted = controlledColumns ?? ownColumns;
  const columns = modes.includes(wanted) ? wanted : 3;
  const settings = useSettings();
  const adZones = useFeatureFlag('ad_zones');
  return (
    <div ref={root} className={cx('trove-root', 'trove-gallery', classNames.root)}>
      <span ref={probe} className="trove-tile__title trove-gallery__probe" aria-hidden="true">
        {SIX_COLUMN_PROBE}
      </span>
      <GalleryToolbarView
        params={params}
        onParamsChange={onParamsChange}
        columns={columns}
        modes={modes}
        itemType={gallery.place?.item_type}
        onColumnsChange={(next) => {
          setOwnColumns(next);
          onColumnsChange?.(next);
        }}
        total={gallery.total}
        classNames={{ root: classNames.toolbar }}
        translations={translations}
      />
      {!paneAtTile && pane}
      <GalleryGrid
        tiles={gallery.tiles}
        params={params}
        columns={columns}
        total={gallery.total}
        loading={gallery.loading && !gallery.error}
        loadingMore={gallery.loadingMore}
        error={gallery.error !== null}
        hasMore={gallery.hasMore}
        onEndReached={gallery.fetchNextPage}
        onRetry={gallery.tiles.length === 0 ? gallery.refetch : gallery.fetchNextPage}
        onGoBack={onGoBack}
        onOpen={onOpen}
        openItem={openItem}
        pane={paneAtTile ? pane : undefined}
        renderAdvertisement={adZones ? renderAdvertisement : undefined}
        adFrequency={adFrequency}
        defaultCurrency={settings.data?.default_currency}
        linkComponent={linkComponent}
        classNames={{ root: classNames.grid }}
        translations={translations}
      />
    </div>
  );
}
