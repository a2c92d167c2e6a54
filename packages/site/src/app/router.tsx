import {
  createRootRoute,
  createRoute,
  createRouter,
  lazyRouteComponent,
  redirect,
} from '@tanstack/react-router';
import * as z from 'zod/mini';
import { GalleryPage } from '../routes/GalleryPage';
import { NotFoundPage } from '../routes/NotFoundPage';
import { PopupLayout } from '../routes/PopupLayout';
import { RootLayout } from '../routes/RootLayout';
import { redirectFromOldGallery, redirectToListing } from './deprecatedRoutes';
import { requireSignedIn, requireSignedInToList, requireSignedOut } from './guards';

// The gallery, where most visits land, is in the first script; every other page is a chunk of its own,
// loaded when first shown (sign-in, registration, the dashboards, auctions, the cart, previews).
const AuctionIncrementsPage = lazyRouteComponent(
  () => import('../routes/AuctionIncrementsPage'),
  'AuctionIncrementsPage',
);
const AuctionsPage = lazyRouteComponent(() => import('../routes/AuctionsPage'), 'AuctionsPage');
const AccountPage = lazyRouteComponent(() => import('../routes/AuthPages'), 'AccountPage');
const ActivationPage = lazyRouteComponent(() => import('../routes/AuthPages'), 'ActivationPage');
const ForgotPasswordPage = lazyRouteComponent(() => import('../routes/AuthPages'), 'ForgotPasswordPage');
const LoginPage = lazyRouteComponent(() => import('../routes/AuthPages'), 'LoginPage');
const NotificationsPage = lazyRouteComponent(() => import('../routes/AuthPages'), 'NotificationsPage');
const RegisterBusinessPage = lazyRouteComponent(() => import('../routes/AuthPages'), 'RegisterBusinessPage');
const RegisterPage = lazyRouteComponent(() => import('../routes/AuthPages'), 'RegisterPage');
const ResetPasswordConfirmPage = lazyRouteComponent(
  () => import('../routes/AuthPages'),
  'ResetPasswordConfirmPage',
);
const InvalidTokenPage = lazyRouteComponent(() => import('../routes/InvalidTokenPage'), 'InvalidTokenPage');
const UpgradeRequiredPage = lazyRouteComponent(
  () => import('../routes/UpgradeRequiredPage'),
  'UpgradeRequiredPage',
);
const CartPage = lazyRouteComponent(() => import('../routes/CartPage'), 'CartPage');
const OrdersPage = lazyRouteComponent(() => import('../routes/OrdersPage'), 'OrdersPage');
const ListingsPage = lazyRouteComponent(() => import('../routes/ListingsPage'), 'ListingsPage');
const AddItemPage = lazyRouteComponent(() => import('../routes/AddItemPage'), 'AddItemPage');
const EditItemPage = lazyRouteComponent(() => import('../routes/AddItemPage'), 'EditItemPage');
const PartnerSignInPage = lazyRouteComponent(
  () => import('../routes/PartnerSignInPage'),
  'PartnerSignInPage',
);
const PreviewPage = lazyRouteComponent(() => import('../routes/PreviewPage'), 'PreviewPage');
const ModerationPage = lazyRouteComponent(() => import('../routes/ModerationPage'), 'ModerationPage');
const WatchdogPage = lazyRouteComponent(() => import('../routes/WatchdogPage'), 'WatchdogPage');

// The root renders nothing of its own: the site's pages sit in its layout (navbar, banners,
// toasts); the popups a partner page's elements open, in a bare one sized for a small window.
const rootRoute = createRootRoute({ notFoundComponent: NotFoundPage });

const siteRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'site',
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

const popupRoute = createRoute({ getParentRoute: () => rootRoute, id: 'popup', component: PopupLayout });

const indexRoute = createRoute({ getParentRoute: () => siteRoute, path: '/', component: GalleryPage });

const galleryRoute = createRoute({
  getParentRoute: () => siteRoute,
  path: '/collectables/$',
  component: GalleryPage,
});

const notFoundRoute = createRoute({
  getParentRoute: () => siteRoute,
  path: '/not-found',
  component: NotFoundPage,
});

const invalidTokenRoute = createRoute({
  getParentRoute: () => siteRoute,
  path: '/auth/invalid-token',
  component: InvalidTokenPage,
});

const upgradeRequiredRoute = createRoute({
  getParentRoute: () => siteRoute,
  path: '/auth/upgrade-required',
  component: UpgradeRequiredPage,
});

// spec §2: a listing's preview, no login; a malformed link is an invalid token
const previewRoute = createRoute({
  getParentRoute: () => siteRoute,
  path: '/preview/$id/$token',
  beforeLoad: ({ params }) => {
    if (!/^\d{1,9}$/.test(params.id)) throw redirect({ href: '/auth/invalid-token', replace: true });
  },
  component: function Preview() {
    const { id, token } = previewRoute.useParams();
    return <PreviewPage id={Number(id)} token={token} />;
  },
});

