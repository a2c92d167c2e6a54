import { useSettings } from '@trove/react';

/** The gallery's place in the shell; its tiles arrive with the browsing issue. */
export function GalleryPage() {
  const { data: settings } = useSettings();
  return (
    <main className="site-main" id="content">
      <h1 className="site-visually-hidden">{settings?.site_name ?? 'Gallery'}</h1>
    </main>
  );
}
