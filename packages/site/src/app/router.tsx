import { createRootRoute, createRoute, createRouter, redirect } from '@tanstack/react-router';
import { GalleryPage } from '../routes/GalleryPage';
import { NotFoundPage } from '../routes/NotFoundPage';
import { RootLayout } from '../routes/RootLayout';

const rootRoute = createRootRoute({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

// spec: unmatched URLs go to the gallery
const unmatchedRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '$',
  beforeLoad: () => {
    throw redirect({ href: '/collectables', replace: true });
  },
});

const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  component: GalleryPage,
});

const galleryRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/collectables/$',
  component: GalleryPage,
});

const notFoundRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/not-found',
  component: NotFoundPage,
});

const routeTree = rootRoute.addChildren([indexRoute, galleryRoute, notFoundRoute, unmatchedRoute]);

export function createSiteRouter() {
  return createRouter({ routeTree, trailingSlash: 'preserve', caseSensitive: false });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createSiteRouter>;
  }
}
