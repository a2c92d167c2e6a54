import { Outlet, useLocation, useNavigate } from '@tanstack/react-router';
import {
  DeferredSearchBox,
  DeferredToastRegion,
  EmailActivationBanner,
  Footer,
  loadSearchBoxListingsView,
  Navbar,
  useAuthToken,
  useFeatureFlag,
  useSettings,
} from '@trove/react';
import { useBasket } from '@trove/react/cart';
import { lazy, Suspense, useEffect } from 'react';
import { useGalleryParams, useShowGallery } from '../app/galleryNavigation';
import { watchUnauthenticated } from '../app/queryClient';
import { RouterLink } from '../app/RouterLink';
import { visitCounter } from '../app/troveClient';

// The search a visitor named before registering or logging in is saved once they are in (seed 001
// §4): its code (the saved-search client) loads with the search dialogs, for a signed-in member only.
const SavePendingSearch = lazy(() =>
  import('@trove/react/search-dialogs').then((module) => ({ default: module.SavePendingSearch })),
);

// Visiting these does not count towards the register prompt: they are the prompt's own destinations.
const AUTH_PATHS = ['/login', '/sign-up', '/forgot-password', '/auth/'];

export function RootLayout() {
  const { data: settings } = useSettings();
  const token = useAuthToken();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const params = useGalleryParams();
  const show = useShowGallery();
  // the navbar's cart icon counts the basket's lines (signed in, the cart flag on)
  const basket = useBasket({ enabled: useFeatureFlag('cart') });

  // spec: a 401 sends a signed-out visitor to login (a signed-in member's token is already cleared)
  useEffect(() => watchUnauthenticated(() => void navigate({ to: '/login' })), [navigate]);

  // spec: signed-out route visits are counted; past the configured maximum the become-a-member pitch opens
  useEffect(() => {
    if (token !== null || !settings || AUTH_PATHS.some((path) => pathname.startsWith(path))) return;
    const counter = visitCounter(settings.max_unauthenticated_opens);
    if (counter.visit()) {
      counter.reset();
      void navigate({ to: '/login', search: { showLogin: false } });
    }
  }, [pathname, token, settings, navigate]);

  return (
    <>
      <Navbar
        linkComponent={RouterLink}
        navigate={(href) => void navigate({ href })}
        onLoggedOut={() => void navigate({ href: '/collectables' })}
        cartCount={basket.data?.lines.length}
        currentPath={pathname}
        search={
          // a search of keywords or a category closes the open item; a suggested listing opens. The
          // typeahead loads when the box is pointed at, touched or focused (typing meanwhile goes on
          // in the plain box), not when the page is idle: its first render with react-aria's first
          // module (Intl's locale data) was a 130 ms task under Lighthouse's 4x slowdown on a phone
          <DeferredSearchBox
            params={params}
            onParamsChange={show}
            loadView={loadSearchBoxListingsView}
            loadWhenIdle={false}
          />
        }
      />
      <EmailActivationBanner />
      {/* A page's chunk loading for the first time keeps the navbar in place (see router.tsx) */}
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
      <Footer linkComponent={RouterLink} />
      <DeferredToastRegion />
      {token !== null && (
        <Suspense fallback={null}>
          <SavePendingSearch onOpenSearch={(next) => show(next)} />
        </Suspense>
      )}
    </>
  );
}
