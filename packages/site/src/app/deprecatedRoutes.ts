import { redirect } from '@tanstack/react-router';
import { type ItemType, paramsToRoute, routeHref, routeToParams } from '@trove/core/gallery';
import { galleryApi } from './galleryApi';

const notFound = () => redirect({ href: '/not-found', replace: true });

/**
 * `/{item|event|organisation}/{id}` (§2 Deprecated routes): loads the listing and redirects to its
 * gallery route, or to the not-found page when it cannot be loaded.
 */
export async function redirectToListing(itemType: ItemType, rawId: string): Promise<never> {
  if (!/^\d{1,9}$/.test(rawId)) throw notFound();
  let href: string;
  try {
    href = (await galleryApi.item(itemType, Number(rawId))).absolute_url;
  } catch {
    throw notFound();
  }
  throw redirect({ href, replace: true });
}

/**
 * `/gallery/{niche}/{section}[/{gallery}[/{caption}]]` (§2): the same place on the gallery route,
 * the query string kept.
 */
export function redirectFromOldGallery(splat: string, searchStr: string): never {
  const pathname = `/${splat.split('/').filter(Boolean).join('/')}`;
  throw redirect({
    href: routeHref(paramsToRoute(routeToParams({ pathname, search: searchStr }))),
    replace: true,
  });
}
