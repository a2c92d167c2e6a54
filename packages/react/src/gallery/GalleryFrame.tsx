import type { ColumnMode, GalleryItem, GalleryParams, OpenItem } from '@trove/core/gallery';
import { type ReactNode, useState } from 'react';
import { useFeatureFlag } from '../settings/useFeatureFlag';
import { useSettings } from '../settings/useSettings';
import type { LinkComponent } from '../shell/ui/linkComponent';
import { cx } from '../styles/cx';
import { type GalleryGridTranslations, GalleryGridView } from './ui/GalleryGridView';
import { type GalleryToolbarTranslations, GalleryToolbarView } from './ui/GalleryToolbarView';
import type { UseGalleryResult } from './useGallery';

export interface GalleryFrameProps {
  gallery: UseGalleryResult;
  params: GalleryParams;
  onParamsChange?: ((params: GalleryParams) => void) | undefined;
  columns?: ColumnMode | undefined;
  onColumnsChange?: ((columns: ColumnMode) => void) | undefined;
  linkComponent?: LinkComponent | undefined;
  /** Between the toolbar and the tiles: the open listing's pane. */
  pane?: ReactNode;
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
  params,
  onParamsChange,
  columns: controlledColumns,
  onColumnsChange,
  linkComponent,
  pane,
  onOpen,
  openItem,
  onGoBack = () => window.history.back(),
  renderAdvertisement,
  adFrequency,
  classNames = {},
  translations,
}: GalleryFrameProps) {
  const [ownColumns, setOwnColumns] = useState<ColumnMode>(3);
  const columns = controlledColumns ?? ownColumns;
  const settings = useSettings();
  const adZones = useFeatureFlag('ad_zones');
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
      {pane}
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
        onOpen={onOpen}
        openItem={openItem}
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
