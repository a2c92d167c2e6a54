import { describe, expect, it, vi } from 'vitest';
import {
  behaviourLot,
  type LotBehaviourDriver,
  type LotWorld,
  lotBehaviourCases,
  lotEventOf,
  worldBidResult,
} from '../../../test-utils/src/lotBehaviourSpec';
import { manualTimers } from '../../../test-utils/src/manualTimers';
import { ApiError } from '../client/apiError';
import type { LotStreamHandlers } from '../client/lotStream';
import type { BidInput, Lot } from '../schemas/auction';
import { createLotSession, LOT_MESSAGE_MS, type LotOutcome, type LotSession } from './lotSession';
import { AUCTION_MESSAGES } from './messages';

const MEMBER_ID = 7;
const T12 = Date.parse('2026-03-01T12:00:00Z');

/** A server of one lot: reads answer `world.lot`, bids answer or refuse, the stream is in hand. */
function fakeServer(lot: Lot) {
  const world: LotWorld = { lot, refusal: null };
  const streams: LotStreamHandlers[] = [];
  const closed = vi.fn();
  const api = {
    lot: vi.fn(async () => structuredClone(world.lot)),
    placeBid: vi.fn(async (_id: number, input: BidInput) => {
      if (world.refusal) throw new ApiError(world.refusal);
      const result = worldBidResult(world.lot, input);
      world.lot = { ...result.lot, bids: world.lot.bids };
      return result;
    }),
    stream: vi.fn((_id: number, handlers: LotStreamHandlers) => {
      streams.push(handlers);
      handlers.onOpen?.();
      return { close: closed };
    }),
  };
  return { world, api, streams, closed };
}

const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function open(lot: Lot, userId: number | null = MEMBER_ID) {
  const server = fakeServer(lot);
  const time = manualTimers(T12);
  const session = createLotSession({
    api: server.api,
    lotId: lot.id,
    userId,
    now: time.now,
    timers: time.timers,
  });
  const outcomes: LotOutcome[] = [];
  session.onOutcome((outcome) => outcomes.push(outcome));
  const listener = vi.fn();
  const unsubscribe = session.subscribe(listener);
  return { ...server, time, session, outcomes, listener, unsubscribe };
}

/** What the session tells, as a surface shows it: the messages and the announcement. */
function toldBy(session: LotSession): string {
  const { messages, announcement } = session.getSnapshot();
  const said =
    announcement?.type === 'extended'
      ? `${AUCTION_MESSAGES.extendedPrefix} ${announcement.closes}`
      : (announcement?.text ?? '');
  return [...messages.map((message) => message.text), said].join('\n');
}

describe('the lot behaviour spec, against the session', () => {
  for (const spec of lotBehaviourCases) {
    it(spec.name, async () => {
      const running = open(spec.lot);
      const driver: LotBehaviourDriver = {
        open: settle,
        push: (event) => {
          for (const handlers of running.streams) handlers.onEvent(event);
        },
        async bid(amount) {
          running.session.setAmount(String(amount));
          running.session.bid();
          await running.session.confirm();
        },
        heard: () => running.outcomes.map((outcome) => outcome.type),
        told: () => toldBy(running.session),
      };
      await driver.open();
      await spec.act(running.world, driver);
      await vi.waitFor(() => {
        expect(driver.heard()).toContain(spec.heard);
        expect(driver.told()).toContain(spec.told);
      });
      if (spec.notTold) expect(driver.told()).not.toContain(spec.notTold);
      running.unsubscribe();
    });
  }
});

