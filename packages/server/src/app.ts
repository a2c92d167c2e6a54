import { existsSync } from 'node:fs';
import fastifyCors from '@fastify/cors';
import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerAuthentication } from './auth/authenticate';
import { registerNoStore } from './auth/noStore';
import { createSessionCache } from './auth/sessionCache';
import { tokenLifetimes } from './auth/tokenExpiry';
import { type Clock, systemClock } from './clock';
import { createCommunity } from './community/community';
import { tileCommunityColumns } from './community/listingCommunity';
import { communityRoutes } from './community/routes';
import type { Config } from './config';
import type { Database } from './db/database';
import { createMemoryEventBus, type EventBus } from './events/eventBus';
import { compiledSerializerCompiler, compiledValidatorCompiler } from './http/compiledSchemas';
import { registerApiCompression } from './http/compression';
import { corsOptionsFor } from './http/cors';
import { errorHandler } from './http/errorHandler';
import { registerJsonBodyParser } from './http/jsonBody';
import { logSerializers } from './http/logSerializers';
import { createNotFoundHandler } from './http/notFound';
import { registerNullCharacterGuard } from './http/nullCharacters';
import { registerOpenApi } from './http/openapi';
import { siteUrlOf } from './http/siteUrl';
import { registerStaticFiles } from './http/staticFiles';
import { createDefaultMailer } from './mail/createMailer';
import { devOutboxRoutes } from './mail/devOutboxRoutes';
import type { Mailer } from './mail/mailer';
import { createOutboxRepository } from './mail/outboxRepository';
import { createDefaultMediaStore, type MediaStore } from './media/mediaStore';
import { createDefaultStorage, isLocalStorage, type Storage, storageOrigins } from './media/storage';
import { withUploadedImages } from './media/uploadedImages';
import { createAccountLimiter } from './modules/accounts/accountLimits';
import { createAccountsRepository } from './modules/accounts/repository';
import { accountsRoutes } from './modules/accounts/routes';
import { createAccountsService } from './modules/accounts/service';
import { createSocialVerifiers } from './modules/accounts/socialTokens';
import { createAuctionsRepository, tileLotColumn } from './modules/auctions/repository';
import { auctionsRoutes } from './modules/auctions/routes';
import { createAuctionsService } from './modules/auctions/service';
import { lookupRoutes } from './modules/gallery/lookupRoutes';
import { createGalleryRepository } from './modules/gallery/repository';
import { galleryRoutes } from './modules/gallery/routes';
import { createPostgresItemSearch } from './modules/gallery/search';
import { createGalleryService } from './modules/gallery/service';
import { registerThumbnails } from './modules/gallery/thumbnails';
import { createInvitesRepository } from './modules/invites/repository';
import { invitesRoutes } from './modules/invites/routes';
import { createInvitesService } from './modules/invites/service';
import { itemsRoutes } from './modules/items/routes';
import { createItemsService } from './modules/items/service';
import { createListingStatuses, createListingStatusJob } from './modules/items/statusJob';
import { createListingFeesRepository } from './modules/listingFees/repository';
import { listingFeesRoutes } from './modules/listingFees/routes';
import { createListingFeesService } from './modules/listingFees/service';
import { createLookupsRepository } from './modules/lookups/repository';
import { lookupsRoutes } from './modules/lookups/routes';
import { createMarketingRepository } from './modules/marketing/repository';
import { marketingRoutes } from './modules/marketing/routes';
import { createMarketingService } from './modules/marketing/service';
import { nichesRoutes } from './modules/niches/routes';
import { createNichesService } from './modules/niches/service';
import { createNotificationsRepository } from './modules/notifications/repository';
import { notificationsRoutes } from './modules/notifications/routes';
import { createNotificationsService } from './modules/notifications/service';
import { createPaymentGateway } from './modules/payments/createGateway';
import type { PaymentGateway } from './modules/payments/gateway';
import { createSearchesRepository } from './modules/searches/repository';
import { searchesRoutes } from './modules/searches/routes';
import { createSearchesService } from './modules/searches/service';
import { createPageHeads } from './modules/seo/pageHeads';
import { createSitemapRepository } from './modules/seo/repository';
import { createSitePageHandler, seoRoutes } from './modules/seo/routes';
import { createSettingsRepository } from './modules/settings/repository';
import { settingsRoutes } from './modules/settings/routes';
import { createSettingsService } from './modules/settings/service';
import { checkoutRoutes } from './modules/shop/checkoutRoutes';
import { createCheckoutService } from './modules/shop/checkoutService';
import { createReconcileJob } from './modules/shop/reconcileJob';
import { shopRoutes } from './modules/shop/routes';
import { createShopService } from './modules/shop/service';
import { uploadsRoutes } from './modules/uploads/routes';
import { localStorageRoutes } from './modules/uploads/storageRoutes';
import { createVideoLookup } from './modules/uploads/video';

