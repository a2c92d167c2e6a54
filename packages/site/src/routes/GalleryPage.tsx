import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate, useRouter } from '@tanstack/react-router';
import type { ColumnMode, GalleryParams, ItemDetail } from '@trove/core/gallery';
import {
  CategoryPanel,
  Gallery,
  GalleryHeader,
  galleryItemQueryKey,
  RegisterSearchModal,
  SavedSearchesPanel,
  useGallery,
  useSettings,
} from '@trove/react';
import { LotDetail } from '@trove/react/auction';
import { useState } from 'react';
import { useGalleryParams, useShowGallery } from '../app/galleryNavigation';
import { usePageMeta } from '../app/pageMeta';
import { RouterLink } from '../app/RouterLink';
import { mapImageUrl } from '../app/staticMaps';

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
 * The gallery: header, category panel and saved searches beside the tiles. Everything it shows
 * lives in the URL (core's route mapping), so reload and back keep it, an open item included.
 */
export function GalleryPage() {
  const { data: settings } = useSettings();
  const params = useGalleryParams();
  const show = useShowGallery();
  const [columns, setColumns] = useState<ColumnMode>(3);
  const gallery = useGallery(params);
  const navigate = useNavigate();
  const router = useRouter();
  const location = useLocation();
  // the panes' Log In (Log in to like or comment, a restricted listing's Log In) come back to the open listing
  const paneHrefs = {
    login: router.buildLocation({ to: '/login', search: { redirect: location.href } }).href,
  };
  const auctions = settings?.features.auctions ?? false;
  // an item sold by auction shows its lot; bidding signed out goes to login and back here
  const renderLot = (lotId: number) => (
    <LotDetail
      lotId={lotId}
      onLogin={() =>
        navigate({
          to: '/login',
          search: { redirect: `${window.location.pathname}${window.location.search}` },
        })
      }
    />
  );
  // an open listing names the page; its pane loads it (this only reads what it loaded)
  const { data: openDetail } = useQuery<ItemDetail>({
    queryKey: params.item ? galleryItemQueryKey(params.item) : ['trove', 'galleryItem', null],
    enabled: false,
  });
  const detail = params.item && openDetail?.id === params.item.id ? openDetail : undefined;
  usePageMeta(
    detail?.title ?? gallery.place?.name,
    detail ? detail.description.slice(0, 256) : gallery.description[0],
  );
  // A new search starts from the top of the list, with no item open.
  const search = (next: GalleryParams) => show({ ...next, item: undefined });
  return (
    <main className="site-main site-gallery" id="content">
      <h1 className="site-visually-hidden">{gallery.place?.name ?? settings?.site_name ?? 'Gallery'}</h1>
      <GalleryHeader params={params} onParamsChange={search} name={gallery.place?.name} />
      <div className="site-gallery__layout">
        <aside className="site-gallery__aside" aria-label="Refine">
          <CategoryPanel params={params} onParamsChange={search} />
          <SavedSearchesPanel params={params} onOpenSearch={search} />
        </aside>
        <Gallery
          params={params}
          onParamsChange={search}
          columns={columns}
          onColumnsChange={setColumns}
          openItem={params.item}
          onOpenItemChange={(item) => show({ ...params, item }, { keepScroll: true })}
          mapImageUrl={mapImageUrl}
          paneHrefs={paneHrefs}
          linkComponent={RouterLink}
          renderAdvertisement={houseAdvertisement}
          renderLot={auctions ? renderLot : undefined}
        />
      </div>
      <RegisterSearchModal
        params={params}
        linkComponent={RouterLink}
        onClose={() => show({ ...params, prompt: false }, { replace: true, keepScroll: true })}
      />
    </main>
  );
}