describe('createLotSession', () => {
  it('runs nothing until subscribed, and stops its stream, clock and polling after the last listener', async () => {
    const server = fakeServer(behaviourLot(false));
    const time = manualTimers(T12);
    const session = createLotSession({
      api: server.api,
      lotId: 31,
      userId: null,
      now: time.now,
      timers: time.timers,
    });
    expect(server.api.lot).not.toHaveBeenCalled();
    expect(session.getSnapshot().status).toBe('loading');
    const first = session.subscribe(() => {});
    const second = session.subscribe(() => {});
    await settle();
    expect(server.api.lot).toHaveBeenCalledTimes(1);
    expect(server.api.stream).toHaveBeenCalledTimes(1);
    expect(time.active()).toBe(2); // the clock's tick and the refresh polling
    first();
    expect(server.closed).not.toHaveBeenCalled();
    second();
    expect(server.closed).toHaveBeenCalledTimes(1);
    expect(time.active()).toBe(0);
  });

  it('keeps one snapshot object until something changes', async () => {
    const { session, unsubscribe } = open(behaviourLot(false));
    await settle();
    const before = session.getSnapshot();
    expect(session.getSnapshot()).toBe(before);
    expect(before).toMatchObject({ status: 'ready', phase: 'open', remainingMs: 3_600_000 });
    session.setAmount(before.panel?.amount ?? '');
    expect(session.getSnapshot()).toBe(before);
    session.setAmount('1300');
    expect(session.getSnapshot()).not.toBe(before);
    unsubscribe();
  });

  it('counts down by the server’s clock, not the local one', async () => {
    const server = fakeServer(behaviourLot(false));
    // the local clock is an hour behind the server's
    const time = manualTimers(T12 - 3_600_000);
    const session = createLotSession({
      api: server.api,
      lotId: 31,
      userId: null,
      now: time.now,
      timers: time.timers,
    });
    const unsubscribe = session.subscribe(() => {});
    await settle();
    expect(session.getSnapshot().remainingMs).toBe(3_600_000);
    time.advance(60_000);
    expect(session.getSnapshot().remainingMs).toBe(3_540_000);
    unsubscribe();
  });

  it('places a bid through the confirm step and says Bid placed once, a leading maximum without You have been out bid', async () => {
    const { session, outcomes, api, unsubscribe } = open(behaviourLot(false));
    await settle();
    expect(session.getSnapshot().panel?.amount).toBe('1150');
    session.setAmount('1500');
    session.autoBid();
    expect(session.getSnapshot().panel?.step).toBe('confirm_auto_bid');
    await session.confirm();
    await settle();
    expect(api.placeBid).toHaveBeenCalledWith(31, { amount: 1500, auto: true });
    expect(outcomes.map((outcome) => outcome.type)).toEqual(['bidPlaced']);
    expect(session.getSnapshot().messages.map((message) => message.text)).toEqual([
      AUCTION_MESSAGES.bidPlaced,
    ]);
    // a second bid says it again: one message, its time started over
    session.setAmount('1600');
    session.bid();
    await session.confirm();
    await settle();
    expect(session.getSnapshot().messages.map((message) => message.text)).toEqual([
      AUCTION_MESSAGES.bidPlaced,
    ]);
    unsubscribe();
  });

  it('says only You have been out bid when another member’s maximum answers the bid at once', async () => {
    const { session, outcomes, api, unsubscribe } = open(behaviourLot(false));
    await settle();
    api.placeBid.mockImplementationOnce(async (_id, input) => {
      const result = worldBidResult(behaviourLot(false), input);
      return {
        ...result,
        user: { id: 9, display_name: 'hemi' },
        lot: { ...result.lot, has_leading_bid: false },
      };
    });
    await session.placeBid({ amount: 1150, auto: false });
    expect(outcomes.map((outcome) => outcome.type)).toEqual(['outbid', 'bidPlaced']);
    expect(outcomes[1]).toMatchObject({ leading: false });
    expect(session.getSnapshot().messages.map((message) => message.text)).toEqual([AUCTION_MESSAGES.outbid]);
    unsubscribe();
  });

  it('hears outbid once though the stream and the read both show it', async () => {
    const { session, outcomes, world, streams, unsubscribe } = open(behaviourLot(true));
    await settle();
    world.lot = { ...world.lot, has_leading_bid: false, current_bid: 1150 };
    for (const handlers of streams) handlers.onEvent(lotEventOf('bid', world.lot, 9));
    await settle();
    await session.refresh();
    expect(outcomes.map((outcome) => outcome.type)).toEqual(['outbid']);
    // told with the price the event brought, not the lot as last read
    expect(outcomes[0]).toMatchObject({
      lot: { current_bid: 1150, next_bid: world.lot.next_bid, has_leading_bid: false },
    });
    unsubscribe();
  });

  it('lets the amount follow the suggestion until the member types', async () => {
    const { session, world, unsubscribe } = open(behaviourLot(false));
    await settle();
    world.lot = { ...world.lot, minimum_bid: 1200, next_bid: 1200 };
    await session.refresh();
    expect(session.getSnapshot().panel?.amount).toBe('1200');
    session.setAmount('1700');
    world.lot = { ...world.lot, minimum_bid: 1250, next_bid: 1250 };
    await session.refresh();
    expect(session.getSnapshot().panel?.amount).toBe('1700');
    unsubscribe();
  });

  it('resets the amount after a refusal and tells each non-field error', async () => {
    const { session, world, outcomes, unsubscribe } = open(behaviourLot(false));
    await settle();
    world.refusal = { status: 400, nonFieldErrors: [AUCTION_MESSAGES.closed] };
    session.setAmount('1400');
    session.bid();
    await session.confirm();
    expect(outcomes.at(-1)).toMatchObject({ type: 'refused', message: AUCTION_MESSAGES.closed });
    expect(session.getSnapshot().panel).toMatchObject({ step: 'bidding', amount: '1150' });
    unsubscribe();
  });

  it('closes by the clock, says Auction is now closed, and lets messages go after their time', async () => {
    const { session, time, outcomes, unsubscribe } = open(
      behaviourLot(true, { closes: '2026-03-01T12:00:05Z' }),
    );
    await settle();
    time.advance(6000);
    expect(outcomes).toEqual([expect.objectContaining({ type: 'closed', won: true })]);
    expect(session.getSnapshot().messages.map((message) => message.text)).toEqual([
      AUCTION_MESSAGES.nowClosed,
    ]);
    time.advance(LOT_MESSAGE_MS);
    expect(session.getSnapshot().messages).toEqual([]);
    unsubscribe();
  });

  it('says nothing of a lot that cannot be found but an error for other failures', async () => {
    const { session, api, outcomes, unsubscribe } = open(behaviourLot(false));
    api.lot.mockRejectedValue(new ApiError({ status: 404 }));
    await settle();
    await session.refresh();
    expect(session.getSnapshot().messages).toEqual([]);
    api.lot.mockRejectedValue(new ApiError({ status: 500 }));
    await session.refresh();
    expect(session.getSnapshot().messages.map((message) => message.text)).toEqual([
      AUCTION_MESSAGES.errorGettingLot,
    ]);
    expect(outcomes.every((outcome) => outcome.type === 'loadFailed')).toBe(true);
    unsubscribe();
  });
});
