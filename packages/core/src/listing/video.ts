// A listing's video (seed 000 §3, §5): a YouTube or Vimeo link, kept as its media type and id.
// Anything else is refused with §5's message.

export const VIDEO_MEDIA_TYPES = ['youtube', 'vimeo'] as const;
export type VideoMediaType = (typeof VIDEO_MEDIA_TYPES)[number];

/** A parsed video link: what the form keeps as a media entry (`media_type` and the id as `url`). */
export interface VideoRef {
  media_type: VideoMediaType;
  id: string;
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const YOUTUBE_PATHS = new Set(['embed', 'v', 'shorts', 'live', 'e']);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);

function youtubeId(url: URL, parts: readonly string[]): string | undefined {
  const host = url.hostname.toLowerCase();
  if (host === 'youtu.be' || host === 'www.youtu.be') return parts[0];
  if (!YOUTUBE_HOSTS.has(host)) return undefined;
  if (parts.length === 1 && parts[0] === 'watch') return url.searchParams.get('v') ?? undefined;
  if (parts.length >= 2 && YOUTUBE_PATHS.has(parts[0] ?? '')) return parts[1];
  return undefined;
}

function vimeoId(url: URL, parts: readonly string[]): string | undefined {
  const host = url.hostname.toLowerCase();
  if (!VIMEO_HOSTS.has(host)) return undefined;
  // player.vimeo.com/video/{id}
  if (host === 'player.vimeo.com') return parts[0] === 'video' ? parts[1] : undefined;
  // vimeo.com/{id}[/{unlisted hash}], /channels/{name}/{id}, /groups/{name}/videos/{id},
  // /album/{n}/video/{id}, /video/{id}
  const [first, second, third, fourth] = parts;
  if (first && VIMEO_ID.test(first)) return first;
  if (first === 'channels' || first === 'video') return first === 'video' ? second : third;
  if ((first === 'groups' && third === 'videos') || (first === 'album' && third === 'video')) return fourth;
  return undefined;
}

/**
 * The video a link names: YouTube's watch, youtu.be, embed, shorts and live links, Vimeo's page,
 * channel, group, album and player links, over http or https. Null for anything else.
 */
export function parseVideoUrl(text: string): VideoRef | null {
  const trimmed = text.trim();
  if (!/^https?:\/\//i.test(trimmed)) return null;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return null;
  }
  const parts = url.pathname.split('/').filter(Boolean);
  const youtube = youtubeId(url, parts);
  if (youtube !== undefined) return YOUTUBE_ID.test(youtube) ? { media_type: 'youtube', id: youtube } : null;
  const vimeo = vimeoId(url, parts);
  if (vimeo !== undefined) return VIMEO_ID.test(vimeo) ? { media_type: 'vimeo', id: vimeo } : null;
  return null;
}

/** Whether a link parses as a YouTube or Vimeo video (§5). */
export function isVideoUrl(text: string): boolean {
  return parseVideoUrl(text) !== null;
}

/** The canonical page of a video, the `url` an oEmbed lookup is asked about. */
export function videoPage(video: VideoRef): string {
  return video.media_type === 'youtube'
    ? `https://www.youtube.com/watch?v=${video.id}`
    : `https://vimeo.com/${video.id}`;
}
