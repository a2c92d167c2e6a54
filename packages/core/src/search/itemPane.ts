import { isApiError } from '../client/apiError';

/**
 * The views a tile can show (§4): the tile itself, the loading pane while its detail loads, the
 * detail pane, or the permission-denied pane.
 */
export type PaneView = 'tile' | 'loading' | 'details' | 'permissionDenied';

/** The messages of opening an item (§8), verbatim. */
export const itemPaneMessages = {
  notAvailable: 'Sorry that item is not available right now.',
  notFoundTitle: 'Not Found',
  errorTitle: 'Error',
  scrollForMore: (category: string) => `Scroll down for more ${category} listings`,
  logInToLikeOrComment: 'Log in to like or comment',
} as const;

/** The pane a chosen tile opens first: one that cannot be opened goes straight to permission denied. */
export const paneOnOpen = (tile: { can_open: boolean }): PaneView =>
  tile.can_open ? 'loading' : 'permissionDenied';

/** A toast the pane asks for when it falls back to the tile. */
export interface PaneToast {
  tone: 'warning' | 'error';
  title: string;
  message: string;
}

/**
 * Where a failed detail load leaves the tile (§4, §8): a 403 shows the permission-denied pane; a
 * 404 goes back to the tile with a Not Found warning; anything else with an Error toast.
 */
export function paneAfterError(error: unknown): { view: PaneView; toast?: PaneToast } {
  const status = isApiError(error) ? error.status : 0;
  if (status === 403) return { view: 'permissionDenied' };
  if (status === 404) {
    return {
      view: 'tile',
      toast: {
        tone: 'warning',
        title: itemPaneMessages.notFoundTitle,
        message: itemPaneMessages.notAvailable,
      },
    };
  }
  return {
    view: 'tile',
    toast: { tone: 'error', title: itemPaneMessages.errorTitle, message: itemPaneMessages.notAvailable },
  };
}

/**
 * The scroll message over the first item a visitor opens (§2): only for anonymous visitors, only on
 * the item the page was entered with, only when it has a category.
 */
export function scrollMessage(options: {
  signedIn: boolean;
  initialItem: boolean;
  category: string | null | undefined;
}): string | null {
  if (options.signedIn || !options.initialItem || !options.category) return null;
  return itemPaneMessages.scrollForMore(options.category);
}

/**
 * The restricted-item pane's offer (§6): anonymous visitors are invited to join free or log in,
 * members to upgrade.
 */
export const permissionDeniedOffer = (signedIn: boolean): 'joinOrLogIn' | 'upgrade' =>
  signedIn ? 'upgrade' : 'joinOrLogIn';
