import type { ColumnMode, GalleryItem, GalleryParams } from '@trove/core/gallery';
import { useState } from 'react';
import { useSettings } from '../settings/useSettings';
import type { LinkComponent } from '../shell/ui/linkComponent';
import { cx } from '../styles/cx';
import { type GalleryGridTranslations, GalleryGridView } from './ui/GalleryGridView';
import { type GalleryToolbarTranslations, GalleryToolbarView } from './ui/GalleryToolbarView';
import { useGallery } from './useGallery';

export interface GalleryProps {
  /** The gallery shown (core's `routeToParams` reads them from a URL). */
  params: GalleryParams;
  /** A new sort or type filter was chosen: the site updates its URL and passes the params back. */
  onParamsChange?: (params: GalleryParams) => void;
  /** The column mode, when the site keeps it; otherwise the component keeps it, from 3. */
  columns?: ColumnMode;
  onColumnsChange?: (columns: ColumnMode) => void;
  linkComponent?: LinkComponent;
  /** A plain click on a tile: open it in place. Without it tiles are plain links. */
  onOpenItem?: (item: GalleryItem) => void;
  /** The empty gallery's Go back button. Default: the browser's back. */
  onGoBack?: () => void;
  classNames?: { root?: string; toolbar?: string; grid?: string };
  translations?: Partial<GalleryGridTranslations & GalleryToolbarTranslations>;
}

/** A gallery over the API: the toolbar, then its tiles, loading the next 11 as the end nears. */
export function Gallery({
  params,
  onParamsChange,
  columns: controlledColumns,
  onColumnsChange,
  linkComponent,
  onOpenItem,
  onGoBack = () => window.history.back(),
  classNames = {},
  translations,
}: GalleryProps) {
  const [ownColumns, setOwnColumns] = useState<ColumnMode>(3);
  const columns = controlledColumns ?? ownColumns;
  const gallery = useGallery(params);
  const settings = useSettings();
  return (
    <div className={cx('trove-root', 'trove-gallery', classNames.root)}>
      <GalleryToolbarView
        params={params}
        onParamsChange={onParamsChange}
        columns={columns}
        onColumnsChange={(next) => {
          setOwnColumns(next);
          onColumnsChange?.(next);
        }}
        total={gallery.total}
        classNames={{ root: classNames.toolbar }}
        translations={translations}
      />
      <GalleryGridView
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
