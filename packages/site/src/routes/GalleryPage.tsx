import { useLocation, useNavigate } from '@tanstack/react-router';
import {
  type ColumnMode,
  DEFAULT_NICHE,
  defaultGalleryParams,
  paramsToRoute,
  routeHref,
  routeToParams,
} from '@trove/core/gallery';
import { Gallery, useSettings } from '@trove/react';
import { useMemo, useState } from 'react';
import { RouterLink } from '../app/RouterLink';

/** The gallery: its params live in the URL (core's route mapping), so reload and back keep the state. */
export function GalleryPage() {
  const { data: settings } = useSettings();
  const { pathname, searchStr } = useLocation();
  const navigate = useNavigate();
  // modal routes (/login, /sign-up, ...) open over the default gallery, not a niche named after them
  const onGalleryRoute = pathname === '/' || pathname.toLowerCase().startsWith(`/${DEFAULT_NICHE}`);
  const params = useMemo(
    () => (onGalleryRoute ? routeToParams({ pathname, search: searchStr }) : defaultGalleryParams),
    [onGalleryRoute, pathname, searchStr],
  );
  const [columns, setColumns] = useState<ColumnMode>(3);
  return (
    <main className="site-main" id="content">
      <h1 className="site-visually-hidden">{settings?.site_name ?? 'Gallery'}</h1>
      <Gallery
        params={params}
        onParamsChange={(next) => void navigate({ href: routeHref(paramsToRoute(next)) })}
        columns={columns}
        onColumnsChange={setColumns}
        linkComponent={RouterLink}
      />
    </main>
  );
}
