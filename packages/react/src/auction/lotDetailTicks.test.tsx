import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type * as BiddingPanel from './ui/BiddingPanelView';
import type * as BidHistory from './ui/BidHistoryView';

// Each render of the bidding panel and the bid history, counted.
const renders = vi.hoisted(() => ({ bidding: 0, history: 0 }));
vi.mock('./ui/BiddingPanelView', async (importOriginal) => {
  const actual = await importOriginal<typeof BiddingPanel>();
  return {
    ...actual,
    BiddingPanelView: (props: BiddingPanel.BiddingPanelViewProps) => {
      renders.bidding += 1;
      return actual.BiddingPanelView(props);
    },
  };
});
vi.mock('./ui/BidHistoryView', async (importOriginal) => {
  const actual = await importOriginal<typeof BidHistory>();
  return {
    ...actual,
    BidHistoryView: (props: BidHistory.BidHistoryViewProps) => {
      renders.history += 1;
      return actual.BidHistoryView(props);
    },
  };
});

// The project's files share a worker's modules (isolate: false): LotDetail and the provider, imported by an earlier
// file, would keep the real panels uncounted. Imported anew after the mock, they take it.
vi.resetModules();
const { auctionHandlers, authHandlers, lotFixture, manualTimers } = await import('@trove/test-utils');
const { setupMswServer } = await import('../testing/mswServer');
const { renderWithTrove } = await import('../testing/renderWithTrove');
const { LotDetail } = await import('./LotDetail');

setupMswServer(
  ...authHandlers(),
  // an hour left: no milestone falls in the ticks below
  ...auctionHandlers({
    lot: lotFixture({ closes: '2026-03-01T13:00:00Z', server_time: '2026-03-01T12:00:00Z' }),
  }),
);

describe('LotDetail as the clock ticks', () => {
  it('re-renders the countdown’s time alone, not the panels around it', async () => {
    const time = manualTimers(0);
    renderWithTrove(<LotDetail lotId={31} now={time.now} timers={time.timers} />, { token: 'test-token' });
    const timer = await screen.findByRole('timer', { name: 'Closes in' });
    await screen.findByRole('table', { name: 'Bid history' });
    const before = { ...renders };
    // the counted views are the ones rendered
    expect(before.bidding).toBeGreaterThan(0);
    expect(before.history).toBeGreaterThan(0);
    const shown = timer.textContent;
    act(() => time.advance(1000));
    const next = timer.textContent;
    act(() => time.advance(1000));
    expect(new Set([shown, next, timer.textContent]).size).toBe(3);
    expect(renders).toEqual(before);
  });
});