// spec §2 Moderation (no login): a moderator's emailed links approve a held comment or listing
const approveCommentRoute = createRoute({
  getParentRoute: () => siteRoute,
  path: '/moderation/approve/comment/$comment/$token',
  component: function ApproveComment() {
    const { comment, token } = approveCommentRoute.useParams();
    return <ModerationPage approval={{ kind: 'comment', comment, token }} />;
  },
});

const approveItemRoute = createRoute({
  getParentRoute: () => siteRoute,
  path: '/moderation/$id/approve/item/$item/$token',
  beforeLoad: ({ params }) => {
    if (!/^\d{1,9}$/.test(params.id) || !/^\d{1,9}$/.test(params.item)) {
      throw redirect({ href: '/auth/invalid-token', replace: true });
    }
  },
  component: function ApproveItem() {
    const { id, item, token } = approveItemRoute.useParams();
    return <ModerationPage approval={{ kind: 'item', id: Number(id), item: Number(item), token }} />;
  },
});

// seed 001 §2 home.watchdog: the report modal over the gallery, for the listing named (item, event or organisation)
const listingIdParam = z.optional(z.union([z.string(), z.number()]));
const watchdogRoute = createRoute({
  getParentRoute: () => siteRoute,
  path: '/watchdog',
  validateSearch: z.object({ item: listingIdParam, event: listingIdParam, organisation: listingIdParam }),
  beforeLoad: requireSignedIn,
  component: function Watchdog() {
    return <WatchdogPage search={watchdogRoute.useSearch()} />;
  },
});

// spec §2 deprecated routes: /gallery/{niche}/{section}[/{gallery}[/{caption}]] keeps its place
const oldGalleryRoute = createRoute({
  getParentRoute: () => siteRoute,
  path: '/gallery/$',
  beforeLoad: ({ params, location }) => redirectFromOldGallery(params._splat ?? '', location.searchStr),
});

// and /{item|event|organisation}/{id} goes to the listing's gallery route, or to not-found
const listingRoutes = (['ITEM', 'EVENT', 'ORGANISATION'] as const).map((itemType) =>
  createRoute({
    getParentRoute: () => siteRoute,
    path: `/${itemType.toLowerCase()}/$id`,
    beforeLoad: ({ params }) => redirectToListing(itemType, params.id),
  }),
);

// spec: unmatched URLs go to the gallery
const unmatchedRoute = createRoute({
  getParentRoute: () => siteRoute,
  path: '$',
  beforeLoad: () => {
    throw redirect({ href: '/collectables', replace: true });
  },
});

const loginRoute = createRoute({
  getParentRoute: () => siteRoute,
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
  getParentRoute: () => siteRoute,
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
  getParentRoute: () => siteRoute,
  path: '/sign-up/business',
  beforeLoad: requireSignedOut,
  component: RegisterBusinessPage,
});

const signUpInviteRoute = createRoute({
  getParentRoute: () => siteRoute,
  path: '/sign-up/$token',
  beforeLoad: requireSignedOut,
  component: function SignUpInvite() {
    const { token } = signUpInviteRoute.useParams();
    return <RegisterPage token={token} />;
  },
});

const forgotPasswordRoute = createRoute({
  getParentRoute: () => siteRoute,
  path: '/forgot-password',
  validateSearch: z.object({ email: z.optional(z.string()) }),
  component: function ForgotPassword() {
    return <ForgotPasswordPage email={forgotPasswordRoute.useSearch().email} />;
  },
});

const resetConfirmRoute = createRoute({
  getParentRoute: () => siteRoute,
  path: '/auth/reset-password/confirm/$uid/$token',
  component: function ResetConfirm() {
    const { uid, token } = resetConfirmRoute.useParams();
    return <ResetPasswordConfirmPage uid={uid} token={token} />;
  },
});

const activateRoute = createRoute({
  getParentRoute: () => siteRoute,
  path: '/auth/activate/$uid/$token',
  component: function Activate() {
    const { uid, token } = activateRoute.useParams();
    return <ActivationPage uid={uid} token={token} />;
  },
});

// The sign-in popup of embedded elements on partner pages (see PartnerSignInPage)
const partnerSignInRoute = createRoute({
  getParentRoute: () => popupRoute,
  path: '/auth/partner-sign-in',
  validateSearch: z.object({ origin: z.optional(z.string()) }),
  component: function PartnerSignIn() {
    return <PartnerSignInPage origin={partnerSignInRoute.useSearch().origin} />;
  },
});

const notificationsRoute = createRoute({
  getParentRoute: () => siteRoute,
  path: '/notifications',
  validateSearch: z.object({ page: z.optional(z.int().check(z.positive())) }),
  beforeLoad: requireSignedIn,
  component: function NotificationsRoute() {
    return <NotificationsPage page={notificationsRoute.useSearch().page ?? 1} />;
  },
});

// JSON-like search values arrive parsed (`?order=100001` is a number): numbers and names as text
const textParam = z.optional(z.pipe(z.union([z.string(), z.number()]), z.transform(String)));

