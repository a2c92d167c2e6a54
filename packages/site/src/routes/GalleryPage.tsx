import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate, useRouter } from '@tanstack/react-router';
import { WATCHLIST_HEADING } from '@trove/core/community';
import type { ColumnMode, GalleryItem, GalleryParams, ItemDetail } from '@trove/core/gallery';
import {
  CategoryPanel,
  Gallery,
  GalleryGridView,
  GalleryHeaderBar,
  GalleryMobileBarView,
  GalleryRefine,
  galleryItemQueryKey,
  NARROW_GALLERY_QUERY,
  PaneCommunityProvider,
  TileActionsContext,
  useAuthToken,
  useGallery,
  useGalleryFeatures,
  useMediaQuery,
  usePageIdle,
  useSettings,
} from '@trove/react';
import { lazy, Suspense, useState } from 'react';
import { useGalleryParams, useShowGallery } from '../app/galleryNavigation';
import { usePageMeta } from '../app/pageMeta';
import { RouterLink } from '../app/RouterLink';
import { mapImageUrl } from '../app/staticMaps';

// An open auction item's lot and an item's Buy Now row load with the first pane that shows one.
const LotDetail = lazy(() =>
  import('@trove/react/auction').then((module) => ({ default: module.LotDetail })),
);
// the row alone, without the cart's modal and card entry (react-aria's dialog, which it never opens)
const BuyNowRow = lazy(() =>
  import('@trove/react/buy-now').then((module) => ({ default: module.BuyNowRow })),
);
// The search dialogs load when first asked for: the Advanced Search panel once opened, the
// register-search modal when a visitor's link prompts for it.
const AdvancedSearchPanel = lazy(() =>
  import('@trove/react/search-dialogs').then((module) => ({ default: module.AdvancedSearchPanel })),
);
const RegisterSearchModal = lazy(() =>
  import('@trove/react/search-dialogs').then((module) => ({ default: module.RegisterSearchModal })),
);
// The Saved Searches panel shows only to a signed-in member: it loads with the same chunk (the forms'
// react-hook-form and zod resolver), once there is a token, so a visitor never loads it.
const SavedSearchesPanel = lazy(() =>
  import('@trove/react/search-dialogs').then((module) => ({ default: module.SavedSearchesPanel })),
);
// A listing's likes, watch or follow, sharing, comments and Report load with the first pane too:
// without the watchdog page's report dialog (react-aria), to which the pane only links.
const ListingCommunity = lazy(() =>
  import('@trove/react/listing-community').then((module) => ({ default: module.ListingCommunity })),
);
// An item tile's watch toggle comes from an entry of its own, without the pane's dialogs (react-aria:
// evaluating it, with Intl's locale data, was a 190 ms task under Lighthouse's 4x slowdown). It
// shows once the page has come to rest (fetched as the tiles first showed, it shared the line with
// the first row's images), and the tiles do not wait for it.
const WatchButton = lazy(() =>
  import('@trove/react/watch').then((module) => ({ default: module.WatchButton })),
);

/**
 * A tile's watch toggle, once the page has come to rest (its chunk would otherwise load beside the
 * first row's images). It reads the page's rest itself, so that then only the toggles render, not
 * the gallery and every tile again (a 130 ms task under Lighthouse's 4x slowdown).
 */
function TileWatchButton({ itemId, onLogin }: { itemId: number; onLogin: () => void }) {
  const pageIdle = usePageIdle();
  return pageIdle ? (
    <Suspense fallback={null}>
      <WatchButton itemId={itemId} compact onLogin={onLogin} />
    </Suspense>
  ) : null;
}

/**
 * The site's own advertisement for the gallery's ad zones: Trove serves no advertisements, so this
 * house one fills them. The gallery shows it only with the ad_zones flag on (off by default).
 */
function houseAdvertisement() {
  return (
    <div className="site-house-ad">
      <p className="site-house-ad__title">Your business here</p>
      <p className="site-house-ad__text">Reach collectors as they browse.</p>
      <RouterLink href="/contact?subject=Advertising" className="trove-button site-house-ad__link">
        Advertise with us
      </RouterLink>
    </div>
  );
}

