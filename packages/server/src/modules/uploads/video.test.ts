import { LISTING_MESSAGES } from '@trove/core/listing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, signIn, withToken } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { FAILING_VIMEO_ID, MISSING_VIMEO_ID, type OEmbedServer, startOEmbedServer } from './testing';
import { createVideoLookup } from './video';

/*
 * §7 Video lookup through the server's oEmbed endpoint, against YouTube's and Vimeo's endpoints
 * played by a local HTTP server: responsive=true, the video's canonical page, no auth header;
 * a 404 is no error for the form, another failure is §8's message.
 */

describe('GET /api/oembed/ (the video lookup)', () => {
  let oembed: OEmbedServer;
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    oembed = await startOEmbedServer();
    t = await createTestApp(oembed.env);
    token = await signIn(t.app, DEMO.member);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await oembed?.close();
  });

  const lookup = (link: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      url: `/api/oembed/?url=${encodeURIComponent(link)}&responsive=true`,
      headers,
    });

  it("answers a Vimeo video's details, asking Vimeo's endpoint about its page with no auth", async () => {
    oembed.requests.length = 0;
    const answer = await lookup('https://vimeo.com/channels/staffpicks/76979871', withToken(token));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({
      media_type: 'vimeo',
      video_id: '76979871',
      type: 'video',
      version: '1.0',
      provider_name: 'Vimeo',
      title: 'Vimeo video 76979871',
      author_name: 'A collector',
      html: expect.stringContaining('https://player.vimeo.com/video/76979871'),
      width: 640,
      height: 360,
      duration: 62,
      thumbnail_url: 'https://i.vimeocdn.com/video/76979871_640.jpg',
      thumbnail_width: 640,
      thumbnail_height: 360,
    });
    expect(oembed.requests).toHaveLength(1);
    const [request] = oembed.requests;
    expect(request?.path).toBe('/vimeo');
    expect(Object.fromEntries(request?.query ?? [])).toEqual({
      url: 'https://vimeo.com/76979871',
      responsive: 'true',
    });
    expect(request?.headers.authorization).toBeUndefined();
    expect(request?.headers.cookie).toBeUndefined();
  });

  it("answers a YouTube video's from YouTube's endpoint, for a signed-out visitor too", async () => {
    oembed.requests.length = 0;
    const answer = await lookup('https://youtu.be/dQw4w9WgXcQ?t=10');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({
      media_type: 'youtube',
      video_id: 'dQw4w9WgXcQ',
      provider_name: 'YouTube',
      thumbnail_url: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
    });
    expect(oembed.requests.map((request) => [request.path, request.query.get('url')])).toEqual([
      ['/youtube', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ]);
  });

  it('keeps an answer a while: the same video again asks the service nothing', async () => {
    await lookup('https://vimeo.com/22439234');
    oembed.requests.length = 0;
    expect((await lookup('https://player.vimeo.com/video/22439234')).statusCode).toBe(200);
    expect(oembed.requests).toEqual([]);
  });

  it('answers 404 when the service has no such video (the form ignores it)', async () => {
    const answer = await lookup(`https://vimeo.com/${MISSING_VIMEO_ID}`);
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual({ detail: 'No such video.' });
  });

  it("answers 502 with §8's message when the service fails", async () => {
    const answer = await lookup(`https://vimeo.com/${FAILING_VIMEO_ID}`);
    expect(answer.statusCode).toBe(502);
    expect(answer.json()).toEqual({ detail: LISTING_MESSAGES.vimeoDetailsFailed });
  });

  it('refuses a link that is not a YouTube or Vimeo video (400), asking nobody', async () => {
    oembed.requests.length = 0;
    for (const link of [
      'https://example.com/watch?v=dQw4w9WgXcQ',
      'vimeo.com/76979871',
      'javascript:alert(1)',
    ]) {
      const answer = await lookup(link);
      expect(answer.statusCode, link).toBe(400);
      expect(answer.json()).toEqual({ url: [LISTING_MESSAGES.invalidVideoUrl] });
    }
    expect((await t.app.inject({ url: '/api/oembed/' })).statusCode).toBe(400);
    expect(oembed.requests).toEqual([]);
  });
});

describe('the video lookup', () => {
  it('fails as the service is unreachable, with the provider’s message', async () => {
    const videos = createVideoLookup({
      endpoints: { youtube: 'http://127.0.0.1:9/youtube', vimeo: 'http://127.0.0.1:9/vimeo' },
      timeoutMs: 2000,
    });
    await expect(videos.lookup('https://vimeo.com/76979871')).rejects.toThrow(
      LISTING_MESSAGES.vimeoDetailsFailed,
    );
    await expect(videos.lookup('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).rejects.toThrow(
      'Error getting youtube details',
    );
  });

  it('keeps at most its cache size of answers, the oldest out first', async () => {
    const oembed = await startOEmbedServer();
    try {
      const videos = createVideoLookup({
        endpoints: { youtube: oembed.env.OEMBED_YOUTUBE_URL, vimeo: oembed.env.OEMBED_VIMEO_URL },
        cacheSize: 2,
      });
      for (const id of ['1', '2', '3', '1']) await videos.lookup(`https://vimeo.com/${id}`);
      expect(oembed.requests.map((request) => request.query.get('url'))).toEqual([
        'https://vimeo.com/1',
        'https://vimeo.com/2',
        'https://vimeo.com/3',
        'https://vimeo.com/1',
      ]);
    } finally {
      await oembed.close();
    }
  });
});
