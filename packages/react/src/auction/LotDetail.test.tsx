import { act, screen, waitFor, within } from '@testing-library/react';
import type { BidInput, Lot, LotOutcome } from '@trove/core/auction';
import { formatDateTime } from '@trove/core/gallery';
import {
  AUCTION_MEMBER,
  AUCTION_RIVAL,
  auctionHandlers,
  authHandlers,
  bidFixture,
  leadingBidResult,
  lotFixture,
  manualTimers,
  type PlacedBidCall,
} from '@trove/test-utils';
import { describe, expect, it, vi } from 'vitest';
import { setupMswServer } from '../testing/mswServer';
import { renderWithTrove } from '../testing/renderWithTrove';
import { LotDetail } from './LotDetail';

const server = setupMswServer(...authHandlers(), ...auctionHandlers());

const toastsOf = (toasts: ReturnType<typeof renderWithTrove>['toasts']) =>
  toasts.queue.visibleToasts.map((toast) => toast.content);

/** The shared hand-driven timers, their moves wrapped in act. */
function manualClock(start = 0) {
  const time = manualTimers(start);
  return {
    timers: time.timers,
    now: time.now,
    /** Moves the clock by `ms`, running every tick, poll and timeout that falls due. */
    advance(ms: number) {
      act(() => time.advance(ms));
    },
  };
}

const panelOf = (name = 'Lot 12') => within(screen.getByRole('region', { name }));

async function placeBid(user: ReturnType<typeof renderWithTrove>['user'], amount?: string, auto = false) {
  const input = await screen.findByRole('textbox', { name: /^Your bid/ });
  if (amount !== undefined) {
    await user.clear(input);
    await user.type(input, amount);
  }
  await user.click(screen.getByRole('button', { name: auto ? 'Place maximum bid' : 'Place bid' }));
  await user.click(screen.getByRole('button', { name: 'Confirm' }));
}

