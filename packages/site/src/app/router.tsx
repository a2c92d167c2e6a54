import { createRootRoute, createRoute, createRouter, redirect } from '@tanstack/react-router';
import { lotSortSchema } from '@trove/core/auction';
import * as z from 'zod/mini';
import { AuctionIncrementsPage } from '../routes/AuctionIncrementsPage';
import { AuctionsPage } from '../routes/AuctionsPage';
import {
  AccountPage,
  ActivationPage,
  ForgotPasswordPage,
  LoginPage,
  NotificationsPage,
  RegisterBusinessPage,
  RegisterPage,
  ResetPasswordConfirmPage,
} from '../routes/AuthPages';
import { GalleryPage } from '../routes/GalleryPage';
import { InvalidTokenPage } from '../routes/InvalidTokenPage';
import { NotFoundPage } from '../routes/NotFoundPage';
import { PartnerSignInPage } from '../routes/PartnerSignInPage';
import { PreviewPage } from '../routes/PreviewPage';
import { RootLayout } from '../routes/RootLayout';
import { UpgradeRequiredPage } from '../routes/UpgradeRequiredPage';
import { redirectFromOldGallery, redirectToListing } from './deprecatedRoutes';
import { requireSignedIn, requireSignedOut } from './guards';

const rootRoute = createRootRoute({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

const indexRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: GalleryPage });

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

const invalidTokenRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/auth/invalid-token',
  component: InvalidTokenPage,
});

const upgradeRequiredRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/auth/upgrade-required',
  component: UpgradeRequiredPage,
});

// spec §2: a listing's preview, no login; a malformed link is an invalid token
const previewRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/preview/$id/$token',
  beforeLoad: ({ params }) => {
    if (!/^\d{1,9}$/.test(params.id)) throw redirect({ href: '/auth/invalid-token', replace: true });
  },
  component: function Preview() {
    const { id, token } = previewRoute.useParams();
    return <PreviewPage id={Number(id)} token={token} />;
  },
});

// spec §2 deprecated routes: /gallery/{niche}/{section}[/{gallery}[/{caption}]] keeps its place
const oldGalleryRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/gallery/$',
  beforeLoad: ({ params, location }) => redirectFromOldGallery(params._splat ?? '', location.searchStr),
});

// and /{item|event|organisation}/{id} goes to the listing's gallery route, or to not-found
const listingRoutes = (['ITEM', 'EVENT', 'ORGANISATION'] as const).map((itemType) =>
  createRoute({
    getParentRoute: () => rootRoute,
    path: `/${itemType.toLowerCase()}/$id`,
    beforeLoad: ({ params }) => redirectToListing(itemType, params.id),
  }),
);

// spec: unmatched URLs go to the gallery
const unmatchedRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '$',
  beforeLoad: () => {
    throw redirect({ href: '/collectables', replace: true });
  },
});

const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login',
  validateSearch: z.object({ showLogin: z.optional(z.boolean()), redirect: z.optional(z.string()) }),
  beforeLoad: requireSignedOut,
  component: function Login() {
    const { showLogin, redirect: target } = loginRoute.useSearch();
    return <LoginPage showLogin={showLogin ?? true} redirect={target} />;
  },
});

const signUpSearch = z.object({
  email: z.optional(z.string()),
  token: z.optional(z.string()),
  id: z.optional(z.union([z.string(), z.number()])),
});

const signUpRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/sign-up',
  validateSearch: signUpSearch,
  beforeLoad: requireSignedOut,
  component: function SignUp() {
    const { email, token, id } = signUpRoute.useSearch();
    // `?id=7&token=abc` is the invite `7-abc`
    const invite = token && id !== undefined ? `${id}-${token}` : token;
    return <RegisterPage email={email} token={invite} />;
  },
});

const signUpBusinessRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/sign-up/business',
  beforeLoad: requireSignedOut,
  component: RegisterBusinessPage,
});

const signUpInviteRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/sign-up/$token',
  beforeLoad: requireSignedOut,
  component: function SignUpInvite() {
    const { token } = signUpInviteRoute.useParams();
    return <RegisterPage token={token} />;
  },
});

const forgotPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/forgot-password',
  validateSearch: z.object({ email: z.optional(z.string()) }),
  component: function ForgotPassword() {
    return <ForgotPasswordPage email={forgotPasswordRoute.useSearch().email} />;
  },
});

const resetConfirmRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/auth/reset-password/confirm/$uid/$token',
  component: function ResetConfirm() {
    const { uid, token } = resetConfirmRoute.useParams();
    return <ResetPasswordConfirmPage uid={uid} token={token} />;
  },
});

const activateRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/auth/activate/$uid/$token',
  component: function Activate() {
    const { uid, token } = activateRoute.useParams();
    return <ActivationPage uid={uid} token={token} />;
  },
});

// The sign-in popup of embedded elements on partner pages (see PartnerSignInPage)
const partnerSignInRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/auth/partner-sign-in',
  validateSearch: z.object({ origin: z.optional(z.string()) }),
  component: function PartnerSignIn() {
    return <PartnerSignInPage origin={partnerSignInRoute.useSearch().origin} />;
  },
});

const notificationsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/notifications',
  validateSearch: z.object({ page: z.optional(z.int().check(z.positive())) }),
  beforeLoad: requireSignedIn,
  component: function NotificationsRoute() {
    return <NotificationsPage page={notificationsRoute.useSearch().page ?? 1} />;
  },
});

// spec §2 Auctions: the member's lots (only when the auctions flag is on; the API answers either way)
const auctionsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/auctions',
  validateSearch: z.object({
    page: z.optional(z.int().check(z.positive())),
    sort: z.optional(lotSortSchema),
  }),
  beforeLoad: requireSignedIn,
  component: function Auctions() {
    const { page, sort } = auctionsRoute.useSearch();
    return <AuctionsPage page={page ?? 1} sort={sort} />;
  },
});

// Auctions › Bid increments: an auction house's admins set the increment table of its new lots
const auctionIncrementsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/auctions/increments',
  validateSearch: z.object({ organisation: z.optional(z.int().check(z.positive())) }),
  beforeLoad: requireSignedIn,
  component: function AuctionIncrements() {
    return <AuctionIncrementsPage organisation={auctionIncrementsRoute.useSearch().organisation} />;
  },
});

const accountRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/account',
  beforeLoad: requireSignedIn,
  component: AccountPage,
});

const routeTree = rootRoute.addChildren([
  indexRoute,
  galleryRoute,
  notFoundRoute,
  invalidTokenRoute,
  upgradeRequiredRoute,
  previewRoute,
  oldGalleryRoute,
  ...listingRoutes,
  loginRoute,
  signUpRoute,
  signUpBusinessRoute,
  signUpInviteRoute,
  forgotPasswordRoute,
  resetConfirmRoute,
  activateRoute,
  partnerSignInRoute,
  notificationsRoute,
  auctionsRoute,
  auctionIncrementsRoute,
  accountRoute,
  unmatchedRoute,
]);

export function createSiteRouter() {
  return createRouter({ routeTree, trailingSlash: 'preserve', caseSensitive: false });
}

export type SiteRouter = ReturnType<typeof createSiteRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: SiteRouter;
  }
}