/** Everything the app talks to, passed in so tests can build it in memory. */
export interface AppDeps {
  config: Config;
  /** An open, migrated database. The caller owns it and closes it after the app. */
  db: Database;
  /** The current time, for time rules (link expiry, sign-in throttling). Default: the system clock. */
  clock?: Clock;
  /** Sends email. Default: SMTP when `SMTP_URL` is set, else the outbox table. */
  mailer?: Mailer;
  /** Images and their thumbnails. Default: `${DATA_DIR}/media`, or memory for `DATA_DIR=memory`. */
  media?: MediaStore;
  /** Uploaded images. Default from the configuration (`STORAGE`): local (`${DATA_DIR}/media/images`) or S3. */
  storage?: Storage;
  /**
   * Live auction events. Default: an in-process bus, closed with the app; pass a PostgreSQL one
   * (`createPostgresEventBus`) when several instances serve one database. The caller closes its own.
   */
  events?: EventBus;
  /** Where the log goes. Default standard output; tests pass a stream to read it. */
  logStream?: { write(line: string): void };
  /**
   * The card payment gateway. Default from the configuration (`PAYMENT_GATEWAY`): Braintree, the
   * test gateway, or none.
   */
  payments?: PaymentGateway;
}

export type App = ReturnType<typeof buildApp>;

/** `TRUST_PROXY` as Fastify takes it: a number of hops becomes the rule "the first n hops". */
const trustedProxies = (trust: Config['TRUST_PROXY']) =>
  typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;

