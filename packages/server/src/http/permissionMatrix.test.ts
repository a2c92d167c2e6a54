import { defaultSiteSettings } from '@trove/core';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commentToken, itemModerationToken } from '../community/comments';
import { DEV_SECRET_KEY } from '../config';
import {
  captions,
  comments,
  galleries,
  itemModerations,
  items,
  lots,
  niches as nicheTable,
  sections,
  siteSettings,
  sites,
  users,
} from '../db/schema';
import { createTestOrder, createTestProduct } from '../modules/shop/testing';
import { type OEmbedServer, startOEmbedServer } from '../modules/uploads/testing';
import {
  DEMO,
  DEMO_PASSWORD,
  lastMail,
  linkParams,
  personalRegistration,
  withToken,
} from '../testing/accounts';
import { type ApiOperation, apiOperations, createDemoApp, injectRead } from '../testing/apiSurface';
import type { TestApp } from '../testing/testApp';

/*
 * Who may call what: every route of /api/docs/openapi.json × seven roles, with the status each
 * must get written in one table (MATRIX). A documented route without a row fails, and so does a
 * row for a route that is gone, so a new endpoint cannot ship without its permissions decided.
 *
 * The roles are real accounts of the demo (DEMO_ACCOUNTS.md), and the resources in the URLs are
 * real, made through the API before the table runs:
 * - member: member@ — a personal member, in no organisation;
 * - owner: dealer@ — owner of Demo Antiques & Collectables, and of every resource the URLs name
 *   (a saved search, an email notification, a notification, an item, a lot, the organisation);
 * - another member: collector@ — a member with no tie to those resources;
 * - organisation admin: a member invited into the dealer's organisation as an admin (is_admin);
 * - organisation user: staff@ — a plain user of the dealer's organisation;
 * - site admin: admin@.
 */

const ROLES = ['anonymous', 'member', 'owner', 'anotherMember', 'orgAdmin', 'orgUser', 'siteAdmin'] as const;
type Role = (typeof ROLES)[number];
/** One status per role, in the order of ROLES. */
type Statuses = [number, number, number, number, number, number, number];

interface Request {
  method?: string;
  url: string;
  payload?: object;
  headers?: Record<string, string>;
}

interface Row {
  /** The request of one role; made afresh for each (a deletion needs its own resource). */
  request: (role: Role) => Request | Promise<Request>;
  expect: Statuses;
  /** The request signs the role out (or every session of it): sign in again after. */
  revokes?: true;
}

const PARTNER = 'https://partner.example';
const SOCIAL = {
  google: { issuer: 'https://accounts.google.com', client: 'matrix.apps.googleusercontent.com' },
  facebook: { issuer: 'https://www.facebook.com', client: '424242' },
} as const;
const socialKeys = await generateKeyPair('RS256');
const socialJwks = JSON.stringify({
  keys: [{ ...(await exportJWK(socialKeys.publicKey)), kid: 'matrix-1', alg: 'RS256', use: 'sig' }],
});

/** An ID token of `provider` for a new email address, signed with the key the server trusts. */
const idToken = (provider: keyof typeof SOCIAL) =>
  new SignJWT({ email: unique('social'), email_verified: true, name: 'Social Member' })
    .setProtectedHeader({ alg: 'RS256', kid: 'matrix-1' })
    .setIssuer(SOCIAL[provider].issuer)
    .setAudience(SOCIAL[provider].client)
    .setIssuedAt()
    .setExpirationTime('10m')
    .sign(socialKeys.privateKey);
const ORG_ADMIN_EMAIL = 'orgadmin@matrix.trove.test';

/** The accounts of the roles. */
const ACCOUNTS: Record<Exclude<Role, 'anonymous'>, string> = {
  member: DEMO.member,
  owner: DEMO.dealer,
  anotherMember: DEMO.collector,
  orgAdmin: ORG_ADMIN_EMAIL,
  orgUser: DEMO.staff,
  siteAdmin: DEMO.admin,
};

let t: TestApp;
const tokens = new Map<Role, string>();
/** Resources of the owner (dealer@), made in beforeAll. */
const r = {
  organisation: 0,
  search: 0,
  emailNotification: 0,
  notification: 0,
  lot: 0,
  auctionHouseLot: 0,
  item: 0,
  previewUrl: '',
  inviteToken: '',
  place: '',
  /** A caption of that place's gallery, for the listing price. */
  caption: '',
  detail: '',
  /** A product with stock for every role's add. */
  product: 0,
  /** The owner's saved address and order. */
  address: 0,
  order: '',
  /** A published event and organisation directory listing of the demo catalogue. */
  event: 0,
  organisationListing: 0,
  /** dealer@'s id. */
  ownerId: 0,
};
let counter = 0;
const unique = (prefix: string) => {
  counter += 1;
  return `${prefix}-${counter}@matrix.trove.test`;
};

let address = 0;

