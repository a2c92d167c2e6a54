import {
  type ColumnMode,
  type GalleryItem,
  type GalleryParams,
  type ItemDetail,
  type OpenItem,
  PANE_SCROLL_OFFSET,
} from '@trove/core/gallery';
import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { LinkComponent } from '../shell/ui/linkComponent';
import { cx } from '../styles/cx';
import { GalleryFrame } from './GalleryFrame';
import { GalleryItemPane } from './panes/GalleryItemPane';
import type { DetailPaneSlot } from './panes/ui/paneParts';
import type { MapImageUrl, MapLinkUrl, PaneHrefs, PaneTranslations } from './panes/ui/paneTranslations';
import { type GalleryGridTranslations, GalleryGridView } from './ui/GalleryGridView';
import type { GalleryToolbarTranslations } from './ui/GalleryToolbarView';
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
  /**
   * The listing whose pane is open, above the tiles (e.g. `params.item`, from the URL, so a reload
   * opens it again). With `onOpenItemChange` the site keeps it; without, the gallery keeps it,
   * starting from this one.
   */
  openItem?: OpenItem;
  /**
   * A tile was chosen (with the tile) or the pane closed (undefined): the site puts the item in its
   * URL and passes it back as `openItem`. Giving it makes the open item controlled.
   */
  onOpenItemChange?: (item: OpenItem | undefined, tile?: GalleryItem) => void;
  /** A plain click on a tile (its link does not navigate), before its pane opens. */
  onOpenItem?: (item: GalleryItem) => void;
  /**
   * A chosen tile opens its pane in place. Default: on when `openItem` or `onOpenItemChange` is
   * given. Off, a plain click goes to `onOpenItem` alone, and without that tiles are plain links.
   * Uncontrolled use (the gallery keeps the open item) is `openInPlace` without `onOpenItemChange`.
   */
  openInPlace?: boolean;
  /** The empty gallery's Go back button. Default: the browser's back. */
  onGoBack?: () => void;
  /**
   * An advertisement tile's content, by its slot (0 for the first down the list). With the ad zones
   * feature flag on, advertisement tiles take cells among the tiles (spec §2: in one column at
   * positions 3 and 6, then after every `adFrequency` tiles); without it, or with the flag off,
   * there are none. Trove serves no advertisements itself.
   */
  renderAdvertisement?: (slot: number) => ReactNode;
  /** An open item's auction part, by its lot id (see `GalleryItemPane`). */
  renderLot?: ((lotId: number) => ReactNode) | undefined;
  /** An open item's Buy Now row (see `GalleryItemPane`). */
  renderBuyNow?: ((item: ItemDetail) => ReactNode) | undefined;
  /** Tiles between advertisements. Default: 10 (core's `DEFAULT_AD_FREQUENCY`). */
  adFrequency?: number;
  /** Static map images in the panes; without it addresses show as text. */
  mapImageUrl?: MapImageUrl;
  /** Where the panes' map images lead; without it they are no links. */
  mapLinkUrl?: MapLinkUrl;
  /** Where the panes' Join for FREE, Log In and Upgrade links go. */
  paneHrefs?: Partial<PaneHrefs>;
  /** How far below the window's top an opened pane is scrolled to, in px. Default: 128 (spec §9). */
  scrollOffset?: number;
  classNames?: { root?: string; toolbar?: string; grid?: string; pane?: string };
  paneClassNames?: Partial<Record<DetailPaneSlot, string>>;
  translations?: Partial<GalleryGridTranslations & GalleryToolbarTranslations>;
  paneTranslations?: Partial<PaneTranslations>;
}

const keyOf = (item: OpenItem | undefined) => (item ? `${item.itemType}:${item.id}` : undefined);

/**
 * A gallery over the API: the toolbar, then its tiles, loading the next 11 as the end nears. A
 * chosen tile opens its pane in place above the tiles, which stay loaded; closing it scrolls back
 * to the tile.
 */
