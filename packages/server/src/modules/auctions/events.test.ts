import { AUCTION_MESSAGES, type LotEvent, lotEventSchema, SERVER_TIME_HEADER } from '@trove/core/auction';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createMemoryEventBus, type EventBus } from '../../events/eventBus';
import { withToken } from '../../testing/accounts';
import { type AuctionsTestApp, createAuctionsTestApp } from './testing';

const PARTNER = 'https://partner.example';
const MINUTE = 60 * 1000;

/** An in-process bus that counts its live subscriptions. */
function countingBus(): EventBus & { subscriptions(): number } {
  const bus = createMemoryEventBus();
  let live = 0;
  return {
    ...bus,
    subscribe(topic, listener) {
      live += 1;
      const unsubscribe = bus.subscribe(topic, listener);
      let done = false;
      return () => {
        if (!done) live -= 1;
        done = true;
        unsubscribe();
      };
    },
    subscriptions: () => live,
  };
}

/** Reads Server-Sent Events from a fetch body, one at a time. */
function eventReader(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  return {
    /** The next event (comments and `retry:` skipped); null when the stream ended. */
    async next(): Promise<{ event: string; data: LotEvent } | null> {
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const lines = frame.split('\n');
          const event = lines.find((line) => line.startsWith('event: '))?.slice(7);
          const data = lines.find((line) => line.startsWith('data: '))?.slice(6);
          if (event !== undefined && data !== undefined) {
            return { event, data: z.parse(lotEventSchema, JSON.parse(data)) };
          }
          continue;
        }
        const { done, value } = await reader.read();
        if (done) return null;
        buffer += decoder.decode(value, { stream: true });
      }
    },
    cancel: () => reader.cancel(),
  };
}

describe('GET /api/auctions/lots/{id}/events', () => {
  let t: AuctionsTestApp;
  let bus: ReturnType<typeof countingBus>;
  let base: string;

  beforeAll(async () => {
    bus = countingBus();
    t = await createAuctionsTestApp({ events: bus, env: { CORS_ORIGINS: PARTNER } });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const address = t.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });

  afterAll(async () => {
    // fetch keeps spare connections to the server open, which would hold its close for a minute.
    t?.app.server.closeAllConnections();
    await t?.close();
  });

  const clock = () => {
    if (!t.clock) throw new Error('These tests run on the injected clock');
    return t.clock;
  };

  it('streams the lot as it stands, then each bid, across origins, and lets go when the client leaves', async () => {
    const lotId = await t.createLot(await t.createItem(t.ids.auctionHouse), { reserveMinor: 2500 });
    const abort = new AbortController();
    const response = await fetch(`${base}/api/auctions/lots/${lotId}/events`, {
      headers: { origin: PARTNER },
      signal: abort.signal,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('access-control-allow-origin')).toBe(PARTNER);
    expect(response.headers.get('access-control-expose-headers')).toContain(SERVER_TIME_HEADER);
    expect(response.headers.get(SERVER_TIME_HEADER)).toBe(String(clock().now().getTime()));
    expect(response.body).not.toBeNull();
    const events = eventReader(response.body as ReadableStream<Uint8Array>);

    expect(await events.next()).toEqual({
      event: 'bid',
      data: {
        type: 'bid',
        lot: lotId,
        current_bid: null,
        next_bid: 10,
        leader: null,
        bid_count: 0,
        closes: new Date(clock().now().getTime() + 60 * MINUTE).toISOString(),
        closed: false,
        reserve_status: AUCTION_MESSAGES.reserveNotMet,
        server_time: clock().now().toISOString(),
      },
    });

    const placed = await t.app.inject({
      method: 'POST',
      url: `/api/auctions/lots/${lotId}/bids/`,
      headers: withToken(await t.token('member')),
      payload: { amount: 30, auto: false },
    });
    expect(placed.statusCode).toBe(201);
    expect(await events.next()).toMatchObject({
      event: 'bid',
      data: { type: 'bid', current_bid: 30, next_bid: 32, leader: t.ids.member, bid_count: 1 },
    });

    const subscribed = bus.subscriptions();
    expect(subscribed).toBeGreaterThan(0);
    abort.abort();
    await vi.waitFor(() => expect(bus.subscriptions()).toBe(subscribed - 1));
  });

  it('tells of a soft-close extension and of the close', async () => {
    const now = clock().now().getTime();
    const lotId = await t.createLot(await t.createItem(t.ids.auctionHouse), {
      closes: new Date(now + MINUTE),
    });
    const abort = new AbortController();
    const response = await fetch(`${base}/api/auctions/lots/${lotId}/events`, { signal: abort.signal });
    const events = eventReader(response.body as ReadableStream<Uint8Array>);
    expect((await events.next())?.event).toBe('bid');

    await t.service.placeBid({
      lotId,
      bidder: { id: t.ids.collector, organisationIds: [] },
      amount: 1500,
      auto: false,
    });
    expect(await events.next()).toMatchObject({
      event: 'extended',
      data: { type: 'extended', closes: new Date(now + 2 * MINUTE).toISOString(), current_bid: 15 },
    });

    clock().advance(2 * MINUTE);
    expect(await t.service.closeDueLots()).toContain(lotId);
    expect(await events.next()).toMatchObject({
      event: 'closed',
      data: { type: 'closed', closed: true, leader: t.ids.collector, current_bid: 15 },
    });
    abort.abort();
  });

  it('answers 404 for an unknown lot', async () => {
    const response = await fetch(`${base}/api/auctions/lots/999999/events`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ detail: 'Not found.' });
  });
});

describe('event streams when the server closes', () => {
  it('end, so closing does not wait for the visitors to leave', async () => {
    const t = await createAuctionsTestApp();
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const lotId = await t.createLot(await t.createItem(t.ids.auctionHouse));
    const response = await fetch(`http://127.0.0.1:${port}/api/auctions/lots/${lotId}/events`);
    const events = eventReader(response.body as ReadableStream<Uint8Array>);
    expect((await events.next())?.event).toBe('bid');
    await t.close();
    expect(await events.next()).toBeNull();
  });
});
