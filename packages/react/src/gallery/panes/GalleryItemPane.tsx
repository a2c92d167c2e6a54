import { hasPermission, isAdmin } from '@trove/core/auth';
import {
  type GalleryItem,
  type ItemDetail,
  type OpenItem,
  type PaneView,
  paneAfterError,
  paneOnOpen,
  scrollMessage,
} from '@trove/core/gallery';
import { type ReactNode, useEffect, useLayoutEffect, useRef } from 'react';
import { useAuthToken } from '../../auth/useAuthToken';
import { useCurrentUser } from '../../auth/useCurrentUser';
import { useFeatureFlag } from '../../settings/useFeatureFlag';
import { useSettings } from '../../settings/useSettings';
import type { LinkComponent } from '../../shell/ui/linkComponent';
import { useToast } from '../../toast/useToast';
import { ListingPaneView } from './ui/ListingPaneView';
import { LoadingPaneView } from './ui/LoadingPaneView';
import { PermissionDeniedPaneView } from './ui/PermissionDeniedPaneView';
import type { DetailPaneSlot } from './ui/paneParts';
import type { MapImageUrl, MapLinkUrl, PaneHrefs, PaneTranslations } from './ui/paneTranslations';
import { useGalleryItem } from './useGalleryItem';

export interface GalleryItemPaneProps {
  /** The listing shown. */
  item: OpenItem;
  /**
   * Its tile, when it is among the loaded ones: a tile that cannot be opened (`can_open` false)
   * shows the permission-denied pane without asking the server, and its title heads the loading pane.
   */
  tile?: GalleryItem | undefined;
  /** The listing the page was entered with: anonymous visitors see the scroll message above it. */
  initial?: boolean | undefined;
  /**
   * The Close button; also called after a failed load that goes back to the tile (a 404 or
   * another error, once its toast is up).
   */
  onClose: () => void;
  /** Static map images; without it addresses show as text. */
  mapImageUrl?: MapImageUrl | undefined;
  /** Where a map image leads; without it the map is no link. */
  mapLinkUrl?: MapLinkUrl | undefined;
  /** Organisations' Show more needs a log-in for anonymous visitors (a site setting). Default: false. */
  showMoreRequiresLogin?: boolean | undefined;
  /** The time zone of dates and times. Default: the browser's. */
  timeZone?: string | undefined;
  hrefs?: Partial<PaneHrefs> | undefined;
  linkComponent?: LinkComponent | undefined;
  classNames?: Partial<Record<DetailPaneSlot, string>> | undefined;
  translations?: Partial<PaneTranslations> | undefined;
  /**
   * The auction part of an item sold by auction, by its lot id: the site passes `LotDetail` of
   * `@trove/react/auction` (kept out of the gallery's own bundle).
   */
  renderLot?: ((lotId: number) => ReactNode) | undefined;
  /**
   * An item's Buy Now row, shown as its price: the site passes `BuyNowRow` of `@trove/react/cart`
   * (kept out of the gallery's own bundle). Without it the price shows alone.
   */
  renderBuyNow?: ((item: ItemDetail) => ReactNode) | undefined;
}

/**
 * A listing's pane over the API: loading, then the item, event or organisation pane; the
 * permission-denied pane for a tile that cannot be opened or a 403; back to the tile with a Not
 * Found warning after a 404, or an Error toast after any other failure (core's `paneOnOpen` and
 * `paneAfterError`). Its view is counted once per open.
 */
export function GalleryItemPane({
  item,
  tile,
  initial = false,
  onClose,
  mapImageUrl,
  mapLinkUrl,
  showMoreRequiresLogin,
  timeZone,
  hrefs,
  linkComponent,
  classNames,
  translations,
  renderLot,
  renderBuyNow,
}: GalleryItemPaneProps) {
  const opened = tile ? paneOnOpen(tile) : 'loading';
  const query = useGalleryItem(opened === 'permissionDenied' ? undefined : item);
  const signedIn = useAuthToken() !== null;
  const { data: user } = useCurrentUser();
  const scrollMessageOn = useFeatureFlag('scroll_message');
  const { data: settings } = useSettings();
  const toast = useToast();
  const wrapper = useRef<HTMLDivElement>(null);

  const after = query.error ? paneAfterError(query.error) : undefined;
  const view: PaneView =
    opened === 'permissionDenied' ? 'permissionDenied' : query.data ? 'details' : (after?.view ?? 'loading');

  // kept in a ref so that a new callback each render does not count as a new failure
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  const fellBack = useRef(false);
  useEffect(() => {
    if (!query.error || fellBack.current) return;
    const { view: next, toast: message } = paneAfterError(query.error);
    if (next !== 'tile') return;
    fellBack.current = true;
    if (message) toast.show({ kind: message.tone, title: message.title, message: message.message });
    close.current();
  }, [query.error, toast]);

  // Loading gives way to the pane: focus that was on the loading pane (now gone) moves to it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the view changes
  useLayoutEffect(() => {
    const active = document.activeElement;
    if (active && active !== document.body) return;
    wrapper.current?.querySelector<HTMLElement>('[data-trove-pane]')?.focus({ preventScroll: true });
  }, [view]);

  const common = { onClose, hrefs, linkComponent, classNames, translations };
  let pane = null;
  if (view === 'loading') {
    pane = <LoadingPaneView title={tile?.title} {...common} />;
  } else if (view === 'permissionDenied') {
    pane = <PermissionDeniedPaneView signedIn={signedIn} title={tile?.title} {...common} />;
  } else if (view === 'details' && query.data) {
    const detail = query.data;
    const props = {
      ...common,
      item: detail,
      scrollMessage: scrollMessageOn
        ? scrollMessage({ signedIn, initialItem: initial, category: detail.category })
        : null,
      signedIn,
      admin: isAdmin(user),
      timeZone,
      defaultCurrency: settings?.default_currency,
      mapImageUrl,
      mapLinkUrl,
      auction: detail.lot != null ? renderLot?.(detail.lot) : undefined,
      buyNow: renderBuyNow?.(detail),
    };
    pane = (
      <ListingPaneView
        {...props}
        canViewContactDetails={hasPermission(user, 'view_organisation_contact_details')}
        showMoreRequiresLogin={showMoreRequiresLogin}
      />
    );
  }
  return (
    <div ref={wrapper} className="trove-item-pane" data-view={view}>
      {pane}
    </div>
  );
}
