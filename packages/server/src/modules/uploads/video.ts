import { LISTING_MESSAGES, parseVideoUrl, type VideoMediaType, videoPage } from '@trove/core/listing';
import { z } from 'zod';

/*
 * §7 Video lookup: a video service's oEmbed endpoint asked with `url` and `responsive=true`, no
 * auth; a 404 (a private or removed video) is no error. The server asks YouTube's or Vimeo's
 * (configurable) endpoint about the video's canonical page, so the browser needs no third-party
 * call and the site's content security policy none of their hosts.
 */

/** What the lookup answers of an oEmbed answer (services add more; the rest is dropped). */
export const videoDetailsAnswerSchema = z.object({
  media_type: z.enum(['youtube', 'vimeo']).describe('Parsed from the link'),
  video_id: z.string().describe('Parsed from the link'),
  type: z.string().optional(),
  version: z.string().optional(),
  provider_name: z.string().optional(),
  title: z.string().optional(),
  author_name: z.string().optional(),
  thumbnail_url: z.string().optional(),
  thumbnail_width: z.number().nullable().optional(),
  thumbnail_height: z.number().nullable().optional(),
  html: z.string().optional(),
  width: z.number().nullable().optional(),
  height: z.number().nullable().optional(),
  duration: z.number().nullable().optional(),
});
export type VideoDetailsAnswer = z.infer<typeof videoDetailsAnswerSchema>;

/** The part of a service's answer kept: known fields of the right type, anything else dropped. */
const upstreamSchema = z.object({
  type: z.string().max(50).optional().catch(undefined),
  version: z.string().max(20).optional().catch(undefined),
  provider_name: z.string().max(255).optional().catch(undefined),
  title: z.string().max(1000).optional().catch(undefined),
  author_name: z.string().max(1000).optional().catch(undefined),
  thumbnail_url: z.string().max(2048).optional().catch(undefined),
  thumbnail_width: z.number().nullable().optional().catch(undefined),
  thumbnail_height: z.number().nullable().optional().catch(undefined),
  html: z.string().max(20_000).optional().catch(undefined),
  width: z.number().nullable().optional().catch(undefined),
  height: z.number().nullable().optional().catch(undefined),
  duration: z.number().nullable().optional().catch(undefined),
});

/** A lookup that failed other than with a 404: the service is down, refused, or answered nonsense. */
export class VideoLookupError extends Error {
  override readonly name = 'VideoLookupError';
  constructor(readonly mediaType: VideoMediaType) {
    super(videoLookupFailedMessage(mediaType));
  }
}

/** §8 'Error getting vimeo details'; YouTube's in the same words (not in the spec). */
export const videoLookupFailedMessage = (mediaType: VideoMediaType) =>
  mediaType === 'vimeo' ? LISTING_MESSAGES.vimeoDetailsFailed : 'Error getting youtube details';

export interface VideoLookupOptions {
  endpoints: Record<VideoMediaType, string>;
  /** Default 5 s. */
  timeoutMs?: number;
  /** How long an answer (a 404 too) is kept. Default 10 minutes. */
  cacheMs?: number;
  /** Answers kept at most. Default 500. */
  cacheSize?: number;
  now?: () => number;
}

export interface VideoLookup {
  /** The details of a YouTube or Vimeo link, or null when the service has no such video (404). */
  lookup(link: string): Promise<VideoDetailsAnswer | null>;
}

/** The largest oEmbed answer read (Vimeo's are about 2 kB). */
const MAX_ANSWER_BYTES = 256 * 1024;

async function readLimited(response: Response): Promise<string | undefined> {
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > MAX_ANSWER_BYTES || !response.body) return undefined;
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    size += read.value.byteLength;
    if (size > MAX_ANSWER_BYTES) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(read.value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export function createVideoLookup({
  endpoints,
  timeoutMs = 5000,
  cacheMs = 10 * 60 * 1000,
  cacheSize = 500,
  now = Date.now,
}: VideoLookupOptions): VideoLookup {
  const cache = new Map<string, { until: number; answer: VideoDetailsAnswer | null }>();

  async function ask(mediaType: VideoMediaType, id: string): Promise<VideoDetailsAnswer | null> {
    const address = new URL(endpoints[mediaType]);
    address.searchParams.set('url', videoPage({ media_type: mediaType, id }));
    address.searchParams.set('responsive', 'true');
    let response: Response;
    try {
      response = await fetch(address, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      throw new VideoLookupError(mediaType);
    }
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    const text = response.ok ? await readLimited(response).catch(() => undefined) : undefined;
    if (!response.ok) await response.body?.cancel().catch(() => undefined);
    let parsed: unknown;
    try {
      parsed = text === undefined ? undefined : JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    const details = upstreamSchema.safeParse(parsed);
    if (!details.success) throw new VideoLookupError(mediaType);
    return { media_type: mediaType, video_id: id, ...details.data };
  }

  return {
    async lookup(link) {
      const video = parseVideoUrl(link);
      if (!video) throw new Error('Not a YouTube or Vimeo link');
      const key = `${video.media_type}:${video.id}`;
      const kept = cache.get(key);
      if (kept && kept.until > now()) return kept.answer;
      const answer = await ask(video.media_type, video.id);
      cache.delete(key);
      cache.set(key, { until: now() + cacheMs, answer });
      // The oldest first out.
      while (cache.size > cacheSize) cache.delete(cache.keys().next().value as string);
      return answer;
    },
  };
}