export function Gallery({
  params,
  onParamsChange,
  columns: controlledColumns,
  onColumnsChange,
  linkComponent,
  openItem,
  onOpenItemChange,
  onOpenItem,
  openInPlace,
  onGoBack,
  renderAdvertisement,
  renderLot,
  renderBuyNow,
  adFrequency,
  mapImageUrl,
  mapLinkUrl,
  paneHrefs,
  scrollOffset = PANE_SCROLL_OFFSET,
  classNames = {},
  paneClassNames,
  translations,
  paneTranslations,
}: GalleryProps) {
  const gallery = useGallery(params);

  // onOpenItem alone keeps its first meaning (the page handles the click, e.g. by navigating)
  const inPlace = openInPlace ?? (onOpenItemChange !== undefined || openItem !== undefined);
  const [ownOpenItem, setOwnOpenItem] = useState(openItem);
  const open = onOpenItemChange ? openItem : ownOpenItem;
  const openKey = keyOf(open);
  const tile = open
    ? gallery.tiles.find((candidate) => candidate.item_type === open.itemType && candidate.id === open.id)
    : undefined;
  // The listing the page came in on, until another opens: the scroll message goes above it. One
  // opened from outside the list (a link, the search's suggestions: its tile not among those
  // loaded, often of a gallery still loading) is one too, so it stays above the tiles instead of
  // moving below its row, out of view, once they arrive.
  const [entered, setEntered] = useState(keyOf(openItem));
  const [shown, setShown] = useState(openKey);
  if (openKey !== shown) {
    setShown(openKey);
    setEntered(openKey !== undefined && tile === undefined ? openKey : undefined);
  }

  const change = (next: OpenItem | undefined, nextTile?: GalleryItem) => {
    if (!onOpenItemChange) setOwnOpenItem(next);
    onOpenItemChange?.(next, nextTile);
  };
  // A tile opened from the list: its pane goes below the tile's row (on a phone it fills the
  // screen), so nothing above moves. The listing the page came in on heads the tiles instead.
  const atTile = tile !== undefined && openKey !== entered;

  // A pane opening after the page has loaded: into view when it is not (under a sticky header, or
  // below the middle of the window), and focus on it. A pane filling the screen needs no scroll.
  const pane = useRef<HTMLDivElement>(null);
  const shownKey = useRef(openKey);
  useLayoutEffect(() => {
    const before = shownKey.current;
    shownKey.current = openKey;
    const element = pane.current;
    if (openKey === undefined || openKey === before || !element) return;
    if (getComputedStyle(element).position !== 'fixed') {
      const { top } = element.getBoundingClientRect();
      if (top < scrollOffset || top > window.innerHeight / 2)
        window.scrollTo({ top: Math.max(0, window.scrollY + top - scrollOffset) });
    }
    element.querySelector<HTMLElement>('[data-trove-pane]')?.focus({ preventScroll: true });
  }, [openKey, scrollOffset]);

  // Escape closes the open pane, unless something in it (a menu, a dialog above it, a field being
  // typed in) took the key first.
  const closeOnEscape = useRef<() => void>(() => {});
  closeOnEscape.current = () => change(undefined);
  const listening = inPlace && open !== undefined;
  useEffect(() => {
    if (!listening) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const target = event.target instanceof HTMLElement ? event.target : null;
      if (target?.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]')) return;
      // a modal above the pane (the advanced search, a sign-in) closes itself
      if (document.querySelector('[aria-modal="true"]')) return;
      closeOnEscape.current();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [listening]);

  return (
    <GalleryFrame
      gallery={gallery}
      grid={GalleryGridView}
      params={params}
      onParamsChange={onParamsChange}
      columns={controlledColumns}
      onColumnsChange={onColumnsChange}
      linkComponent={linkComponent}
      paneAtTile={atTile}
      pane={
        inPlace &&
        open && (
          <div
            ref={pane}
            className={cx('trove-gallery__pane', atTile && 'trove-gallery__pane--at-tile', classNames.pane)}
          >
            <GalleryItemPane
              key={openKey}
              item={open}
              tile={tile}
              initial={openKey === entered}
              onClose={() => change(undefined)}
              mapImageUrl={mapImageUrl}
              mapLinkUrl={mapLinkUrl}
              hrefs={paneHrefs}
              linkComponent={linkComponent}
              classNames={paneClassNames}
              translations={paneTranslations}
              renderLot={renderLot}
              renderBuyNow={renderBuyNow}
            />
          </div>
        )
      }
      onOpen={
        inPlace
          ? (chosen) => {
              onOpenItem?.(chosen);
              change({ itemType: chosen.item_type, id: chosen.id, slug: chosen.name_slug }, chosen);
            }
          : onOpenItem
      }
      openItem={inPlace ? open : undefined}
      onGoBack={onGoBack}
      renderAdvertisement={renderAdvertisement}
      adFrequency={adFrequency}
      classNames={classNames}
      translations={translations}
    />
  );
}
