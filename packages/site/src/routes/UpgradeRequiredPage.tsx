import { defaultGalleryParams } from '@trove/core/gallery';
import { PermissionDeniedPaneView, useAuthToken } from '@trove/react';
import { useShowGallery } from '../app/galleryNavigation';
import { usePageMeta } from '../app/pageMeta';
import { RouterLink } from '../app/RouterLink';

/** `/auth/upgrade-required` (§2): the permission-denied pane, its Close back to the gallery. */
export function UpgradeRequiredPage() {
  const signedIn = useAuthToken() !== null;
  const show = useShowGallery();
  usePageMeta('Upgrade required');
  return (
    <main className="site-main site-preview" id="content">
      <PermissionDeniedPaneView
        signedIn={signedIn}
        onClose={() => show(defaultGalleryParams)}
        linkComponent={RouterLink}
      />
    </main>
  );
}