/** Each call from its own client address, so no throttle of sign-in or mail counts one role's call against the next. */
async function call(request: Request, token?: string) {
  address += 1;
  return injectRead(t.app, {
    method: (request.method ?? 'GET') as 'GET',
    url: request.url,
    remoteAddress: `10.77.${address >> 8}.${address & 255}`,
    headers: { ...(token ? withToken(token) : {}), ...request.headers },
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
}

async function signInAs(email: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login/',
    payload: { email, password: DEMO_PASSWORD },
  });
  if (response.statusCode !== 200) throw new Error(`${email} could not sign in: ${response.body}`);
  return response.json().auth_token;
}

async function tokenOf(role: Role): Promise<string | undefined> {
  if (role === 'anonymous') return undefined;
  let token = tokens.get(role);
  if (!token) {
    token = await signInAs(ACCOUNTS[role]);
    tokens.set(role, token);
  }
  return token;
}

/** A call as the owner, for the set-up; fails the set-up on any error. */
async function asOwner(method: string, url: string, payload?: object) {
  const { response, text } = await call(
    { method, url, ...(payload ? { payload } : {}) },
    await tokenOf('owner'),
  );
  if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.statusCode} ${text}`);
  return text ? JSON.parse(text) : undefined;
}

const newSearch = async () =>
  (await asOwner('POST', '/api/searches/', { name: `Matrix ${++counter}`, params: { q: 'coin' } }))
    .id as number;

/** The next item of the owner's, listed under his organisation, that is on no lot. */
async function freeItem(): Promise<number> {
  const [dealer] = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO.dealer));
  const rows = await t.database.db
    .select({ id: items.id })
    .from(items)
    .leftJoin(lots, eq(lots.itemId, items.id))
    .where(
      and(
        eq(items.userId, dealer?.id ?? 0),
        eq(items.organisationId, r.organisation),
        eq(items.itemType, 'ITEM'),
        eq(items.sold, false),
        // bidders must be able to open a lot's item
        eq(items.canOpen, true),
        eq(items.restricted, false),
        isNull(lots.id),
      ),
    )
    .orderBy(asc(items.id));
  const free = rows.find((row) => row.id > r.item);
  if (!free) throw new Error('The dealer’s organisation has no item left to put up for auction');
  r.item = free.id;
  return free.id;
}

const HOUR = 60 * 60 * 1000;
const lotBody = (item: number) => ({
  item,
  start_price: 10,
  opens: new Date(Date.now() - HOUR).toISOString(),
  closes: new Date(Date.now() + 24 * HOUR).toISOString(),
});

/** A bid the lot accepts from whoever is not leading: its next bid, well above the last. */
async function bidOn(lot: number): Promise<Request> {
  const current = (await call({ url: `/api/auctions/lots/${lot}/` })).text;
  return {
    method: 'POST',
    url: `/api/auctions/lots/${lot}/bids/`,
    payload: { amount: JSON.parse(current).next_bid + 50 },
  };
}

const get = (url: string) => () => ({ url });

const SHOP_ADDRESS = {
  title: 'Mr',
  first_name: 'Matrix',
  last_name: 'Owner',
  line1: '1 Queen Street',
  city: 'Auckland',
  postcode: '1010',
  country: '/api/shop/countries/NZ/',
};

/** A line of the owner's basket, of a product of its own, for a deletion. */
async function ownerLine(): Promise<string> {
  const { currency } = await asOwner('GET', '/api/shop/basket/');
  const { productId } = await createTestProduct(t.database.db, { currency });
  const basket = await asOwner('POST', '/api/shop/basket/add-product/', {
    url: `/api/shop/products/${productId}/`,
  });
  const line = basket.lines.find(
    (one: { product: string }) => one.product === `/api/shop/products/${productId}/`,
  );
  return line.url;
}
const post = (url: string, payload?: object) => () => ({
  method: 'POST',
  url,
  ...(payload ? { payload } : {}),
});

const ALL_200: Statuses = [200, 200, 200, 200, 200, 200, 200];
const ALL_204: Statuses = [204, 204, 204, 204, 204, 204, 204];
/** Any signed-in member, for themselves. */
const SIGNED_IN_200: Statuses = [401, 200, 200, 200, 200, 200, 200];
/** Only the owner of the resource: to anyone else it does not exist (DRF's filtered queryset). */
const OWNER_ONLY = (status: number): Statuses => [401, 404, status, 404, 404, 404, 404];

/** Item listings (issue 16): an item of the owner's (listed for his organisation), a place and a site. */
const listing = { id: 0, site: 0, place: { niche: '', section: '', gallery: '', caption: '' } };
const listingBody = (payload: object = {}) => ({
  ...listing.place,
  name: 'Matrix florin',
  price: '12.00',
  currency: 'NZD',
  external_images: [{ url: 'https://storage.example/images/1_ab_matrix.jpg', media_type: 'image' }],
  ...payload,
});
/** A new item of the owner's, expired, for a re-list. */
async function expiredListing(): Promise<number> {
  const { id } = await asOwner('POST', '/api/items/', listingBody());
  await t.database.db
    .update(items)
    .set({ status: 'expired', published: false, searchable: false })
    .where(eq(items.id, id));
  return id;
}
/** Its owner, its organisation's members with change_item, and the site's admins (change_any_item). */
const ITEM_MANAGERS: Statuses = [401, 403, 200, 403, 200, 200, 200];
const ADMIN_ONLY: Statuses = [401, 403, 403, 403, 403, 403, 200];

//                                       anonymous member owner another orgAdmin orgUser siteAdmin
const MATRIX: Record<string, Row> = {
  'GET /api/settings/': { request: get('/api/settings/'), expect: ALL_200 },
  'GET /api/currency/': { request: get('/api/currency/'), expect: ALL_200 },
  'PATCH /api/settings/': {
    // The seeded value again: the table changes no setting the other rows depend on.
    request: () => ({ method: 'PATCH', url: '/api/settings/', payload: { site_name: 'Trove' } }),
    expect: [401, 403, 403, 403, 403, 403, 200],
  },
  'POST /api/auth/register/': {
    request: () => ({
      method: 'POST',
      url: '/api/auth/register/',
      payload: personalRegistration(unique('joiner')),
    }),
    expect: [201, 201, 201, 201, 201, 201, 201],
  },
  'POST /api/auth/login/': {
    request: post('/api/auth/login/', { email: DEMO.club, password: DEMO_PASSWORD }),
    expect: ALL_200,
  },
  // An ID token the provider signed, for a new address: anyone holding one signs in.
  'POST /api/auth/login/social/jwt/google-oauth2/': {
    request: async () =>
      post('/api/auth/login/social/jwt/google-oauth2/', { token: await idToken('google') })(),
    expect: ALL_200,
  },
  'POST /api/auth/login/social/jwt/facebook/': {
    request: async () => post('/api/auth/login/social/jwt/facebook/', { token: await idToken('facebook') })(),
    expect: ALL_200,
  },
  'POST /api/auth/partner-token/': {
    request: post('/api/auth/partner-token/', { origin: PARTNER }),
    expect: SIGNED_IN_200,
  },
  'POST /api/auth/logout/': {
    request: post('/api/auth/logout/'),
    expect: [401, 204, 204, 204, 204, 204, 204],
    revokes: true,
  },
  'POST /api/auth/activate/': {
    request: async () => {
      // A real activation link, of an account registered for the purpose.
      const email = unique('activate');
      await call(post('/api/auth/register/', personalRegistration(email))());
      return post(
        '/api/auth/activate/',
        linkParams((await lastMail(t.database.db, email)).text, 'auth/activate'),
      )();
    },
    expect: ALL_204,
  },
  'POST /api/auth/activate/resend/': {
    request: () => post('/api/auth/activate/resend/', { email: unique('nobody') })(),
    expect: ALL_204,
  },
  'POST /api/auth/password/reset/': {
    request: () => post('/api/auth/password/reset/', { email: unique('nobody') })(),
    expect: ALL_204,
  },
  'POST /api/auth/password/reset/confirm/': {
    request: async () => {
      // A real reset link, of an account registered for the purpose (a demo one would be signed out).
      const email = unique('reset');
      await call(post('/api/auth/register/', personalRegistration(email))());
      await call(post('/api/auth/password/reset/', { email })());
      const link = linkParams((await lastMail(t.database.db, email)).text, 'auth/reset-password/confirm');
      return post('/api/auth/password/reset/confirm/', {
        ...link,
        new_password: 'Another-pass-2026',
        re_new_password: 'Another-pass-2026',
      })();
    },
    expect: ALL_204,
  },
  // The same password again: every session of the role ends, and it can still sign in.
  'POST /api/auth/password/': {
    request: post('/api/auth/password/', {
      current_password: DEMO_PASSWORD,
      new_password: DEMO_PASSWORD,
      re_new_password: DEMO_PASSWORD,
    }),
    expect: SIGNED_IN_200,
    revokes: true,
  },
  'GET /api/auth/user/': { request: get('/api/auth/user/'), expect: SIGNED_IN_200 },
  'PUT /api/auth/user/': {
    request: () => ({ method: 'PUT', url: '/api/auth/user/', payload: { collects: 'Coins' } }),
    expect: SIGNED_IN_200,
  },
  'PATCH /api/auth/user/': {
    request: () => ({ method: 'PATCH', url: '/api/auth/user/', payload: { receive_emails: false } }),
    expect: SIGNED_IN_200,
  },
  'GET /api/invites/{token}/': {
    request: () => ({ url: `/api/invites/${r.inviteToken}/` }),
    expect: ALL_200,
  },
  // Spec: an organisation's admins and owner invite; its plain users, other members and the site's admins do not.
  'POST /api/invites/{organisationId}/': {
    request: () => ({
      method: 'POST',
      url: `/api/invites/${r.organisation}/`,
      payload: { email: unique('invited') },
    }),
    expect: [401, 403, 201, 403, 201, 403, 403],
  },
  'GET /api/auth/user/notifications/': {
    request: get('/api/auth/user/notifications/'),
    expect: SIGNED_IN_200,
  },
  'PUT /api/auth/user/notifications/{id}': {
    request: () => ({ method: 'PUT', url: `/api/auth/user/notifications/${r.notification}` }),
    expect: OWNER_ONLY(200),
  },
  'GET /api/gallery/{*}': { request: () => ({ url: `/api/gallery/${r.place}` }), expect: ALL_200 },
  'GET /api/gallery/item/{itemType}/{id}': {
    request: () => ({ url: `/api/gallery/item/item/${r.item}` }),
    expect: ALL_200,
  },
  // The link's token is the permission: anyone holding it sees the preview.
  'GET /api/gallery/item/preview/{id}': {
    request: () => {
      const [, id, token] = /\/preview\/(\d+)\/([^/?#]+)/.exec(r.previewUrl) ?? [];
      return { url: `/api/gallery/item/preview/${id}?token=${token}` };
    },
    expect: ALL_200,
  },
  'POST /api/analytics/obj-detail-view/{id}': {
    request: () => post(`/api/analytics/obj-detail-view/${r.item}`)(),
    expect: ALL_204,
  },
  'GET /api/features/{niche}': {
    request: () => ({ url: `/api/features/${r.place.split('/')[0]}` }),
    expect: ALL_200,
  },
  'GET /api/features/{niche}/{section}': {
    request: () => ({ url: `/api/features/${r.place.split('/').slice(0, 2).join('/')}` }),
    expect: ALL_200,
  },
  'GET /api/features/{niche}/{section}/{gallery}': {
    request: () => ({ url: `/api/features/${r.place}` }),
    expect: ALL_200,
  },
  'GET /api/categories/': { request: get('/api/categories/?q=co'), expect: ALL_200 },
  'GET /api/country/search/all/': { request: get('/api/country/search/all/?q=new'), expect: ALL_200 },
  'GET /api/country/search/presentday/': {
    request: get('/api/country/search/presentday/?q=new'),
    expect: ALL_200,
  },
  'GET /api/tags/available/': {
    request: () => {
      const [niche, section] = r.place.split('/');
      return { url: `/api/tags/available/?niche=${niche}&section=${section}` };
    },
    expect: ALL_200,
  },
  'GET /api/niches/readable/': { request: get('/api/niches/readable/'), expect: ALL_200 },
  'GET /api/niches/writable/': {
    request: get('/api/niches/writable/?item_type=ITEM'),
    expect: SIGNED_IN_200,
  },
  'GET /api/payments/price/': {
    request: () => {
      const [niche, section, gallery] = r.place.split('/');
      return {
        url: `/api/payments/price/?niche=${niche}&section=${section}&gallery=${gallery}&caption=${r.caption}`,
      };
    },
    expect: SIGNED_IN_200,
  },
  'GET /api/transactions/summary/': { request: get('/api/transactions/summary/'), expect: SIGNED_IN_200 },
  'GET /api/searches/': { request: get('/api/searches/'), expect: SIGNED_IN_200 },
  'POST /api/searches/': {
    request: post('/api/searches/', { name: 'Matrix search', params: { q: 'coin' } }),
    expect: [401, 201, 201, 201, 201, 201, 201],
  },
  'GET /api/searches/{id}/': {
    request: () => ({ url: `/api/searches/${r.search}/` }),
    expect: OWNER_ONLY(200),
  },
  'PUT /api/searches/{id}/': {
    request: () => ({
      method: 'PUT',
      url: `/api/searches/${r.search}/`,
      payload: { name: 'Renamed', params: { q: 'stamp' } },
    }),
    expect: OWNER_ONLY(200),
  },
  'DELETE /api/searches/{id}/': {
    request: async () => ({ method: 'DELETE', url: `/api/searches/${await newSearch()}/` }),
    expect: OWNER_ONLY(204),
  },
  'GET /api/marketing-schedules/': { request: get('/api/marketing-schedules/'), expect: ALL_200 },
  'GET /api/marketing/': { request: get('/api/marketing/'), expect: SIGNED_IN_200 },
  // Another member's search is outside the asker's queryset: DRF's 400 on `search`.
  'POST /api/marketing/': {
    request: async () => ({
      method: 'POST',
      url: '/api/marketing/',
      payload: { search: await newSearch(), schedule: 'weekly' },
    }),
    expect: [401, 400, 201, 400, 400, 400, 400],
  },
  'GET /api/marketing/{id}/': {
    request: () => ({ url: `/api/marketing/${r.emailNotification}/` }),
    expect: OWNER_ONLY(200),
  },
  'DELETE /api/marketing/{id}/': {
    request: async () => {
      const created = await asOwner('POST', '/api/marketing/', {
        search: await newSearch(),
        schedule: 'daily',
      });
      return { method: 'DELETE', url: `/api/marketing/${created.id}/` };
    },
    expect: OWNER_ONLY(204),
  },
  'GET /api/groups/': { request: get('/api/groups/?simple=1'), expect: ALL_200 },
  'GET /api/auth/sites/': { request: get('/api/auth/sites/'), expect: ALL_200 },
  'GET /api/link_types/': { request: get('/api/link_types/'), expect: ALL_200 },
  'GET /api/auctions/lots/': { request: get('/api/auctions/lots/'), expect: SIGNED_IN_200 },
  // The item's owner, the members of its organisation and the site's admins.
  'POST /api/auctions/lots/': {
    request: async () => ({ method: 'POST', url: '/api/auctions/lots/', payload: lotBody(await freeItem()) }),
    expect: [401, 403, 201, 403, 201, 201, 201],
  },
  'GET /api/auctions/lots/{id}/': {
    request: () => ({ url: `/api/auctions/lots/${r.lot}/` }),
    expect: ALL_200,
  },
  // Nobody bids on their own lot or their organisation's (the organisation admin also lacks an address).
  'POST /api/auctions/lots/{id}/bids/': {
    request: () => bidOn(r.lot),
    expect: [401, 201, 403, 201, 403, 403, 201],
  },
  'GET /api/auctions/increments/{organisation}/': {
    request: () => ({ url: `/api/auctions/increments/${r.organisation}/` }),
    expect: ALL_200,
  },
  // The organisation's owner and admins, and the site's admins.
  'PUT /api/auctions/increments/{organisation}/': {
    request: () => ({
      method: 'PUT',
      url: `/api/auctions/increments/${r.organisation}/`,
      payload: {
        increments: [
          { from: 0, increment: 1 },
          { from: 100, increment: 5 },
        ],
      },
    }),
    expect: [401, 403, 200, 403, 200, 403, 200],
  },
  'GET /api/auctions/lots/{id}/events': {
    request: () => ({ url: `/api/auctions/lots/${r.lot}/events` }),
    expect: ALL_200,
  },
  // The shop: products and countries are public; a basket, its lines, addresses and orders are
  // the member's own (site admins included: another member's are absent).
  'GET /api/shop/products/{id}/': {
    request: () => ({ url: `/api/shop/products/${r.product}/` }),
    expect: ALL_200,
  },
  'GET /api/shop/products/{id}/availability/': {
    request: () => ({ url: `/api/shop/products/${r.product}/availability/` }),
    expect: ALL_200,
  },
  'GET /api/shop/countries/': { request: get('/api/shop/countries/'), expect: ALL_200 },
  'GET /api/shop/countries/{code}/': { request: get('/api/shop/countries/NZ/'), expect: ALL_200 },
  'GET /api/shop/basket/': { request: get('/api/shop/basket/'), expect: SIGNED_IN_200 },
  'POST /api/shop/basket/add-product/': {
    // A product in the currency of the role's basket (a won demo lot may have set it).
    request: async (role) => {
      const token = await tokenOf(role);
      const basket = token ? JSON.parse((await call({ url: '/api/shop/basket/' }, token)).text) : undefined;
      const { productId } = await createTestProduct(t.database.db, { currency: basket?.currency ?? 'NZD' });
      return post('/api/shop/basket/add-product/', { url: `/api/shop/products/${productId}/` })();
    },
    expect: SIGNED_IN_200,
  },
  'DELETE /api/shop/baskets/{basket}/lines/{line}/': {
    request: async () => ({ method: 'DELETE', url: await ownerLine() }),
    expect: OWNER_ONLY(204),
  },
  'GET /api/shop/basket/shipping-methods/': {
    request: get('/api/shop/basket/shipping-methods/'),
    expect: SIGNED_IN_200,
  },
  'POST /api/shop/basket/shipping-methods/': {
    request: post('/api/shop/basket/shipping-methods/', { shipping_address: SHOP_ADDRESS }),
    expect: SIGNED_IN_200,
  },
  'GET /api/shop/source-types/': { request: get('/api/shop/source-types/'), expect: SIGNED_IN_200 },
  'GET /api/shop/useraddresses/': { request: get('/api/shop/useraddresses/'), expect: SIGNED_IN_200 },
  'POST /api/shop/useraddresses/': {
    request: post('/api/shop/useraddresses/', SHOP_ADDRESS),
    expect: [401, 201, 201, 201, 201, 201, 201],
  },
  'GET /api/shop/useraddresses/{id}/': {
    request: () => ({ url: `/api/shop/useraddresses/${r.address}/` }),
    expect: OWNER_ONLY(200),
  },
  'PUT /api/shop/useraddresses/{id}/': {
    request: () => ({ method: 'PUT', url: `/api/shop/useraddresses/${r.address}/`, payload: SHOP_ADDRESS }),
    expect: OWNER_ONLY(200),
  },
  'DELETE /api/shop/useraddresses/{id}/': {
    request: async () => ({
      method: 'DELETE',
      url: `/api/shop/useraddresses/${(await asOwner('POST', '/api/shop/useraddresses/', SHOP_ADDRESS)).id}/`,
    }),
    expect: OWNER_ONLY(204),
  },
  'GET /api/shop/orders/': { request: get('/api/shop/orders/'), expect: SIGNED_IN_200 },
  'GET /api/shop/orders/{number}/': {
    request: () => ({ url: `/api/shop/orders/${r.order}/` }),
    expect: OWNER_ONLY(200),
  },
  'GET /api/shop/client-token/': { request: get('/api/shop/client-token/'), expect: SIGNED_IN_200 },
  // Every member pays for their own basket (the test gateway's valid card).
  'POST /api/shop/checkout/': {
    request: async (role) => {
      const token = await tokenOf(role);
      let basket = { url: '/api/shop/baskets/1/', currency: 'NZD' };
      if (token) {
        basket = JSON.parse((await call({ url: '/api/shop/basket/' }, token)).text);
        const { productId } = await createTestProduct(t.database.db, { currency: basket.currency });
        await call(
          post('/api/shop/basket/add-product/', { url: `/api/shop/products/${productId}/` })(),
          token,
        );
      }
      return post('/api/shop/checkout/', {
        basket: basket.url,
        billing_address: SHOP_ADDRESS,
        shipping_address: SHOP_ADDRESS,
        shipping_method_code: 'standard',
        source: { code: 'braintree', nonce: 'fake-valid-visa-nonce' },
      })();
    },
    expect: SIGNED_IN_200,
  },
  // The community (issue 15): any signed-in member likes (a toggle).
  'POST /api/items/{id}/like/': {
    request: () => post(`/api/items/${r.item}/like/`)(),
    expect: SIGNED_IN_200,
  },
  'POST /api/events/{id}/like/': {
    request: () => post(`/api/events/${r.event}/like/`)(),
    expect: SIGNED_IN_200,
  },
  'POST /api/organisations/{id}/like/': {
    request: () => post(`/api/organisations/${r.organisationListing}/like/`)(),
    expect: SIGNED_IN_200,
  },
  'POST /api/following/follow/': {
    request: () => post('/api/following/follow/', { to_organisation: r.organisation })(),
    expect: SIGNED_IN_200,
  },
  'POST /api/following/un_follow/': {
    request: () => post('/api/following/un_follow/', { to_organisation: r.organisation })(),
    expect: SIGNED_IN_200,
  },
  'GET /api/comments/items/{id}/comment': {
    request: () => ({ url: `/api/comments/items/${r.item}/comment` }),
    expect: ALL_200,
  },
  'GET /api/comments/events/{id}/comment': {
    request: () => ({ url: `/api/comments/events/${r.event}/comment` }),
    expect: ALL_200,
  },
  // Any signed-in member with a complete profile: the organisation admin registered without a
  // postal address, so is told to complete it first (400).
  'POST /api/comments/items/{id}/comment': {
    request: () => post(`/api/comments/items/${r.item}/comment`, { text: 'Matrix comment' })(),
    expect: [401, 201, 201, 201, 400, 201, 201],
  },
  'POST /api/comments/events/{id}/comment': {
    request: () => post(`/api/comments/events/${r.event}/comment`, { text: 'Matrix comment' })(),
    expect: [401, 201, 201, 201, 400, 201, 201],
  },
  // A moderator's link: its token is the permission, whoever opens it.
  'GET /api/comments/approve/{comment}/{token}/': {
    request: async () => {
      const [held] = await t.database.db
        .insert(comments)
        .values({ itemId: r.item, userId: r.ownerId, text: 'Held', approved: false, created: new Date() })
        .returning({ id: comments.id });
      const id = held?.id ?? 0;
      return { url: `/api/comments/approve/${id}/${commentToken(DEV_SECRET_KEY, id, new Date())}/` };
    },
    expect: ALL_200,
  },
  'POST /api/moderation/{id}/approve/': {
    request: async () => {
      const [held] = await t.database.db
        .insert(itemModerations)
        .values({ itemId: r.item, notified: true, created: new Date() })
        .returning({ id: itemModerations.id });
      const id = held?.id ?? 0;
      return post(`/api/moderation/${id}/approve/`, {
        item: r.item,
        token: itemModerationToken(DEV_SECRET_KEY, id, r.item, new Date()),
      })();
    },
    expect: ALL_200,
  },
  // Shares are counted for anyone, as views are.
  'POST /api/analytics/obj-share-view/{id}': {
    request: () =>
      post(`/api/analytics/obj-share-view/${r.item}`, {
        url: 'https://trove.example/item',
        data: { shared_to: 'facebook' },
      })(),
    expect: ALL_204,
  },
  'GET /api/watchdog/reasons/': { request: get('/api/watchdog/reasons/'), expect: ALL_200 },
  'POST /api/watchdog/report/': {
    request: () => post('/api/watchdog/report/', { text: 'Matrix report', item: r.item })(),
    expect: [401, 201, 201, 201, 201, 201, 201],
  },
  // Reports are for the site's admins.
  'GET /api/watchdog/reports/': {
    request: get('/api/watchdog/reports/'),
    expect: [401, 403, 403, 403, 403, 403, 200],
  },
  // Uploads (issue 16): any signed-in member gets a policy, for a key in their own folder.
  'POST /api/uploads/policy/': {
    request: post('/api/uploads/policy/', { filename: 'matrix.jpg', content_type: 'image/jpeg', size: 1000 }),
    expect: SIGNED_IN_200,
  },
  // The video lookup asks no auth, as the services' own oEmbed endpoints (§7); a local one answers.
  'GET /api/oembed/': {
    request: get(`/api/oembed/?url=${encodeURIComponent('https://vimeo.com/76979871')}&responsive=true`),
    expect: ALL_200,
  },
  // Item listings (issue 16), with create_listing on: whoever may manage the item; listing needs
  // add_item and a complete profile (the organisation admin registered without a postal address).
  'GET /api/items/{id}/': { request: () => ({ url: `/api/items/${listing.id}/` }), expect: ITEM_MANAGERS },
  'POST /api/items/': {
    request: () => post('/api/items/', listingBody())(),
    expect: [401, 403, 200, 200, 400, 200, 200],
  },
  'PUT /api/items/{id}/': {
    request: () => ({ method: 'PUT', url: `/api/items/${listing.id}/`, payload: listingBody() }),
    expect: ITEM_MANAGERS,
  },
  'POST /api/items/{id}/archive/': {
    request: () => post(`/api/items/${listing.id}/archive/`, { archive: false })(),
    expect: ITEM_MANAGERS,
  },
  'POST /api/items/{id}/relist/': {
    request: async () => post(`/api/items/${await expiredListing()}/relist/`, { payment: null })(),
    expect: ITEM_MANAGERS,
  },
  'POST /api/items/{id}/promote/': {
    request: () => post(`/api/items/${listing.id}/promote/`, { boost: 10 })(),
    expect: ADMIN_ONLY,
  },
  'POST /api/items/{id}/share/': {
    request: () => post(`/api/items/${listing.id}/share/`, { site: listing.site })(),
    expect: ADMIN_ONLY,
  },
  'GET /api/listings/items/': { request: get('/api/listings/items/?q=florin'), expect: SIGNED_IN_200 },
  'GET /api/analytics/dashboard/': { request: get('/api/analytics/dashboard/'), expect: SIGNED_IN_200 },
};

let operations: ApiOperation[];
let oembed: OEmbedServer | undefined;

beforeAll(async () => {
  oembed = await startOEmbedServer();
  t = await createDemoApp({
    ...oembed.env,
    CORS_ORIGINS: PARTNER,
    SOCIAL_GOOGLE_JWKS: socialJwks,
    SOCIAL_GOOGLE_CLIENT_ID: SOCIAL.google.client,
    SOCIAL_FACEBOOK_JWKS: socialJwks,
    SOCIAL_FACEBOOK_CLIENT_ID: SOCIAL.facebook.client,
  });
  await t.app.ready();
  operations = await apiOperations(t.app);

  const dealer = await asOwner('GET', '/api/auth/user/');
  r.organisation = dealer.organisations[0].id;

  // The organisation admin: invited by the dealer as an admin, registered with the invite.
  await asOwner('POST', `/api/invites/${r.organisation}/`, { email: ORG_ADMIN_EMAIL, is_admin: true });
  const adminInvite = /\/sign-up\/(\S+)/.exec((await lastMail(t.database.db, ORG_ADMIN_EMAIL)).text)?.[1];
  const registered = await call(
    post('/api/auth/register/', {
      ...personalRegistration(ORG_ADMIN_EMAIL, { token: adminInvite }),
      password: DEMO_PASSWORD,
      password_confirmation: DEMO_PASSWORD,
    })(),
  );
  if (registered.response.statusCode !== 201) throw new Error(`orgadmin: ${registered.text}`);
  // An unused invite, for the lookup.
  await asOwner('POST', `/api/invites/${r.organisation}/`, { email: 'lookup@matrix.trove.test' });
  r.inviteToken =
    /\/sign-up\/(\S+)/.exec((await lastMail(t.database.db, 'lookup@matrix.trove.test')).text)?.[1] ?? '';

  r.search = await newSearch();
  r.emailNotification = (
    await asOwner('POST', '/api/marketing/', { search: r.search, schedule: 'weekly' })
  ).id;

  // A lot of the dealer's item, open now.
  r.lot = (await asOwner('POST', '/api/auctions/lots/', lotBody(await freeItem()))).id;

  // A notification of the dealer's: outbid on one of the auction house's open lots.
  const open = (await call({ url: '/api/auctions/lots/4/' })).text;
  r.auctionHouseLot = JSON.parse(open).id;
  const dealerBid = await bidOn(r.auctionHouseLot);
  await asOwner('POST', dealerBid.url, dealerBid.payload);
  const outbid = await bidOn(r.auctionHouseLot);
  const collectorBid = await call(outbid, await signInAs(DEMO.collector));
  if (collectorBid.response.statusCode !== 201) throw new Error(`collector's bid: ${collectorBid.text}`);
  const notifications = await asOwner('GET', '/api/auth/user/notifications/');
  r.notification = notifications.results[0].id;

  // A place of the gallery and the preview link of a listing (answered to site admins).
  const tree = (await call({ url: '/api/niches/readable/' })).text;
  const niches = JSON.parse(tree);
  const niche = niches[niches._order[0]];
  const section = niche.sections[niche.sections._order[0]];
  const gallery = section.galleries[section.galleries._order[0]];
  r.place = `${niche.slug}/${section.slug}/${gallery.slug}`;
  r.caption = gallery.captions._order[0];
  const detail = await call({ url: `/api/gallery/item/item/${r.item}` }, await tokenOf('siteAdmin'));
  r.previewUrl = JSON.parse(detail.text).preview_url ?? '';
  if (!r.previewUrl) throw new Error(`No preview_url for a site admin: ${detail.text}`);

  // The shop: a product every role can add, and the owner's address and order.
  r.product = (await createTestProduct(t.database.db, { stock: 99 })).productId;
  r.address = (await asOwner('POST', '/api/shop/useraddresses/', SHOP_ADDRESS)).id;
  const [owner] = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO.dealer));
  r.order = await createTestOrder(t.database.db, { userId: owner?.id ?? 0, datePlaced: new Date() });

  // The community: an event and an organisation directory listing of the catalogue.
  const listingOf = async (itemType: 'EVENT' | 'ORGANISATION') => {
    const [row] = await t.database.db
      .select({ id: items.id })
      .from(items)
      .where(and(eq(items.itemType, itemType), eq(items.published, true)))
      .orderBy(asc(items.id))
      .limit(1);
    if (!row) throw new Error(`No ${itemType} listing in the demo catalogue`);
    return row.id;
  };
  r.event = await listingOf('EVENT');
  r.ownerId = owner?.id ?? 0;
  r.organisationListing = await listingOf('ORGANISATION');

  // Item listings: create_listing on, a caption of an item section, the owner's item, a site.
  const features = { ...defaultSiteSettings.features, create_listing: true };
  await t.database.db
    .insert(siteSettings)
    .values({ key: 'features', value: features })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value: features } });
  const [place] = await t.database.db
    .select({
      niche: nicheTable.slug,
      section: sections.slug,
      gallery: galleries.slug,
      caption: captions.slug,
    })
    .from(captions)
    .innerJoin(galleries, eq(galleries.id, captions.galleryId))
    .innerJoin(sections, eq(sections.id, galleries.sectionId))
    .innerJoin(nicheTable, eq(nicheTable.id, sections.nicheId))
    .where(eq(sections.itemType, 'ITEM'))
    .orderBy(asc(captions.id))
    .limit(1);
  if (!place) throw new Error('No caption of an item section in the demo catalogue');
  listing.place = place;
  listing.id = (await asOwner('POST', '/api/items/', listingBody())).id;
  const [site] = await t.database.db.select({ id: sites.id }).from(sites).orderBy(asc(sites.id)).limit(1);
  if (!site) throw new Error('No site configured for sharing in the demo');
  listing.site = site.id;
}, 120_000);

afterAll(async () => {
  await t?.close();
  await oembed?.close();
});

describe('permission matrix', () => {
  it('has one row for every documented route, and none for a route that is gone', () => {
    const documented = operations.map((op) => op.key).sort();
    expect(
      documented.filter((key) => !(key in MATRIX)),
      'routes without a row',
    ).toEqual([]);
    expect(
      Object.keys(MATRIX).filter((key) => !documented.includes(key)),
      'rows without a route',
    ).toEqual([]);
  });

  for (const [key, row] of Object.entries(MATRIX)) {
    it(key, { timeout: 60_000 }, async () => {
      const wrong: string[] = [];
      for (const [index, role] of ROLES.entries()) {
        const request = await row.request(role);
        const { response, text } = await call({ method: key.split(' ')[0], ...request }, await tokenOf(role));
        const expected = row.expect[index];
        if (response.statusCode !== expected) {
          wrong.push(`${role}: expected ${expected}, got ${response.statusCode} ${text.slice(0, 200)}`);
        }
        if (row.revokes && role !== 'anonymous') tokens.delete(role);
      }
      expect(wrong).toEqual([]);
    });
  }
});
