import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testLot } from '../auction/testLot';
import type { BidResult, Lot } from '../schemas/auction';
import { createMemoryStorage } from '../storage/keyValueStorage';
import { ApiError } from './apiError';
import { createAuctionsApi } from './auctionsApi';
import { createTroveClient } from './createTroveClient';

const baseUrl = 'http://trove.test';
const lot: Lot = testLot();
const result: BidResult = {
  id: 5,
  amount: 22,
  user: { id: 7, display_name: 'Ann' },
  modified: '2026-03-02T00:00:00.000Z',
  next_bid: 24,
  lot: { ...lot, current_bid: 22, next_bid: 24, has_leading_bid: true },
};

let seen: Request | undefined;
const server = setupServer(
  http.get(`${baseUrl}/api/auctions/lots/`, ({ request }) => {
    seen = request;
    return HttpResponse.json({ count: 1, next: null, previous: null, results: [lot] });
  }),
  http.get(`${baseUrl}/api/auctions/lots/:id/`, ({ params }) =>
    params.id === '1' ? HttpResponse.json(lot) : HttpResponse.json({ detail: 'Not found.' }, { status: 404 }),
  ),
  http.post(`${baseUrl}/api/auctions/lots/:id/bids/`, ({ request }) => {
    seen = request.clone();
    return HttpResponse.json(result, { status: 201 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen = undefined;
});
afterAll(() => server.close());

const api = () => createAuctionsApi(createTroveClient({ baseUrl, storage: createMemoryStorage() }));

describe('createAuctionsApi', () => {
  it('asks for the member’s lots with the sort and page', async () => {
    const page = await api().lots({ sort: '-end_date', page: 2 });
    expect(page.results).toEqual([lot]);
    expect(Object.fromEntries(new URL(seen?.url ?? '').searchParams)).toEqual({
      sort: '-end_date',
      page: '2',
    });
    await api().lots({ sort: 'item__name', page: undefined });
    expect(Object.fromEntries(new URL(seen?.url ?? '').searchParams)).toEqual({ sort: 'item__name' });
  });

  it('gets one lot, parsed', async () => {
    expect(await api().lot(1)).toEqual(lot);
  });

  it('places a bid as JSON with the Idempotency-Key it is given', async () => {
    const answer = await api().placeBid(1, { amount: 22, auto: false }, { idempotencyKey: 'bid-123' });
    expect(answer).toEqual(result);
    expect(seen?.headers.get('Idempotency-Key')).toBe('bid-123');
    expect(seen?.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(await seen?.json()).toEqual({ amount: 22, auto: false });
  });

  it('makes a fresh Idempotency-Key for each bid when none is given', async () => {
    await api().placeBid(1, { amount: 30, auto: true });
    const first = seen?.headers.get('Idempotency-Key');
    await api().placeBid(1, { amount: 30, auto: true });
    const second = seen?.headers.get('Idempotency-Key');
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(second).toMatch(/^[0-9a-f]{32}$/);
    expect(first).not.toBe(second);
  });

  it('turns a refused bid into an ApiError with its messages', async () => {
    server.use(
      http.post(`${baseUrl}/api/auctions/lots/:id/bids/`, () =>
        HttpResponse.json({ amount: ['Minimum bid is $24.00'] }, { status: 400 }),
      ),
    );
    const error = await api()
      .placeBid(1, { amount: 22, auto: false })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, fieldErrors: { amount: ['Minimum bid is $24.00'] } });
  });

  it('turns a missing lot and an unexpected answer into ApiErrors', async () => {
    await expect(api().lot(2)).rejects.toMatchObject({ name: 'ApiError', status: 404, detail: 'Not found.' });
    server.use(http.get(`${baseUrl}/api/auctions/lots/:id/`, () => HttpResponse.json({ id: 'one' })));
    await expect(api().lot(1)).rejects.toMatchObject({ name: 'ApiError', status: 0 });
  });

  it('streams from the lot’s events URL with the EventSource it is given', () => {
    const opened: string[] = [];
    class RecordingEventSource {
      constructor(url: string) {
        opened.push(url);
      }
      addEventListener() {}
      removeEventListener() {}
      close() {}
    }
    const auctions = createAuctionsApi(createTroveClient({ baseUrl, storage: createMemoryStorage() }), {
      EventSource: RecordingEventSource as unknown as typeof EventSource,
    });
    auctions.stream(3, { onEvent: () => {} }).close();
    expect(opened).toEqual([`${baseUrl}/api/auctions/lots/3/events`]);
  });
});