describe('LotDetail', () => {
  it('places a bid through the confirm step, sending the amount, and says Bid placed', async () => {
    const calls: PlacedBidCall[] = [];
    server.use(...auctionHandlers({ onBid: (call) => calls.push(call) }));
    const outcomes: LotOutcome['type'][] = [];
    // strict: effects run twice, and one bid is still one call and one toast
    const onOutcome = (outcome: LotOutcome) => outcomes.push(outcome.type);
    const { user, toasts } = renderWithTrove(<LotDetail lotId={31} onOutcome={onOutcome} />, {
      token: 'test-token',
      strict: true,
    });
    const input = await screen.findByRole('textbox', { name: 'Your bid (minimum $1,150)' });
    expect(input).toHaveProperty('value', '1150');
    await user.clear(input);
    await user.type(input, '1250');
    await user.click(screen.getByRole('button', { name: 'Place bid' }));
    const confirm = screen.getByRole('group', { name: 'Confirm your bid of $1,250' });
    expect(confirm.textContent).toContain("$1,437.50 with the 15% buyer's premium");
    expect(screen.getByRole('button', { name: 'Confirm' })).toBe(document.activeElement);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(toastsOf(toasts)).toContainEqual({ kind: 'success', message: 'Bid placed' }));
    expect(calls).toHaveLength(1);
    expect(calls[0]?.lot).toBe(31);
    expect(calls[0]?.input).toEqual({ amount: 1250, auto: false } satisfies BidInput);
    expect(calls[0]?.idempotencyKey).toMatch(/\S/);
    expect(outcomes).toEqual(['bidPlaced']);
    // the lot in the answer is shown at once: the member leads, the amount moves to the next bid
    expect(await panelOf().findByText('You have the leading bid')).toBeDefined();
    expect(screen.getByRole('textbox', { name: 'Your bid (minimum $1,300)' })).toHaveProperty(
      'value',
      '1300',
    );
    expect(screen.queryByText('You have been out bid')).toBeNull();
  });

  it('sends a maximum bid as auto, and cancel goes back to the amount', async () => {
    const calls: PlacedBidCall[] = [];
    server.use(...auctionHandlers({ onBid: (call) => calls.push(call) }));
    const { user } = renderWithTrove(<LotDetail lotId={31} />, { token: 'test-token' });
    const input = await screen.findByRole('textbox', { name: /^Your bid/ });
    await user.clear(input);
    await user.type(input, '2000');
    await user.click(screen.getByRole('button', { name: 'Place maximum bid' }));
    expect(screen.getByRole('group', { name: 'Confirm your maximum bid of $2,000' })).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('textbox', { name: /^Your bid/ })).toBe(document.activeElement);
    expect(calls).toEqual([]);
    await placeBid(user, undefined, true);
    await waitFor(() => expect(calls.map((call) => call.input)).toEqual([{ amount: 2000, auto: true }]));
  });

  it('says the amount is below the minimum without calling the server', async () => {
    const onBid = vi.fn();
    server.use(...auctionHandlers({ onBid }));
    const { user } = renderWithTrove(<LotDetail lotId={31} />, { token: 'test-token' });
    const input = await screen.findByRole('textbox', { name: /^Your bid/ });
    await user.clear(input);
    await user.type(input, '1000{Enter}');
    expect(screen.getByText('Minimum bid is $1,150')).toBeDefined();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
    expect(onBid).not.toHaveBeenCalled();
  });

  it('says You have been out bid when the answer names another leader', async () => {
    server.use(
      ...auctionHandlers({
        bidResult: (lot, input) => {
          const answer = leadingBidResult(lot, input);
          const bid = bidFixture({ id: 9, amount: input.amount + 50, user: { ...AUCTION_RIVAL } });
          return {
            ...answer,
            ...bid,
            lot: {
              ...answer.lot,
              has_leading_bid: false,
              current_bid: bid.amount,
              bids: [bid, ...answer.lot.bids],
            },
          };
        },
      }),
    );
    const onOutcome = vi.fn();
    const { user, toasts } = renderWithTrove(<LotDetail lotId={31} onOutcome={onOutcome} />, {
      token: 'test-token',
    });
    await placeBid(user);
    await waitFor(() =>
      expect(toastsOf(toasts)).toContainEqual({ kind: 'warning', message: 'You have been out bid' }),
    );
    expect(toastsOf(toasts)).not.toContainEqual({ kind: 'success', message: 'Bid placed' });
    expect(panelOf().getByRole('status').textContent).toBe('You have been out bid');
    expect(onOutcome.mock.calls.filter(([outcome]) => outcome.type === 'outbid')).toHaveLength(1);
  });

  it('shows the first amount error of a 400 and resets the amount to the next bid', async () => {
    server.use(
      ...auctionHandlers({
        bidError: { status: 400, body: { amount: ['Minimum bid is $1,300', 'Another message'] } },
      }),
    );
    const { user, toasts } = renderWithTrove(<LotDetail lotId={31} />, { token: 'test-token' });
    await placeBid(user, '1250');
    await waitFor(() =>
      expect(toastsOf(toasts)).toEqual([{ kind: 'error', message: 'Minimum bid is $1,300' }]),
    );
    expect(screen.getByRole('textbox', { name: /^Your bid/ })).toHaveProperty('value', '1150');
  });

  it('shows each non-field error of a 400 as a warning', async () => {
    server.use(
      ...auctionHandlers({
        bidError: { status: 400, body: { non_field_errors: ['This auction has closed.'] } },
      }),
    );
    const { user, toasts } = renderWithTrove(<LotDetail lotId={31} />, { token: 'test-token' });
    await placeBid(user);
    await waitFor(() =>
      expect(toastsOf(toasts)).toEqual([{ kind: 'warning', message: 'This auction has closed.' }]),
    );
  });

  it('says You do not have permission to place this bid for a 403 without detail', async () => {
    server.use(...auctionHandlers({ bidError: { status: 403, body: {} } }));
    const { user, toasts } = renderWithTrove(<LotDetail lotId={31} />, { token: 'test-token' });
    await placeBid(user);
    await waitFor(() =>
      expect(toastsOf(toasts)).toEqual([
        { kind: 'error', message: 'You do not have permission to place this bid' },
      ]),
    );
  });

  it('offers anonymous visitors Log in to bid instead of the form', async () => {
    const onLogin = vi.fn();
    const { user } = renderWithTrove(<LotDetail lotId={31} onLogin={onLogin} />);
    await user.click(await screen.findByRole('button', { name: 'Log in to bid' }));
    expect(onLogin).toHaveBeenCalledOnce();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByText('You have been out bid')).toBeNull();
    expect(screen.getByRole('table', { name: 'Bid history' })).toBeDefined();
  });

  it('says Auction is now open when the clock reaches the opening time', async () => {
    const clock = manualClock();
    server.use(
      ...auctionHandlers({
        lot: lotFixture({ opens: '2026-03-01T12:00:02Z', server_time: '2026-03-01T12:00:00Z' }),
      }),
    );
    const { toasts } = renderWithTrove(<LotDetail lotId={31} now={clock.now} timers={clock.timers} />, {
      token: 'test-token',
    });
    expect(await screen.findByRole('timer', { name: 'Opens in' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Place bid' })).toHaveProperty('disabled', true);
    clock.advance(1000);
    expect(toastsOf(toasts)).toEqual([]);
    clock.advance(1000);
    expect(toastsOf(toasts)).toEqual([{ kind: 'info', message: 'Auction is now open' }]);
    expect(screen.getByRole('timer', { name: 'Closes in' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Place bid' })).toHaveProperty('disabled', false);
  });

  it('says Auction is now closed at the close, in a toast and the live region', async () => {
    const clock = manualClock();
    server.use(...auctionHandlers({ lot: lotFixture({ closes: '2026-03-01T12:00:01Z' }) }));
    const onOutcome = vi.fn();
    const { toasts } = renderWithTrove(
      <LotDetail lotId={31} now={clock.now} timers={clock.timers} onOutcome={onOutcome} />,
      { token: 'test-token' },
    );
    await screen.findByRole('timer', { name: 'Closes in' });
    clock.advance(1000);
    expect(toastsOf(toasts)).toEqual([{ kind: 'info', message: 'Auction is now closed' }]);
    expect(panelOf().getByRole('status').textContent).toBe('Auction is now closed');
    expect(screen.getByText('This auction has closed.')).toBeDefined();
    expect(onOutcome).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ type: 'closed', won: false }),
    );
  });

  it('announces 10 minutes, 1 minute and 10 seconds left, and not every second', async () => {
    const clock = manualClock();
    // 10 minutes and 2 seconds left
    server.use(...auctionHandlers({ lot: lotFixture({ closes: '2026-03-01T12:10:02Z' }) }));
    renderWithTrove(<LotDetail lotId={31} now={clock.now} timers={clock.timers} />, { token: 'test-token' });
    const timer = await screen.findByRole('timer', { name: 'Closes in' });
    const status = panelOf().getByRole('status');
    expect(timer.getAttribute('aria-live')).toBe('off');
    expect(timer.textContent).toBe('10m 02s');
    expect(status.textContent).toBe('');
    clock.advance(1000);
    expect(status.textContent).toBe('');
    clock.advance(1000);
    expect(status.textContent).toBe('10 minutes left');
    const spoken = status.firstElementChild;
    for (let second = 0; second < 5; second++) clock.advance(1000);
    // the timer moved on every second, the live region was left alone
    expect(timer.textContent).toBe('9m 55s');
    expect(status.firstElementChild).toBe(spoken);
    // a tab in the background ticks late: a milestone passed between two ticks is still said
    clock.advance(535_000);
    expect(status.textContent).toBe('1 minute left');
    clock.advance(50_000);
    expect(status.textContent).toBe('10 seconds left');
    expect(timer.textContent).toBe('10s');
  });

  it('says You have been out bid when a refresh shows the member no longer leads', async () => {
    const clock = manualClock();
    const leading = lotFixture({
      has_leading_bid: true,
      current_bid: 1150,
      next_bid: 1200,
      bids: [bidFixture({ id: 4, amount: 1150, user: { ...AUCTION_MEMBER } }), ...lotFixture().bids],
    });
    server.use(...auctionHandlers({ lot: leading }));
    const { toasts } = renderWithTrove(<LotDetail lotId={31} now={clock.now} timers={clock.timers} />, {
      token: 'test-token',
    });
    // the member is known once their read of the lot (after the anonymous one) is in
    let reads = 0;
    const countReads = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname.endsWith('/auctions/lots/31/')) reads += 1;
    };
    server.events.on('response:mocked', countReads);
    await screen.findByRole('region', { name: 'Lot 12' });
    expect(panelOf().getByText('You have the leading bid')).toBeDefined();
    await waitFor(() => expect(reads).toBeGreaterThanOrEqual(2));
    server.events.removeListener('response:mocked', countReads);
    const overtaken: Lot = {
      ...leading,
      has_leading_bid: false,
      current_bid: 1200,
      next_bid: 1250,
      minimum_bid: 1250,
      bids: [bidFixture({ id: 5, amount: 1200 }), ...leading.bids],
    };
    server.use(...auctionHandlers({ lot: overtaken }));
    // no event stream here (jsdom): the lot is polled every 30 s while open
    clock.advance(30_000);
    await waitFor(() =>
      expect(toastsOf(toasts)).toEqual([{ kind: 'warning', message: 'You have been out bid' }]),
    );
    expect(panelOf().getByRole('status').textContent).toBe('You have been out bid');
    expect(
      screen.getByText('You have been out bid', { selector: '.trove-bidding__status--outbid' }),
    ).toBeDefined();
    // the amount followed the lot, as the member had not typed one
    expect(screen.getByRole('textbox', { name: /^Your bid/ })).toHaveProperty('value', '1250');
  });

  it('says Error getting lot details when the lot fails, but nothing for a 404', async () => {
    // a 403: the client retries server errors (5xx) for a while first
    server.use(...auctionHandlers({ lotError: 403 }));
    const { toasts, unmount } = renderWithTrove(<LotDetail lotId={31} />);
    expect(await screen.findByText('Sorry, this lot could not be loaded.')).toBeDefined();
    expect(toastsOf(toasts)).toEqual([{ kind: 'error', message: 'Error getting lot details' }]);
    unmount();
    server.use(...auctionHandlers({ lotError: 404 }));
    const second = renderWithTrove(<LotDetail lotId={31} />);
    expect(await screen.findByText('This lot could not be found.')).toBeDefined();
    expect(toastsOf(second.toasts)).toEqual([]);
  });

  it('shows only the parts asked for, its live region still speaking without the lot panel', async () => {
    const clock = manualClock();
    server.use(...auctionHandlers({ lot: lotFixture({ closes: '2026-03-01T12:00:01Z' }) }));
    renderWithTrove(
      <LotDetail lotId={31} parts={{ lot: false, history: false }} now={clock.now} timers={clock.timers} />,
      { token: 'test-token' },
    );
    expect(await screen.findByRole('region', { name: 'Place a bid' })).toBeDefined();
    expect(screen.queryByRole('region', { name: 'Lot 12' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Bid history' })).toBeNull();
    clock.advance(1000);
    expect(screen.getByRole('status').textContent).toBe('Auction is now closed');
  });

  it('says the new closing time when a late bid extends the auction', async () => {
    const clock = manualClock();
    server.use(...auctionHandlers({ lot: lotFixture({ closes: '2026-03-01T12:01:00Z' }) }));
    renderWithTrove(<LotDetail lotId={31} now={clock.now} timers={clock.timers} timeZone="UTC" />, {
      token: 'test-token',
    });
    await screen.findByRole('region', { name: 'Lot 12' });
    server.use(...auctionHandlers({ lot: lotFixture({ closes: '2026-03-01T12:03:00Z' }) }));
    clock.advance(30_000);
    await waitFor(() =>
      expect(panelOf().getByRole('status').textContent).toBe(
        `Closing time extended to ${formatDateTime('2026-03-01T12:03:00Z', { timeZone: 'UTC' })}`,
      ),
    );
    expect(screen.getByRole('timer').textContent).toBe('3m 00s');
  });
});
