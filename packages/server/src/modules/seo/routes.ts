import { DEFAULT_NICHE, defaultGalleryParams, paramsToRoute } from '@trove/core/gallery';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { registerApiCompression } from '../../http/compression';
import { HttpError } from '../../http/httpError';
import { listingUrl } from '../gallery/listingUrl';
import { renderHeadTags, withHeadTags } from './headTags';
import type { createPageHeads } from './pageHeads';
import type { SitemapRepository } from './repository';
import { robotsTxt, SITEMAP_PAGE_SIZE, sitemapIndexXml, urlSetXml } from './sitemaps';
import { createSiteTemplate } from './siteTemplate';

export interface SeoOptions {
  pageHeads: ReturnType<typeof createPageHeads>;
  sitemaps: SitemapRepository;
  /** The site's public origin for a request (`SITE_URL`, or the request's own outside production). */
  siteUrlOf: (request: FastifyRequest) => string;
  /** The built site; without it, no page is served (API-only servers and tests). */
  siteDir?: string | undefined;
}

/** Crawlers may keep these an hour: a new listing reaches them within it. */
const CRAWLER_CACHE = 'public, max-age=3600';

/**
 * Answers a page of the site: the built `index.html`, its head made for the page (title,
 * description, canonical link, Open Graph and Twitter tags, JSON-LD), its status the page's
 * (404 for a listing or place that is not there). The site boots from it as from the file.
 */
export function createSitePageHandler({
  pageHeads,
  siteUrlOf,
  siteDir,
}: Omit<SeoOptions, 'sitemaps'> & { siteDir: string }) {
  const template = createSiteTemplate(siteDir);
  return async function sitePage(request: FastifyRequest, reply: FastifyReply) {
    const [page, { statusCode, head }] = await Promise.all([
      template.read(),
      pageHeads.headOf(request.url, siteUrlOf(request)),
    ]);
    return reply
      .status(statusCode)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(withHeadTags(page, renderHeadTags(head)));
  };
}

// `/sitemaps/listings-12.xml`: a page number without leading zeros, so each file has one URL.
const LISTINGS_FILE = /^listings-([1-9]\d{0,6})\.xml$/;

/**
 * robots.txt, the sitemap index and its files, and the gallery's pages (`/`, which the static
 * files would otherwise answer with the bare `index.html`, and `/collectables/...`; the other
 * pages of the site come through the not-found handler). Answers of 1 kB and more compressed as
 * the API's are (a sitemap file is about a megabyte). Pages, not API operations: hidden from the
 * OpenAPI document.
 */
export const seoRoutes: FastifyPluginAsync<SeoOptions> = async (app, options) => {
  const { sitemaps, siteUrlOf, siteDir } = options;
  const hidden = { schema: { hide: true } };
  registerApiCompression(app);
  // Loaded before the routes below are declared, so its hooks are theirs.
  await app.after();

  if (siteDir !== undefined) {
    const sitePage = createSitePageHandler({ ...options, siteDir });
    for (const path of ['/', `/${DEFAULT_NICHE}`, `/${DEFAULT_NICHE}/*`]) app.get(path, hidden, sitePage);
  }

  app.get('/robots.txt', hidden, async (request, reply) =>
    reply
      .header('cache-control', CRAWLER_CACHE)
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(`${siteUrlOf(request)}/sitemap.xml`)),
  );

  app.get('/sitemap.xml', hidden, async (request, reply) => {
    const origin = siteUrlOf(request);
    const files = Math.ceil((await sitemaps.maxListingId()) / SITEMAP_PAGE_SIZE);
    const urls = [`${origin}/sitemaps/places.xml`];
    for (let page = 1; page <= files; page++) urls.push(`${origin}/sitemaps/listings-${page}.xml`);
    return reply.header('cache-control', CRAWLER_CACHE).type('application/xml').send(sitemapIndexXml(urls));
  });

  app.get<{ Params: { file: string } }>('/sitemaps/:file', hidden, async (request, reply) => {
    const { file } = request.params;
    const origin = siteUrlOf(request);
    let paths: string[];
    if (file === 'places.xml') {
      const place = (section?: string, gallery?: string | null, caption?: string | null) =>
        paramsToRoute({
          ...defaultGalleryParams,
          niche: DEFAULT_NICHE,
          section,
          gallery: gallery ?? undefined,
          caption: caption ?? undefined,
        }).pathname;
      const unique = new Set([place()]);
      for (const row of await sitemaps.places(DEFAULT_NICHE)) {
        unique.add(place(row.section));
        if (row.gallery) unique.add(place(row.section, row.gallery));
        if (row.gallery && row.caption) unique.add(place(row.section, row.gallery, row.caption));
      }
      paths = [...unique];
    } else {
      const page = Number(LISTINGS_FILE.exec(file)?.[1] ?? 0);
      const last = Math.ceil((await sitemaps.maxListingId()) / SITEMAP_PAGE_SIZE);
      if (page < 1 || page > last) throw HttpError.notFound();
      const rows = await sitemaps.publicListings(
        DEFAULT_NICHE,
        (page - 1) * SITEMAP_PAGE_SIZE,
        page * SITEMAP_PAGE_SIZE,
      );
      paths = rows.map(listingUrl);
    }
    return reply
      .header('cache-control', CRAWLER_CACHE)
      .type('application/xml')
      .send(urlSetXml(paths.map((path) => `${origin}${path}`)));
  });
};
