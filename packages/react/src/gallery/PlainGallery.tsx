import { type ColumnMode, SIX_COLUMN_PROBE } from '@trove/core/gallery';
import { useRef, useState } from 'react';
import { useSettings } from '../settings/useSettings';
import { cx } from '../styles/cx';
import type { GalleryProps } from './Gallery';
import { PlainGalleryGridView } from './ui/GalleryGridView';
import { GalleryToolbarView } from './ui/GalleryToolbarView';
import { useColumnModes } from './useColumnModes';
import { useGallery } from './useGallery';

export interface PlainGalleryProps
  extends Pick<
    GalleryProps,
    'params' | 'onParamsChange' | 'columns' | 'onColumnsChange' | 'linkComponent' | 'onOpenItem' | 'onGoBack'
  > {
  classNames?: { root?: string; toolbar?: string; grid?: string };
  translations?: GalleryProps['translations'];
}

/**
 * The `Gallery` without its detail panes and advertisement tiles, for widgets that stay small: the
 * toolbar and the tiles, keeping the column mode unless the host does; a plain click on a tile
 * goes to `onOpenItem` (without it tiles are plain links). It lays them out itself rather than in
 * `GalleryFrame`, whose pane, advertisement and feature flag plumbing was 0.18 kB gzip of
 * `<trove-gallery>`: none of the panes' or advertisements' code is bundled.
 */
export function PlainGallery({
  params,
  onParamsChange,
  columns: controlledColumns,
  onColumnsChange,
  linkComponent,
  onOpenItem,
  onGoBack = () => window.history.back(),
  classNames = {},
  translations,
}: PlainGalleryProps) {
  const gallery = useGallery(params);
  const [ownColumns, setOwnColumns] = useState<ColumnMode>(3);
  const root = useRef<HTMLDivElement>(null);
  const probe = useRef<HTMLSpanElement>(null);
  // six columns only where a 13-character title fits a tile (§9); chosen elsewhere, three show
  const modes = useColumnModes(root, probe);
  const wanted = controlledColumns ?? ownColumns;
  const columns = modes.includes(wanted) ? wanted : 3;
  const settings = useSettings();
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
      <PlainGalleryGridView
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
        onOpen={onOpenItem}
        defaultCurrency={settings.data?.default_currency}
        linkComponent={linkComponent}
        classNames={{ root: classNames.grid }}
        translations={translations}
      />
    </div>
  );
}
