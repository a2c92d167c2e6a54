import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

/** A JPEG of `width`×`height` with a gradient, as a camera's photo would be. */
export async function sampleJpeg(width = 1200, height = 800): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 3;
      pixels[at] = (x * 255) / width;
      pixels[at + 1] = (y * 255) / height;
      pixels[at + 2] = 128;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** A form as the browser posts it: every field of the policy, then the file, last. */
export function uploadForm(
  fields: Record<string, string>,
  file?: { bytes: Buffer; name: string; type: string },
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return form;
}

export interface OEmbedRequest {
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
}

export interface OEmbedServer {
  /** `{base}/youtube` and `{base}/vimeo` are the two services' endpoints. */
  base: string;
  env: { OEMBED_YOUTUBE_URL: string; OEMBED_VIMEO_URL: string };
  requests: OEmbedRequest[];
  close(): Promise<void>;
}

/** Video ids the test services answer so: not found, and failing. */
export const MISSING_VIMEO_ID = '404404404';
export const FAILING_VIMEO_ID = '500500500';

/**
 * YouTube's and Vimeo's oEmbed endpoints, on loopback: an answer as theirs for any video, a 404
 * for {@link MISSING_VIMEO_ID} and a 500 for {@link FAILING_VIMEO_ID}. Records every request.
 */
export async function startOEmbedServer(): Promise<OEmbedServer> {
  const requests: OEmbedRequest[] = [];
  const server = createServer((request, response) => {
    const address = new URL(request.url ?? '/', 'http://localhost');
    requests.push({ path: address.pathname, query: address.searchParams, headers: request.headers });
    const page = address.searchParams.get('url') ?? '';
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (page.endsWith(MISSING_VIMEO_ID)) return send(404, { error: 'not found' });
    if (page.endsWith(FAILING_VIMEO_ID)) return send(500, { error: 'failure' });
    if (address.pathname === '/vimeo') {
      const id = page.split('/').pop();
      return send(200, {
        type: 'video',
        version: '1.0',
        provider_name: 'Vimeo',
        title: `Vimeo video ${id}`,
        author_name: 'A collector',
        html: `<div style="padding:56.25% 0 0 0;position:relative;"><iframe src="https://player.vimeo.com/video/${id}"></iframe></div>`,
        width: 640,
        height: 360,
        duration: 62,
        thumbnail_url: `https://i.vimeocdn.com/video/${id}_640.jpg`,
        thumbnail_width: 640,
        thumbnail_height: 360,
        video_id: Number(id),
        upload_date: '2026-01-01 10:00:00',
      });
    }
    if (address.pathname === '/youtube') {
      const id = new URL(page).searchParams.get('v');
      return send(200, {
        type: 'video',
        version: '1.0',
        provider_name: 'YouTube',
        title: `YouTube video ${id}`,
        html: `<iframe src="https://www.youtube.com/embed/${id}?feature=oembed"></iframe>`,
        width: 200,
        height: 113,
        thumbnail_url: `https://i.ytimg.com/vi/${id}/hqdefault.jpg`,
        thumbnail_width: 480,
        thumbnail_height: 360,
      });
    }
    return send(404, { error: 'no such endpoint' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    env: { OEMBED_YOUTUBE_URL: `${base}/youtube`, OEMBED_VIMEO_URL: `${base}/vimeo` },
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
