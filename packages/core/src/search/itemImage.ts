// A listing's first image alone (for a lot's widget): the gallery's item answer read through a
// schema of its images only, so a bundle that wants one URL does not carry the item's schema.
import type { KyInstance } from 'ky';
import * as z from 'zod/mini';
import type { OpenItem } from './galleryParams';

const itemImagesSchema = z.object({
  image_url: z.nullable(z.string()),
  images: z.array(z.object({ url: z.string() })),
});

/**
 * The item's first image (`GET /api/gallery/item/{type}/{id}`), else its `image_url`; null without
 * one. A root-relative URL is the Trove server's: it is made absolute on `baseUrl` (the client's),
 * as on a partner page it would otherwise resolve against the page (or its `<base href>`).
 */
export async function fetchItemImage(http: KyInstance, item: OpenItem, baseUrl = ''): Promise<string | null> {
  const answer = await http.get(`gallery/item/${item.itemType.toLowerCase()}/${item.id}`).json();
  const images = z.parse(itemImagesSchema, answer);
  const url = images.images[0]?.url ?? images.image_url;
  return url?.startsWith('/') && !url.startsWith('//') ? `${baseUrl.replace(/\/+$/, '')}${url}` : url;
}
