import { useCanGoBack, useRouter } from '@tanstack/react-router';
import { reportTarget } from '@trove/core/community';
import { WatchdogModal } from '@trove/react/community';
import { usePageMeta } from '../app/pageMeta';
import { GalleryPage } from './GalleryPage';

/**
 * home.watchdog, `/watchdog?item=…` (also `event=`, `organisation=`): the report modal over the
 * gallery. Closed (sent, Cancel, or at once when no listing is named: nothing is sent), it goes back
 * where the visitor came from, or to the gallery.
 */
export function WatchdogPage({
  search,
}: {
  search: { item?: unknown; event?: unknown; organisation?: unknown };
}) {
  usePageMeta('Report a listing');
  const router = useRouter();
  const canGoBack = useCanGoBack();
  const close = () => {
    if (canGoBack) router.history.back();
    else void router.navigate({ href: '/collectables', replace: true });
  };
  return (
    <>
      <GalleryPage />
      <WatchdogModal target={reportTarget(search)} onClose={close} />
    </>
  );
}