/**
 * Whether the gallery's first view may show: once `ready`, and from then on. The header (name,
 * description, banners and link blocks) and the tiles come from two calls made together; shown as
 * each came, the header pushed the tiles down two or three times (a layout shift of 0.19 on a phone).
 * Shown together, nothing moves. Once shown the page stays: a new search keeps the header while its
 * tiles load, as the gallery's own skeleton says.
 */
function useFirstViewReady(ready: boolean): boolean {
  const [shown, setShown] = useState(ready);
  if (ready && !shown) setShown(true);
  return shown;
}

/**
 * The gallery: header, category panel and saved searches beside the tiles (on a phone in a drawer
 * the bottom bar opens, with sort, grid and list, Top and Advanced Search). Everything it shows
 * lives in the URL (core's route mapping), so reload and back keep it, an open item included.
 */
export function GalleryPage() {
  const { data: settings } = useSettings();
  const params = useGalleryParams();
  const show = useShowGallery();
  const [columns, setColumns] = useState<ColumnMode>(3);
  const gallery = useGallery(params);
  const features = useGalleryFeatures(params);
  // the header and the tiles show together (see useFirstViewReady): the gallery's first page come or
  // failed, and the place's header come or failed once (the tiles do not wait for its retry)
  const firstViewReady = useFirstViewReady(
    !gallery.loading && (!features.isPending || features.failureCount > 0),
  );
  const [refineOpen, setRefineOpen] = useState(false);
  const [advancedOpen, setAdvancedOpen] = useState(false);
  // the panel is loaded once first opened, and kept for its closing animation and the next time
  const [advancedOpened, setAdvancedOpened] = useState(false);
  // a phone: the bar at the bottom holds the toolbar's sort and columns (drawn only there, so the
  // page has one sort select)
  const phone = useMediaQuery(NARROW_GALLERY_QUERY);
  const signedIn = useAuthToken() !== null;
  const navigate = useNavigate();
  const router = useRouter();
  const location = useLocation();
  // the panes' Log In (Log in to like or comment, a restricted listing's Log In) come back to the open listing
  const paneHrefs = {
    login: router.buildLocation({ to: '/login', search: { redirect: location.href } }).href,
  };
  const auctions = settings?.features.auctions ?? false;
  const cart = settings?.features.cart ?? false;
  const logInAndComeBack = () =>
    navigate({ to: '/login', search: { redirect: `${window.location.pathname}${window.location.search}` } });
  // an item sold by auction shows its lot; bidding signed out goes to login and back here; a won
  // lot's Pay now opens the cart, where the lot waits as a line. The pane already has the item's name
  // as its heading, so the lot's own heading is its number (or Auction), never the name again.
  const renderLot = (lotId: number) => (
    <Suspense fallback={null}>
      <LotDetail
        lotId={lotId}
        translations={{ lot: { title: (lot) => (lot.number === null ? 'Auction' : `Lot ${lot.number}`) } }}
        onLogin={logInAndComeBack}
        payNowHref={cart ? '/cart' : undefined}
        onPayNow={(event) => {
          event.preventDefault();
          void navigate({ to: '/cart' });
        }}
      />
    </Suspense>
  );
  // an item for sale shows its Buy Now row (Add to Cart); signed out, Add to Cart goes to login and
  // back. An item without a product (or a price) has no row: the pane shows its price as usual.
  const renderBuyNow = (item: ItemDetail) =>
    item.products.length > 0 && item.price !== null ? (
      <Suspense fallback={null}>
        <BuyNowRow item={item} onLogin={logInAndComeBack} />
      </Suspense>
    ) : undefined;
  // each pane's community part: Like, Watch, Follow and Share signed out go to login and back here
  const renderCommunity = (item: ItemDetail) => (
    <Suspense fallback={null}>
      <ListingCommunity
        item={item}
        onLogin={logInAndComeBack}
        loginHref={paneHrefs.login}
        completeProfileHref="/account"
        linkComponent={RouterLink}
      />
    </Suspense>
  );
  // an item tile's watch toggle (§2 Tiles): the watchlist the pane's Watch toggles too; signed out,
  // it goes to login and back here
  const renderTileActions = (tile: GalleryItem) =>
    tile.item_type === 'ITEM' ? <TileWatchButton itemId={tile.id} onLogin={logInAndComeBack} /> : null;
  // the navbar's Watchlist (key=watchlist): the member's watched items, the heading says so
  const placeName = params.key === 'watchlist' ? WATCHLIST_HEADING : gallery.place?.name;
  // an open listing names the page; its pane loads it (this only reads what it loaded)
  const { data: openDetail } = useQuery<ItemDetail>({
    queryKey: params.item ? galleryItemQueryKey(params.item) : ['trove', 'galleryItem', null],
    enabled: false,
  });
  const detail = params.item && openDetail?.id === params.item.id ? openDetail : undefined;
  usePageMeta(detail?.title ?? placeName, detail ? detail.description.slice(0, 256) : gallery.description[0]);
  // A new search starts from the top of the list, with no item open; the drawer gives way to it.
  const search = (next: GalleryParams) => {
    setRefineOpen(false);
    show({ ...next, item: undefined });
  };
  const openAdvancedSearch = () => {
    setAdvancedOpen(true);
    setAdvancedOpened(true);
  };
  return (
    <main className="site-main site-gallery" id="content">
      <h1 className="site-visually-hidden">{placeName ?? settings?.site_name ?? 'Gallery'}</h1>
      {firstViewReady ? (
        <>
          <GalleryHeaderBar params={params} name={placeName} onAdvancedSearch={openAdvancedSearch} />
          <div className="site-gallery__layout">
            <GalleryRefine className="site-gallery__aside" isOpen={refineOpen} onOpenChange={setRefineOpen}>
              <CategoryPanel params={params} onParamsChange={search} />
              {signedIn && (
                <Suspense fallback={null}>
                  <SavedSearchesPanel params={params} onOpenSearch={search} />
                </Suspense>
              )}
            </GalleryRefine>
            <PaneCommunityProvider render={renderCommunity}>
              <TileActionsContext.Provider value={renderTileActions}>
                <Gallery
                  params={params}
                  onParamsChange={search}
                  columns={columns}
                  onColumnsChange={setColumns}
                  classNames={{ toolbar: phone ? 'trove-gallery-toolbar--with-mobile-bar' : undefined }}
                  openItem={params.item}
                  onOpenItemChange={(item) => show({ ...params, item }, { keepScroll: true })}
                  mapImageUrl={mapImageUrl}
                  paneHrefs={paneHrefs}
                  linkComponent={RouterLink}
                  renderAdvertisement={houseAdvertisement}
                  renderLot={auctions ? renderLot : undefined}
                  renderBuyNow={cart ? renderBuyNow : undefined}
                />
              </TileActionsContext.Provider>
            </PaneCommunityProvider>
          </div>
        </>
      ) : (
        // until then the gallery's skeleton tiles where its tiles will be, beside the category
        // panel's place on a wide screen, reaching past the fold (the footer stays below it)
        <div className="site-gallery__layout site-gallery__placeholder">
          <GalleryGridView tiles={[]} params={params} columns={columns} loading />
        </div>
      )}
      {advancedOpened && (
        <Suspense fallback={null}>
          <AdvancedSearchPanel
            params={params}
            onParamsChange={search}
            isOpen={advancedOpen}
            onClose={() => setAdvancedOpen(false)}
          />
        </Suspense>
      )}
      {phone && (
        <GalleryMobileBarView
          params={params}
          onParamsChange={search}
          columns={columns}
          onColumnsChange={setColumns}
          itemType={gallery.place?.item_type}
          onRefine={() => setRefineOpen(true)}
          onAdvancedSearch={features.data?.hide_advanced_search ? undefined : openAdvancedSearch}
        />
      )}
      {params.prompt && (
        <Suspense fallback={null}>
          <RegisterSearchModal
            params={params}
            linkComponent={RouterLink}
            onClose={() => show({ ...params, prompt: false }, { replace: true, keepScroll: true })}
          />
        </Suspense>
      )}
    </main>
  );
}
