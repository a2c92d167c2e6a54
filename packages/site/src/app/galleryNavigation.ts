import { useLocation, useNavigate } from '@tanstack/react-router';
import {
  DEFAULT_NICHE,
  defaultGalleryParams,
  type GalleryParams,
  paramsToRoute,
  routeHref,
  routeToParams,
} from '@trove/core/gallery';
import { useCallback, useMemo } from 'react';

/** Whether a path is the gallery's (the modal routes /login, /sign-up, ... open over the default one). */
export const isGalleryPath = (pathname: string) =>
  pathname === '/' || pathname.toLowerCase().startsWith(`/${DEFAULT_NICHE}`);

/** The gallery params the URL says (the default gallery on the modal routes). */
export function useGalleryParams(): GalleryParams {
  const { pathname, searchStr } = useLocation();
  const onGallery = isGalleryPath(pathname);
  return useMemo(
    () => (onGallery ? routeToParams({ pathname, search: searchStr }) : defaultGalleryParams),
    [onGallery, pathname, searchStr],
  );
}

/**
 * Shows a gallery: its params become the URL (core's route mapping), so reload and back keep them.
 * A new gallery starts at the top of the page; `keepScroll` leaves the scrolling to the gallery
 * (opening a listing scrolls to its pane, closing it back to its tile).
 */
export function useShowGallery() {
  const navigate = useNavigate();
  return useCallback(
    (params: GalleryParams, options: { replace?: boolean; keepScroll?: boolean } = {}) =>
      void navigate({
        href: routeHref(paramsToRoute(params)),
        replace: options.replace,
        resetScroll: !options.keepScroll,
      }),
    [navigate],
  );
}