/** The Trove HTTP server, configured but not listening: call `listen`, or `inject` in tests. */
export function buildApp({
  config,
  db,
  clock = systemClock,
  mailer,
  media = createDefaultMediaStore(config),
  storage,
  events,
  logStream,
  payments,
}: AppDeps) {
  const app = Fastify({
    // Link secrets and a failed query's values stay out of the log (see logSerializers.ts).
    logger: { level: config.LOG_LEVEL, serializers: logSerializers, ...(logStream && { stream: logStream }) },
    // The client's address, for the sign-in and mail limits, from the proxies' X-Forwarded-For.
    trustProxy: trustedProxies(config.TRUST_PROXY),
    // A bad percent-encoding or an over-long path parameter is refused before routing: the one
    // error handler answers it too, in DRF's shape.
    frameworkErrors: errorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  // Core's zod/mini schemas, parsed through full zod's compiled objects (compiledSchemas.ts).
  app.setValidatorCompiler(compiledValidatorCompiler);
  app.setSerializerCompiler(compiledSerializerCompiler);
  app.setErrorHandler(errorHandler);
  registerJsonBodyParser(app);
  registerNullCharacterGuard(app);

  const siteDir = existsSync(config.SITE_DIR) ? config.SITE_DIR : undefined;
  const elementsDir = existsSync(config.ELEMENTS_DIR) ? config.ELEMENTS_DIR : undefined;

  // The same policy on every answer, made once by helmet's own middleware: @fastify/helmet
  // would build it again on every request, parsing the directives each time. Added before the
  // plugin's hooks, so the header still comes first, as helmet orders it.
  const contentSecurityPolicy = fastifyHelmet.contentSecurityPolicy({
    directives: {
      // Outside production the site is served over plain HTTP, also on LAN addresses, where
      // upgrading its asset requests to HTTPS would break the page.
      upgradeInsecureRequests: config.NODE_ENV === 'production' ? [] : null,
      // The item form posts photos straight to the storage, previews a crop from a blob and
      // shows what was uploaded; the image preview plays YouTube and Vimeo videos in frames.
      imgSrc: ["'self'", 'data:', 'blob:', ...storageOrigins(config)],
      mediaSrc: ["'self'", ...storageOrigins(config)],
      connectSrc: ["'self'", ...storageOrigins(config)],
      frameSrc: ["'self'", 'https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
    },
  });
  app.addHook('onRequest', (request, reply, done) => {
    contentSecurityPolicy(request.raw, reply.raw, done);
  });
  app.register(fastifyHelmet, {
    contentSecurityPolicy: false,
    // Sign-in and checkout pages open as popups from partner pages and answer their opener with
    // postMessage; the default `same-origin` would cut that link.
    crossOriginOpenerPolicy: { policy: 'unsafe-none' },
  });
  // Public reads for any page, the rest for the partners of CORS_ORIGINS (see cors.ts).
  app.register(fastifyCors, corsOptionsFor(config.CORS_ORIGINS));
  registerOpenApi(app);

  const outbox = createOutboxRepository(db);
  const mail = mailer ?? createDefaultMailer(config, { outbox, clock, log: app.log });
  if (mailer === undefined && mail.close) app.addHook('onClose', () => mail.close?.());

  const settings = createSettingsService(createSettingsRepository(db));
  const accountsRepository = createAccountsRepository(db);
  const invites = createInvitesService({
    repository: createInvitesRepository(db),
    accounts: accountsRepository,
    settings,
    mailer: mail,
    clock,
  });
  const accounts = createAccountsService({
    db,
    repository: accountsRepository,
    invites,
    limits: createAccountLimiter(db),
    tokenLifetimes: tokenLifetimes(config),
    settings,
    mailer: mail,
    clock,
    config,
    socialVerifiers: createSocialVerifiers(config),
    log: app.log,
  });
  const eventBus = events ?? createMemoryEventBus();
  if (events === undefined) app.addHook('onClose', () => eventBus.close());
  const auctionsRepository = createAuctionsRepository(db);
  const auctions = createAuctionsService({
    db,
    events: eventBus,
    repository: auctionsRepository,
    // Bids take the database's clock unless a test injected its own.
    clock: clock === systemClock ? undefined : clock,
    onError: (error) => app.log.error({ err: error }, 'Auctions'),
  });
  // Bids being settled when the server closes finish first, before the caller closes the database.
  app.addHook('onClose', () => auctions.drain());
  const community = createCommunity({
    db,
    mailer: mail,
    clock,
    secret: config.SECRET_KEY,
    siteUrl: config.SITE_URL,
    siteName: async () => (await settings.getSiteSettings()).site_name,
    onError: (error) => app.log.error({ err: error }, 'Community'),
  });
  // Held comments and listings seeded, or left by a crash, are announced to the moderators.
  app.addHook('onReady', async () => {
    await community.comments.announcePending(config.SITE_URL).catch((error: unknown) => {
      app.log.error({ err: error }, 'Announcing held comments and listings');
    });
  });
  // A gallery page reads its tiles' lots, comments and shares in its own query.
  const galleryRepository = createGalleryRepository(db, createPostgresItemSearch(), {
    // Soonest first tells the events that have ended by the app's clock.
    now: () => clock.now().getTime(),
    tileExtras: (listingId) => ({ lot: tileLotColumn(listingId), ...tileCommunityColumns(listingId) }),
  });
  const gallery = createGalleryService(galleryRepository, {
    communityOf: community.listingCommunity,
    watchlistOf: community.watchlistOf,
    previewSecret: config.SECRET_KEY,
    auctions: auctionsRepository,
    currencyRates: () => settings.currencyRates(),
    productsOf: (itemId) => shop.productLinks(itemId),
  });
  // The site's pages: index.html with each page's head (title, Open Graph, JSON-LD), robots.txt
  // and the sitemaps.
  const pageHeads = createPageHeads({ gallery, repository: galleryRepository, settings });
  const siteUrl = (request: FastifyRequest) => siteUrlOf(config, request);
  app.setNotFoundHandler(
    createNotFoundHandler({
      sitePage:
        siteDir === undefined ? undefined : createSitePageHandler({ pageHeads, siteUrlOf: siteUrl, siteDir }),
    }),
  );
  app.register(seoRoutes, { pageHeads, sitemaps: createSitemapRepository(db), siteUrlOf: siteUrl, siteDir });
  const searches = createSearchesService({ db, repository: createSearchesRepository(db), clock });
  const marketing = createMarketingService({ db, repository: createMarketingRepository(db), clock });
  const notifications = createNotificationsService({ repository: createNotificationsRepository(db), clock });

  // Listing fees and allowances (issue 16): the price of a place, the member's transaction summary.
  const listingFees = createListingFeesService({ repository: createListingFeesRepository(db), clock });
  const shop = createShopService({ db, settings, bankTransferDetails: config.BANK_TRANSFER_DETAILS });
  const gateway = payments ?? createPaymentGateway(config, db);
  if (gateway === undefined) {
    app.log.warn('No card payment gateway (set the BRAINTREE_* settings): card checkouts are refused');
  }
  const checkout = createCheckoutService({
    db,
    repository: shop.repository,
    gateway,
    mailer: mail,
    settings,
    defaultCurrency: shop.defaultCurrency,
    orderOf: (row) => shop.orders.byRow(row),
    clock,
    siteUrl: config.SITE_URL,
    bankTransferDetails: config.BANK_TRANSFER_DETAILS,
    onError: (error) => app.log.error({ err: error }, 'Checkout'),
  });
  // Card orders left Pending (a crash between charge and settlement) are settled from the
  // gateway's record, by a job that runs while the server listens (not in tests that inject).
  const reconcileJob = createReconcileJob({
    service: checkout,
    onSettled: (settled) => app.log.info({ settled }, 'Pending card orders reconciled'),
    onError: (error) => app.log.error({ err: error }, 'Reconciliation job failed'),
  });
  app.addHook('onListen', async () => reconcileJob.start());
  app.addHook('onClose', () => reconcileJob.stop());
  // Item listings (issue 16), and the job that moves their statuses while the server listens.
  const items = createItemsService({
    db,
    clock,
    gateway,
    siteSettings: () => settings.getSiteSettings(),
    listingFees,
    announceHeld: (url) => community.comments.announcePending(url),
  });
  const listingStatusJob = createListingStatusJob({
    statuses: createListingStatuses({ db, clock }),
    onError: (error) => app.log.error({ err: error }, 'Listing status job failed'),
  });
  app.addHook('onListen', async () => listingStatusJob.start());
  app.addHook('onClose', () => listingStatusJob.stop());

  app.register(
    async (api) => {
      // First, so that every API route below answers compressed.
      registerApiCompression(api);
      // On the bus, sign-outs and permission changes reach the other instances' caches at once.
      const sessionCache = createSessionCache({
        ttlMs: config.SESSION_CACHE_MS,
        events: eventBus,
        onError: (error) => app.log.error({ err: error }, 'Session cache'),
      });
      api.addHook('onClose', async () => sessionCache.close());
      registerAuthentication(api, accounts.authenticate, { cache: sessionCache });
      registerNoStore(api);
      api.register(settingsRoutes, { service: settings });
      const linkBase = (request: FastifyRequest) => siteUrlOf(config, request);
      api.register(accountsRoutes, {
        service: accounts,
        clock,
        siteUrlOf: linkBase,
        followingOf: community.follows.followingOf,
        transactionSummaryOf: listingFees.summary,
      });
      api.register(invitesRoutes, { service: invites, siteUrlOf: linkBase });
      api.register(notificationsRoutes, { service: notifications });
      api.register(galleryRoutes, { service: gallery });
      api.register(lookupRoutes, { repository: galleryRepository });
      api.register(nichesRoutes, {
        service: createNichesService(galleryRepository, { transactionSummary: listingFees.summary }),
      });
      api.register(searchesRoutes, { service: searches });
      api.register(communityRoutes, { ...community, gallery, siteUrlOf: linkBase });
      api.register(marketingRoutes, { service: marketing });
      api.register(lookupsRoutes, { repository: createLookupsRepository(db) });
      api.register(auctionsRoutes, { service: auctions, now: () => clock.now().getTime() });
      api.register(shopRoutes, { service: shop });
      api.register(checkoutRoutes, { service: checkout, cartEnabled: shop.cartEnabled });
      api.register(listingFeesRoutes, { service: listingFees });
      api.register(itemsRoutes, { service: items, siteUrlOf: linkBase });
      api.register(uploadsRoutes, {
        storage: uploads,
        clock,
        siteUrlOf: linkBase,
        videos: createVideoLookup({
          endpoints: { youtube: config.OEMBED_YOUTUBE_URL, vimeo: config.OEMBED_VIMEO_URL },
        }),
      });
      if (config.DEV_OUTBOX) api.register(devOutboxRoutes, { repository: outbox });
    },
    { prefix: '/api' },
  );

  // Uploads go straight to the storage; the local one takes them at /media/ (S3 at its own address).
  const uploads = storage ?? createDefaultStorage(config);
  if (storage === undefined) app.addHook('onClose', () => uploads.close());
  if (isLocalStorage(uploads)) {
    app.register(localStorageRoutes, { storage: uploads, clock, siteUrlOf: siteUrl });
  }
  registerThumbnails(app, withUploadedImages(media, uploads));
  registerStaticFiles(app, { siteDir, elementsDir });
  return app;
}
