import type { GalleryItem, OpenItem } from '@trove/core/gallery';
import { type ReactNode, type RefObject, useLayoutEffect, useRef } from 'react';
import type { WindowVirtualizerHandle } from 'virtua';

/** How long a closed pane's tile waits to be drawn before it is no longer given focus, in ms. */
const FOCUS_WAIT_MS = 1000;

/** What the grid tells its pane behaviour. */
export interface GridPaneInput {
  openItem: Pick<OpenItem, 'itemType' | 'id'> | undefined;
  pane: ReactNode;
  tiles: readonly GalleryItem[];
  columns: number;
  rowCount: number;
  /** Where the tile at `tileIndex` sits among the cells; -1 when there is no such tile. */
  entryIndexOf: (tileIndex: number) => number;
  listRef: RefObject<HTMLDivElement | null>;
  virtualizer: RefObject<WindowVirtualizerHandle | null>;
}

/** The open tile and its pane, as the grid draws them. */
export interface GridPane {
  /** The open listing's tile among the tiles; -1 when none is open or loaded. */
  openIndex: number;
  /** The row the pane is drawn below; -1 when it is not among the rows. */
  paneRow: number;
  /** Gives a closed pane's tile its focus once its row is drawn (called as rows are drawn). */
  focusWaitingTile: () => void;
}

/** How the grid keeps its open tile and pane: a hook, called once a render. */
export type UseGridPane = (input: GridPaneInput) => GridPane;

/**
 * `GalleryGridView`'s pane below the open tile's row: closing it scrolls back to where the tile
 * was when it opened (a pane opened above the tiles, to the tile centred in the window), and the
 * tile's link gets focus once its row is drawn.
 */
export const usePaneAtTile: UseGridPane = ({
  openItem,
  pane,
  tiles,
  columns,
  rowCount,
  entryIndexOf,
  listRef,
  virtualizer,
}) => {
  // A pane closing: back to its tile, centred in the window, and its link focused once it is drawn.
  const lastOpen = useRef(openItem);
  // the tile to focus, by its cell, until a deadline: a row not drawn by then (the visitor scrolled
  // away) is let go
  const focusTile = useRef<{ entryIndex: number; until: number } | null>(null);
  const openIndex = openItem
    ? tiles.findIndex((tile) => tile.item_type === openItem.itemType && tile.id === openItem.id)
    : -1;
  // the pane goes below the open tile's row when the tile is loaded
  const paneRow = pane && openIndex >= 0 ? Math.floor(entryIndexOf(openIndex) / columns) : -1;
  // where the open tile's row was in the window when its pane opened, by the listing
  const anchor = useRef<{ key: string; top: number } | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: acts when the open listing changes
  useLayoutEffect(() => {
    const closed = lastOpen.current;
    lastOpen.current = openItem;
    const list = listRef.current;
    const handle = virtualizer.current;
    if (openItem) {
      focusTile.current = null;
      // the pane has just been drawn below the tile's row, which has not moved: where it is now
      // is where closing brings it back to
      anchor.current =
        paneRow >= 0 && list && handle
          ? {
              key: `${openItem.itemType}:${openItem.id}`,
              top: list.getBoundingClientRect().top + handle.getItemOffset(paneRow),
            }
          : null;
      return;
    }
    if (!closed || !list) return;
    const entryIndex = entryIndexOf(
      tiles.findIndex((tile) => tile.item_type === closed.itemType && tile.id === closed.id),
    );
    const rowIndex = Math.floor(entryIndex / columns);
    const kept = anchor.current?.key === `${closed.itemType}:${closed.id}` ? anchor.current : null;
    anchor.current = null;
    if (entryIndex < 0 || !handle || rowIndex >= rowCount) return;
    // measured now: the closed pane has just left
    const rowTop = list.getBoundingClientRect().top + window.scrollY + handle.getItemOffset(rowIndex);
    const rowSize = handle.getItemSize(rowIndex);
    // back to where the tile was when it opened; a pane opened above the tiles (the listing the
    // page came in on), to the tile centred in the window
    const top = kept ? rowTop - kept.top : rowTop - Math.max(0, (window.innerHeight - rowSize) / 2);
    window.scrollTo({ top: Math.max(0, top) });
    focusTile.current = { entryIndex, until: Date.now() + FOCUS_WAIT_MS };
  }, [openItem?.itemType, openItem?.id]);
  // Gives the waiting tile its focus once its row is drawn: after the grid's renders (the row was
  // already there) and when a row is drawn (the window has scrolled to it).
  const focusWaitingTile = () => {
    const pending = focusTile.current;
    if (pending === null) return;
    if (Date.now() > pending.until) {
      focusTile.current = null;
      return;
    }
    const link = listRef.current?.querySelector<HTMLElement>(`[aria-posinset="${pending.entryIndex + 1}"] a`);
    if (!link) return;
    focusTile.current = null;
    link.focus({ preventScroll: true });
  };
  useLayoutEffect(focusWaitingTile);
  return { openIndex, paneRow, focusWaitingTile };
};
