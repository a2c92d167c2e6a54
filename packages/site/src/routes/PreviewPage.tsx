import { useQuery } from '@tanstack/react-query';
import { Navigate } from '@tanstack/react-router';
import type { ApiError } from '@trove/core';
import { defaultGalleryParams, type ItemDetail } from '@trove/core/gallery';
import { ListingPaneView, LoadingPaneView, useSettings } from '@trove/react';
import { galleryApi } from '../app/galleryApi';
import { useShowGallery } from '../app/galleryNavigation';
import { usePageMeta } from '../app/pageMeta';
import { RouterLink } from '../app/RouterLink';
import { mapImageUrl } from '../app/staticMaps';

/**
 * `/preview/{id}/{token}` (§2): a listing's preview, published or not, without signing in. A token
 * that does not check out goes to the invalid-token page. A preview counts no view.
 */
export function PreviewPage({ id, token }: { id: number; token: string }) {
  const { data: settings } = useSettings();
  const show = useShowGallery();
  const query = useQuery<ItemDetail, ApiError>({
    queryKey: ['trove', 'preview', id, token],
    queryFn: () => galleryApi.preview(id, token),
    retry: (failures, error) => error.status >= 500 && failures < 2,
  });
  usePageMeta(query.data ? `Preview: ${query.data.title}` : 'Preview');
  const close = () => show(defaultGalleryParams);
  if (query.error && query.error.status < 500) return <Navigate to="/auth/invalid-token" replace />;
  const item = query.data;
  const common = {
    onClose: close,
    linkComponent: RouterLink,
    defaultCurrency: settings?.default_currency,
    mapImageUrl,
  };
  return (
    <main className="site-main site-preview" id="content">
      {query.error ? (
        <div role="alert" className="site-preview__error">
          <p>Sorry an error occurred</p>
          <button type="button" className="trove-button" onClick={() => void query.refetch()}>
            Try again
          </button>
        </div>
      ) : !item ? (
        <LoadingPaneView onClose={close} />
      ) : (
        <ListingPaneView item={item} {...common} />
      )}
    </main>
  );
}
