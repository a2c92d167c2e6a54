import { describe, expect, it } from 'vitest';
import { isVideoUrl, parseVideoUrl, videoPage } from './video';

describe('parseVideoUrl', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['http://youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=42', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?t=10', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/v/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/live/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['  HTTPS://WWW.YOUTUBE.COM/watch?v=dQw4w9WgXcQ  ', 'dQw4w9WgXcQ'],
  ])('reads the YouTube id of %s', (url, id) => {
    expect(parseVideoUrl(url)).toEqual({ media_type: 'youtube', id });
  });

  it.each([
    ['https://vimeo.com/76979871', '76979871'],
    ['http://www.vimeo.com/76979871', '76979871'],
    ['https://vimeo.com/76979871/abcdef1234', '76979871'],
    ['https://player.vimeo.com/video/76979871?h=abc', '76979871'],
    ['https://vimeo.com/channels/staffpicks/76979871', '76979871'],
    ['https://vimeo.com/groups/shortfilms/videos/76979871', '76979871'],
    ['https://vimeo.com/album/123/video/76979871', '76979871'],
    ['https://vimeo.com/video/76979871', '76979871'],
  ])('reads the Vimeo id of %s', (url, id) => {
    expect(parseVideoUrl(url)).toEqual({ media_type: 'vimeo', id });
  });

  it.each([
    '',
    'dQw4w9WgXcQ',
    'www.youtube.com/watch?v=dQw4w9WgXcQ',
    'ftp://youtube.com/watch?v=dQw4w9WgXcQ',
    'javascript:alert(1)//youtube.com/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/watch',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ!',
    'https://www.youtube.com/channel/UC123',
    'https://youtube.com.evil.test/watch?v=dQw4w9WgXcQ',
    'https://evil.test/youtu.be/dQw4w9WgXcQ',
    'https://vimeo.com/',
    'https://vimeo.com/about',
    'https://vimeo.com/channels/staffpicks',
    'https://player.vimeo.com/76979871',
    'https://vimeo.com.evil.test/76979871',
    'https://example.com/video.mp4',
    'https://',
  ])('refuses %j', (url) => {
    expect(parseVideoUrl(url)).toBeNull();
    expect(isVideoUrl(url)).toBe(false);
  });
});

describe('videoPage', () => {
  it('is the canonical page of each service, which parses back to the same video', () => {
    const youtube = { media_type: 'youtube', id: 'dQw4w9WgXcQ' } as const;
    const vimeo = { media_type: 'vimeo', id: '76979871' } as const;
    expect(videoPage(youtube)).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(videoPage(vimeo)).toBe('https://vimeo.com/76979871');
    expect(parseVideoUrl(videoPage(youtube))).toEqual(youtube);
    expect(parseVideoUrl(videoPage(vimeo))).toEqual(vimeo);
  });
});