// spec §2 home.dashboard.orders: the member's orders, and the one open in a modal
const ordersRoute = createRoute({
  getParentRoute: () => siteRoute,
  path: '/orders',
  validateSearch: z.object({
    page: z.optional(z.int().check(z.positive())),
    order: z.optional(
      z.pipe(z.union([z.string(), z.int()]), z.transform(String)).check(z.regex(/^\d{1,12}$/)),
    ),
  }),
  beforeLoad: requireSignedIn,
  component: function Orders() {
    const { page, order } = ordersRoute.useSearch();
    return <OrdersPage page={page ?? 1} order={order} />;
  },
});

// spec §2 home.dashboard.listings: the member's listings (not found while create_listing is off)
const listingsRoute = createRoute({
  getParentRoute: () => siteRoute,
  path: '/listings',
  validateSearch: z.object({
    page: z.optional(z.int().check(z.positive())),
    q: textParam,
    // checked against core's sorts by the page, so this eager file does not load the listing entry
    sort: textParam,
  }),
  beforeLoad: requireSignedIn,
  component: function Listings() {
    const { page, q, sort } = listingsRoute.useSearch();
    return <ListingsPage page={page ?? 1} q={q ?? ''} sort={sort} />;
  },
});

// spec §2 items.add and items.edit: the item form over the gallery (not found while create_listing
// is off); `section` and `id` (to duplicate) are read by core in the lazy page
const addItemRoute = createRoute({
  getParentRoute: () => siteRoute,
  path: '/add',
  // the id as a number: kept as text, the router would write it back quoted (`?id=%22304%22`)
  validateSearch: z.object({ section: textParam, id: z.optional(z.int().check(z.positive())) }),
  beforeLoad: requireSignedInToList,
  component: function AddItem() {
    return <AddItemPage search={addItemRoute.useSearch()} />;
  },
});

const editItemRoute = createRoute({
  getParentRoute: () => siteRoute,
  path: '/edit/$id',
  beforeLoad: (context) => {
    if (!/^\d{1,9}$/.test(context.params.id)) throw redirect({ href: '/not-found', replace: true });
    requireSignedInToList(context);
  },
  component: function EditItem() {
    return <EditItemPage id={Number(editItemRoute.useParams().id)} />;
  },
});

// spec §2 home.cart: the cart modal over the gallery, adding the product given first
const cartRoute = createRoute({
  getParentRoute: () => siteRoute,
  path: '/cart',
  validateSearch: z.object({
    itemName: textParam,
    productUrl: z.optional(z.string()),
    quantity: z.optional(z.int().check(z.minimum(1), z.maximum(99))),
    options: z.optional(z.array(z.object({ option: z.string(), value: z.string() }))),
    // a partner page's element opened it: the partner's origin (see CartPage)
    origin: z.optional(z.string()),
  }),
  component: function Cart() {
    const { itemName, productUrl, quantity, options, origin } = cartRoute.useSearch();
    return (
      <CartPage
        item={productUrl ? { productUrl, itemName: itemName ?? '', quantity, options } : undefined}
        origin={origin}
      />
    );
  },
});

// spec §2 Auctions: the member's lots (only when the auctions flag is on; the API answers either way)
const auctionsRoute = createRoute({
  getParentRoute: () => siteRoute,
  path: '/auctions',
  validateSearch: z.object({
    page: z.optional(z.int().check(z.positive())),
    // checked against core's lot sorts by the page, so this eager file does not load the auction entry
    sort: textParam,
  }),
  beforeLoad: requireSignedIn,
  component: function Auctions() {
    const { page, sort } = auctionsRoute.useSearch();
    return <AuctionsPage page={page ?? 1} sort={sort} />;
  },
});

// Auctions › Bid increments: an auction house's admins set the increment table of its new lots
const auctionIncrementsRoute = createRoute({
  getParentRoute: () => siteRoute,
  path: '/auctions/increments',
  validateSearch: z.object({ organisation: z.optional(z.int().check(z.positive())) }),
  beforeLoad: requireSignedIn,
  component: function AuctionIncrements() {
    return <AuctionIncrementsPage organisation={auctionIncrementsRoute.useSearch().organisation} />;
  },
});

const accountRoute = createRoute({
  getParentRoute: () => siteRoute,
  path: '/account',
  beforeLoad: requireSignedIn,
  component: AccountPage,
});

const routeTree = rootRoute.addChildren([
  popupRoute.addChildren([partnerSignInRoute]),
  siteRoute.addChildren([
    indexRoute,
    galleryRoute,
    notFoundRoute,
    invalidTokenRoute,
    upgradeRequiredRoute,
    previewRoute,
    approveCommentRoute,
    approveItemRoute,
    watchdogRoute,
    oldGalleryRoute,
    ...listingRoutes,
    loginRoute,
    signUpRoute,
    signUpBusinessRoute,
    signUpInviteRoute,
    forgotPasswordRoute,
    resetConfirmRoute,
    activateRoute,
    notificationsRoute,
    ordersRoute,
    listingsRoute,
    addItemRoute,
    editItemRoute,
    cartRoute,
    auctionsRoute,
    auctionIncrementsRoute,
    accountRoute,
    unmatchedRoute,
  ]),
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
