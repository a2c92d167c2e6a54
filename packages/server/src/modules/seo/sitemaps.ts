import { escapeHtml } from './escaping';

/**
 * Listings per sitemap file, by id: file n holds the public listings with ids from
 * (n - 1) × SITEMAP_PAGE_SIZE + 1 to n × SITEMAP_PAGE_SIZE. A file is a range scan of the
 * primary key whatever the size of the catalogue, and stays far below the protocol's 50,000
 * URLs and 50 MB.
 */
export const SITEMAP_PAGE_SIZE = 10_000;

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** A sitemap index (sitemaps.org) over the sitemaps at `urls`. */
export function sitemapIndexXml(urls: readonly string[]): string {
  const entries = urls.map((url) => `  <sitemap><loc>${escapeHtml(url)}</loc></sitemap>`);
  return [
    XML_DECLARATION,
    `<sitemapindex xmlns="${SITEMAP_NAMESPACE}">`,
    ...entries,
    '</sitemapindex>',
    '',
  ].join('\n');
}

/** A sitemap (sitemaps.org) of the pages at `urls`. */
export function urlSetXml(urls: readonly string[]): string {
  const entries = urls.map((url) => `  <url><loc>${escapeHtml(url)}</loc></url>`);
  return [XML_DECLARATION, `<urlset xmlns="${SITEMAP_NAMESPACE}">`, ...entries, '</urlset>', ''].join('\n');
}

/** Paths a crawler is kept from: the API and the pages of an account (sign-in, cart, orders...). */
export const DISALLOWED_PATHS = [
  '/api/',
  '/account',
  '/auctions',
  '/auth/',
  '/cart',
  '/forgot-password',
  '/login',
  '/notifications',
  '/orders',
  '/preview/',
  '/sign-up',
] as const;

/** robots.txt: everything else allowed, and where the sitemap is. */
export function robotsTxt(sitemapUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${sitemapUrl}`,
    '',
  ].join('\n');
}
