import { SHARING_DESCRIPTION_LENGTH } from '@trove/core/gallery';
import { escapeHtml, scriptJson } from './escaping';

/** An image of a shared page, at an absolute URL. */
export interface HeadImage {
  url: string;
  width: number;
  height: number;
  alt: string;
}

/** An image to preload: its URL, and its candidates and layout widths when it has several. */
export interface PreloadImage {
  href: string;
  srcSet?: string | undefined;
  sizes?: string | undefined;
}

/** What a page's `<head>` says about it, before the client takes over. */
export interface PageHead {
  /** The page's own title; the `<title>` adds the site name, as the site does (`usePageMeta`). */
  title: string | null;
  siteName: string;
  /** Plain text, at most `DESCRIPTION_LENGTH` characters. */
  description: string;
  /** The page's one URL, absolute. Default: none (pages that are not to be indexed). */
  canonicalUrl?: string | undefined;
  /** Keeps the page out of search results (not found, permission denied). Default false. */
  noIndex?: boolean | undefined;
  /** Open Graph's type. Default `website`. */
  openGraphType?: 'website' | 'product' | undefined;
  image?: HeadImage | undefined;
  /** A listing's price, for Open Graph's product tags. */
  price?: { amount: string; currency: string } | undefined;
  /**
   * The image the page shows largest first (a gallery header's banner), fetched while the site's
   * script loads: as its `<img>` will ask for it (the same `srcset` and `sizes`), so the browser
   * takes the preloaded one.
   */
  preloadImage?: PreloadImage | undefined;
  /** schema.org objects, each written as one JSON-LD script. */
  structuredData?: readonly Record<string, unknown>[] | undefined;
}

/** §9: a sharing description is at most 256 characters (core's rule, which the site's pages share). */
export const DESCRIPTION_LENGTH = SHARING_DESCRIPTION_LENGTH;

/** Text on one line, cut at `DESCRIPTION_LENGTH` characters (at a word when one ends near). */
export function descriptionText(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= DESCRIPTION_LENGTH) return line;
  const cut = line.slice(0, DESCRIPTION_LENGTH - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > DESCRIPTION_LENGTH * 0.7 ? cut.slice(0, space) : cut}…`;
}

/** The document's title: `{title} | {site name}`, the site name alone without a title. */
export const documentTitle = (head: Pick<PageHead, 'title' | 'siteName'>) =>
  head.title ? `${head.title} | ${head.siteName}` : head.siteName;

const meta = (attribute: 'name' | 'property', key: string, value: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;

/** The tags of a head, every value escaped: titles and descriptions come from members. */
export function renderHeadTags(head: PageHead): string {
  const title = head.title ?? head.siteName;
  const tags = [
    `<title>${escapeHtml(documentTitle(head))}</title>`,
    meta('name', 'description', head.description),
  ];
  if (head.noIndex) tags.push(meta('name', 'robots', 'noindex'));
  if (head.canonicalUrl) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}" />`);
  tags.push(
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:type', head.openGraphType ?? 'website'),
    meta('property', 'og:title', title),
    meta('property', 'og:description', head.description),
  );
  if (head.canonicalUrl) tags.push(meta('property', 'og:url', head.canonicalUrl));
  if (head.image) {
    tags.push(
      meta('property', 'og:image', head.image.url),
      meta('property', 'og:image:width', String(head.image.width)),
      meta('property', 'og:image:height', String(head.image.height)),
      meta('property', 'og:image:alt', head.image.alt),
    );
  }
  if (head.price) {
    tags.push(
      meta('property', 'product:price:amount', head.price.amount),
      meta('property', 'product:price:currency', head.price.currency),
    );
  }
  tags.push(
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', head.description),
  );
  if (head.image) {
    tags.push(
      meta('name', 'twitter:image', head.image.url),
      meta('name', 'twitter:image:alt', head.image.alt),
    );
  }
  if (head.preloadImage) {
    const { href, srcSet, sizes } = head.preloadImage;
    const candidates = srcSet
      ? ` imagesrcset="${escapeHtml(srcSet)}" imagesizes="${escapeHtml(sizes ?? '100vw')}"`
      : '';
    tags.push(
      `<link rel="preload" as="image" href="${escapeHtml(href)}"${candidates} fetchpriority="high" />`,
    );
  }
  for (const data of head.structuredData ?? []) {
    tags.push(`<script type="application/ld+json">${scriptJson(data)}</script>`);
  }
  return tags.join('\n    ');
}

const TITLE = /<title>[\s\S]*?<\/title>/i;
const DESCRIPTION = /<meta\s+name=["']description["'][^>]*>\s*/i;

/**
 * The site's `index.html` with the page's head: its default title and description give way to
 * the page's tags (the rest of the document, the scripts that boot the site, stays as built).
 */
export function withHeadTags(template: string, tags: string): string {
  const page = template.replace(DESCRIPTION, '');
  if (TITLE.test(page)) return page.replace(TITLE, () => tags);
  if (/<\/head>/i.test(page)) return page.replace(/<\/head>/i, () => `${tags}\n  </head>`);
  if (/<body/i.test(page)) return page.replace(/<body/i, (body) => `<head>${tags}</head>${body}`);
  return `${tags}${page}`;
}
