import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { BANNER_IMAGE_SIZES, bannerImageSet } from '@trove/core/gallery';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemImages, items } from '../../db/schema';
import { createTempDir, createTestApp, type TestApp } from '../../testing/testApp';

// The built index.html's shape: a head with the default title and description, the boot script.
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="description" content="Collectables, classifieds and auctions." />
    <title>Trove</title>
    <script type="module" crossorigin src="/assets/index-1a2b.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

const ORIGIN = 'https://trove.example';
const HOSTILE_NAME = 'Gold "Sovereign" <b>&</b> </script><script>alert(1)</script>';

interface Crawled {
  status: number;
  html: string;
  title: string | undefined;
  /** `property` or `name` → `content`, entities decoded. */
  meta: Map<string, string>;
  canonical: string | undefined;
  jsonLd: Record<string, unknown>[];
}

const decode = (text: string) =>
  text
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

describe('pages as a crawler fetches them (no JavaScript)', () => {
  let test: TestApp;
  let root: string;
  const listing: Record<
    'item' | 'event' | 'organisation' | 'restricted' | 'unpublished',
    { id: number; url: string }
  > = {} as never;

  async function crawl(url: string): Promise<Crawled> {
    const response = await test.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    // revalidated, so a deploy reaches open tabs; the site's security headers as on every answer
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    const html = response.body;
    const meta = new Map<string, string>();
    for (const match of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)" \/>/g)) {
      meta.set(match[1] as string, decode(match[2] as string));
    }
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
    const canonical = /<link rel="canonical" href="([^"]*)" \/>/.exec(html)?.[1];
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
      (match) => JSON.parse(match[1] as string) as Record<string, unknown>,
    );
    return {
      status: response.statusCode,
      html,
      title: title === undefined ? undefined : decode(title),
      meta,
      canonical: canonical === undefined ? undefined : decode(canonical),
      jsonLd,
    };
  }

  /** The SPA boots from it as from the built file: its root and its script are there, once. */
  function expectSitePage(html: string) {
    expect(html).toContain('<div id="root"></div>');
    expect(
      html.match(/<script type="module" crossorigin src="\/assets\/index-1a2b.js"><\/script>/g),
    ).toHaveLength(1);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
  }

  /** A public listing of the type with an image, made openable, and its URL as the API gives it. */
  async function pick(
    itemType: 'ITEM' | 'EVENT' | 'ORGANISATION',
    skip: number[],
    changes: Partial<typeof items.$inferInsert>,
  ) {
    const { db } = test.database;
    const [row] = await db
      .select({ id: items.id })
      .from(items)
      .innerJoin(itemImages, eq(itemImages.itemId, items.id))
      .where(
        and(
          eq(items.itemType, itemType),
          sql`${items.id} NOT IN (${sql.join(
            [0, ...skip].map((id) => sql`${id}`),
            sql`, `,
          )})`,
        ),
      )
      .orderBy(asc(items.id))
      .limit(1);
    if (!row) throw new Error(`no ${itemType} with an image in the demo catalogue`);
    await db
      .update(items)
      .set({ published: true, searchable: true, canOpen: true, restricted: false, ...changes })
      .where(eq(items.id, row.id));
    const response = await test.app.inject({
      method: 'GET',
      url: `/api/gallery/item/${itemType.toLowerCase()}/${row.id}`,
    });
    expect(response.statusCode).toBe(200);
    return { id: row.id, url: (response.json() as { absolute_url: string }).absolute_url };
  }

  beforeAll(async () => {
    root = await createTempDir();
    const siteDir = path.join(root, 'site');
    await mkdir(siteDir);
    await writeFile(path.join(siteDir, 'index.html'), INDEX_HTML);
    test = await createTestApp({ SITE_DIR: siteDir, SITE_URL: ORIGIN }, {}, { size: 60 });
    listing.item = await pick('ITEM', [], {
      name: HOSTILE_NAME,
      description: 'A full sovereign, 1911.\n\nStruck in London.',
      price: '1234.50',
      currency: 'NZD',
      forSale: true,
      sold: false,
    });
    listing.event = await pick('EVENT', [], {
      name: 'Wellington Coin Fair',
      dateStart: new Date('2026-03-14T09:00:00Z'),
      dateEnd: new Date('2026-03-14T16:00:00Z'),
      addresses: [
        {
          description: 'Town Hall',
          line1: '101 Wakefield Street',
          line2: null,
          city: 'Wellington',
          state: null,
          country: 'New Zealand',
        },
      ],
    });
    listing.organisation = await pick('ORGANISATION', [], {
      name: 'Capital Coin Club',
      externalUrl: 'https://capital-coins.example/',
      contactName: 'Jo Private',
      contactDetails: 'private-phone 555 0199',
      addresses: [
        {
          description: null,
          line1: '9 Hidden Lane',
          line2: null,
          city: 'Wellington',
          state: null,
          country: 'NZ',
        },
      ],
    });
    listing.restricted = await pick('ITEM', [listing.item.id], { name: 'Restricted Florin' });
    listing.unpublished = await pick('ITEM', [listing.item.id, listing.restricted.id], {
      name: 'Unpublished Crown',
    });
    const { db } = test.database;
    await db.update(items).set({ restricted: true }).where(eq(items.id, listing.restricted.id));
    await db.update(items).set({ published: false }).where(eq(items.id, listing.unpublished.id));
  });

  afterAll(async () => {
    await test?.close();
    await rm(root, { recursive: true, force: true });
  });

  it('gives an item its title, description, canonical link, Open Graph image and JSON-LD Product with its price', async () => {
    const page = await crawl(listing.item.url);
    expect(page.status).toBe(200);
    expectSitePage(page.html);
    expect(page.title).toBe(`${HOSTILE_NAME} | Trove`);
    expect(page.meta.get('description')).toBe('A full sovereign, 1911. Struck in London.');
    expect(page.canonical).toBe(`${ORIGIN}${listing.item.url}`);
    expect(page.meta.get('og:type')).toBe('product');
    expect(page.meta.get('og:title')).toBe(HOSTILE_NAME);
    expect(page.meta.get('og:url')).toBe(`${ORIGIN}${listing.item.url}`);
    expect(page.meta.get('og:image')).toMatch(new RegExp(`^${ORIGIN}/thumbnails/[^/]+-1500x1500$`));
    expect(page.meta.get('og:image:width')).toBe('1500');
    expect(page.meta.get('product:price:amount')).toBe('1234.50');
    expect(page.meta.get('product:price:currency')).toBe('NZD');
    expect(page.meta.get('twitter:card')).toBe('summary_large_image');
    expect(page.meta.get('twitter:image')).toBe(page.meta.get('og:image'));
    expect(page.jsonLd).toEqual([
      expect.objectContaining({
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: HOSTILE_NAME,
        url: `${ORIGIN}${listing.item.url}`,
        image: expect.arrayContaining([page.meta.get('og:image')]),
        offers: expect.objectContaining({
          '@type': 'Offer',
          price: '1234.50',
          priceCurrency: 'NZD',
          availability: 'https://schema.org/InStock',
        }),
      }),
    ]);
  });

  it('escapes a member’s title everywhere: no tag of it reaches the HTML', async () => {
    const { html } = await crawl(listing.item.url);
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('alert(1)</script>');
    // the boot script and the one JSON-LD block: the title's `</script><script>` opened none
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html).toContain('<title>Gold &quot;Sovereign&quot; &lt;b&gt;&amp;&lt;/b&gt; &lt;/script&gt;');
    expect(html).toContain('\\u003c/script\\u003e\\u003cscript\\u003e');
  });

  it('gives an event its JSON-LD Event with its dates and place', async () => {
    const page = await crawl(listing.event.url);
    expect(page.status).toBe(200);
    expect(page.title).toBe('Wellington Coin Fair | Trove');
    expect(page.jsonLd).toEqual([
      expect.objectContaining({
        '@type': 'Event',
        name: 'Wellington Coin Fair',
        startDate: '2026-03-14T09:00:00.000Z',
        endDate: '2026-03-14T16:00:00.000Z',
        location: {
          '@type': 'Place',
          name: 'Town Hall',
          address: {
            '@type': 'PostalAddress',
            streetAddress: '101 Wakefield Street',
            addressLocality: 'Wellington',
            addressCountry: 'New Zealand',
          },
        },
      }),
    ]);
  });

  it('gives a directory entry its JSON-LD Organization, without the contact details visitors are not shown', async () => {
    const page = await crawl(listing.organisation.url);
    expect(page.status).toBe(200);
    expect(page.title).toBe('Capital Coin Club | Trove');
    expect(page.jsonLd).toEqual([
      expect.objectContaining({
        '@type': 'Organization',
        name: 'Capital Coin Club',
        logo: expect.stringMatching(/-1500x1500$/),
        sameAs: ['https://capital-coins.example/'],
      }),
    ]);
    expect(page.html).not.toContain('private-phone');
    expect(page.html).not.toContain('Jo Private');
    expect(page.html).not.toContain('Hidden Lane');
  });

  it('gives a section its name, description and canonical link', async () => {
    const page = await crawl('/Collectables/events/');
    expect(page.status).toBe(200);
    expectSitePage(page.html);
    expect(page.title).toBe('Events | Trove');
    expect(page.meta.get('description')).toBe('Fairs, auctions and club meetings.');
    expect(page.canonical).toBe(`${ORIGIN}/collectables/events`);
    expect(page.meta.get('twitter:card')).toBe('summary');
    expect(page.jsonLd).toEqual([]);
  });

  it('says what was searched for, and links the search’s one URL', async () => {
    const page = await crawl('/collectables/events?sort=-price&q=fair&for_sale=true');
    expect(page.title).toBe('“fair” in Events | Trove');
    expect(page.meta.get('description')).toBe('Search results for “fair” in Events.');
    expect(page.canonical).toBe(`${ORIGIN}/collectables/events?q=fair&sort=-price&for_sale=1`);
  });

  it('preloads a gallery header’s first banner as its carousel asks for it', async () => {
    const get = async (url: string) => (await test.app.inject({ method: 'GET', url })).json();
    let preloaded = 0;
    for (const [page, place] of [
      ['/collectables', 'collectables'],
      ['/collectables/coins?sort=-price', 'collectables/coins'],
      ['/collectables/events', 'collectables/events'],
    ] as const) {
      const banner = ((await get(`/api/features/${place}`)) as { banners: { image: string }[] }).banners[0]
        ?.image;
      const html = (await crawl(page)).html;
      const preloads = [...html.matchAll(/<link rel="preload" as="image" ([^>]*) \/>/g)].map(
        ([, attributes]) => {
          const value = (name: string) => {
            const found = new RegExp(`${name}="([^"]*)"`).exec(attributes ?? '')?.[1];
            return found === undefined ? null : decode(found);
          };
          return { href: value('href'), srcset: value('imagesrcset'), sizes: value('imagesizes') };
        },
      );
      if (!banner) {
        expect(preloads, page).toEqual([]);
        continue;
      }
      preloaded++;
      const srcset = bannerImageSet(banner) ?? null;
      expect(preloads, page).toEqual([{ href: banner, srcset, sizes: srcset && BANNER_IMAGE_SIZES }]);
      // before the site's script, so the browser fetches it while the script loads
      expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf('<script type="module"'));
    }
    expect(preloaded).toBeGreaterThan(0);
    // a listing's page and the others have none
    expect((await crawl(listing.item.url)).html).not.toContain('rel="preload"');
    expect((await crawl('/login')).html).not.toContain('rel="preload"');
  });

  it('gives the home page the gallery’s head', async () => {
    const page = await crawl('/');
    expect(page.status).toBe(200);
    expectSitePage(page.html);
    expect(page.title).toBe('Collectables | Trove');
    expect(page.canonical).toBe(`${ORIGIN}/collectables`);
  });

  it('answers a missing listing or place 404 with a not-found head, still the site', async () => {
    const missing = listing.item.url.replace(/\/0\d+-[^/]+$/, '/0999999999-no-such-coin');
    for (const url of [missing, '/collectables/no-such-section']) {
      const page = await crawl(url);
      expect(page.status, url).toBe(404);
      expectSitePage(page.html);
      expect(page.title).toBe('Page not found | Trove');
      expect(page.meta.get('robots')).toBe('noindex');
      expect(page.canonical).toBeUndefined();
    }
  });

  it('tells nothing of a restricted or unpublished listing', async () => {
    const restricted = await crawl(listing.restricted.url);
    expect(restricted.status).toBe(403);
    expect(restricted.title).toBe('Permission denied | Trove');
    const unpublished = await crawl(listing.unpublished.url);
    expect(unpublished.status).toBe(404);
    for (const page of [restricted, unpublished]) {
      expectSitePage(page.html);
      expect(page.meta.get('robots')).toBe('noindex');
      expect(page.html).not.toMatch(/Restricted Florin|Unpublished Crown|og:image|ld\+json/);
    }
  });

  it('gives the other pages of the site the site’s own head', async () => {
    const page = await crawl('/login?redirect=%2Faccount');
    expect(page.status).toBe(200);
    expectSitePage(page.html);
    expect(page.title).toBe('Trove');
    expect(page.meta.get('description')).toBe('Collectables, classifieds and auctions.');
  });

  it('lists the sitemaps of places and listings in the sitemap index', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    expect(response.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex /);
    const locations = [...response.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual([`${ORIGIN}/sitemaps/places.xml`, `${ORIGIN}/sitemaps/listings-1.xml`]);
  });

  it('lists the public listings at their gallery URLs, and none that a visitor may not open', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/sitemaps/listings-1.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const locations = [...response.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    for (const public_ of [listing.item, listing.event, listing.organisation]) {
      expect(locations).toContain(`${ORIGIN}${public_.url}`);
    }
    for (const hidden of [listing.restricted, listing.unpublished]) {
      expect(locations).not.toContain(`${ORIGIN}${hidden.url}`);
    }
    const [{ count } = { count: 0 }] = await test.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(items)
      .where(
        sql`${items.published} AND ${items.searchable} AND ${items.canOpen} AND NOT ${items.restricted}`,
      );
    expect(locations).toHaveLength(count);

    for (const url of ['/sitemaps/listings-2.xml', '/sitemaps/listings-01.xml', '/sitemaps/other.xml']) {
      const absent = await test.app.inject({ method: 'GET', url });
      expect(absent.statusCode, url).toBe(404);
      expect(absent.json()).toEqual({ detail: 'Not found.' });
    }
  });

  it('lists the gallery’s places', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/sitemaps/places.xml' });
    const locations = [...response.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    expect(locations[0]).toBe(`${ORIGIN}/collectables`);
    expect(locations).toContain(`${ORIGIN}/collectables/events`);
    expect(locations).toContain(`${ORIGIN}/collectables/directory`);
    expect(new Set(locations).size).toBe(locations.length);
  });

  it('compresses a listing’s page and a sitemap for a client that accepts it', async () => {
    for (const url of [listing.item.url, '/sitemaps/listings-1.xml']) {
      const plain = await test.app.inject({ method: 'GET', url });
      const compressed = await test.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(compressed.statusCode, url).toBe(200);
      expect(compressed.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(compressed.rawPayload).toString(), url).toBe(plain.body);
    }
  });

  it('answers robots.txt: everything but the API and the account pages, and where the sitemap is', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/api/', '/account', '/login', '/orders', '/cart']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});
