import { describe, expect, it } from 'vitest';
import type { Lot } from '../schemas/auction';
import { type BiddingPanelState, biddingPanelReducer, initialBiddingPanel } from './biddingPanel';
import { testLot } from './testLot';

const lotOf = (overrides: Partial<Lot> = {}): Lot => testLot({ bid_count: 1, ...overrides });
const lot = lotOf();
const bidding = (amount: string, error: string | null = null): BiddingPanelState => ({
  step: 'bidding',
  amount,
  error,
});

describe('initialBiddingPanel', () => {
  it('starts bidding at the suggested amount', () => {
    expect(initialBiddingPanel(lot)).toEqual(bidding('22'));
    expect(initialBiddingPanel(lotOf({ auto_bid: 40, has_leading_bid: true, minimum_bid: 41 }))).toEqual(
      bidding('41'),
    );
  });
});

describe('biddingPanelReducer', () => {
  it('bidding → bidding: typing sets the amount and clears the error', () => {
    expect(biddingPanelReducer(bidding('22', 'Amount required'), { type: 'amount', amount: '30' })).toEqual(
      bidding('30'),
    );
  });

  it('bidding → confirm_bid for a full bid of a valid amount', () => {
    expect(biddingPanelReducer(bidding(' 25 '), { type: 'bid', lot })).toEqual({
      step: 'confirm_bid',
      amount: ' 25 ',
      error: null,
    });
  });

  it('bidding → confirm_auto_bid for a maximum bid of a valid amount', () => {
    expect(biddingPanelReducer(bidding('100'), { type: 'auto_bid', lot })).toEqual({
      step: 'confirm_auto_bid',
      amount: '100',
      error: null,
    });
  });

  it('bidding → bidding with the error when the amount is missing or too low', () => {
    for (const type of ['bid', 'auto_bid'] as const) {
      expect(biddingPanelReducer(bidding(''), { type, lot })).toEqual(bidding('', 'Amount required'));
      expect(biddingPanelReducer(bidding('abc'), { type, lot })).toEqual(bidding('abc', 'Amount required'));
      expect(biddingPanelReducer(bidding('21'), { type, lot })).toEqual(
        bidding('21', 'Minimum bid is $22.00'),
      );
    }
    const withMaximum = lotOf({ auto_bid: 40, has_leading_bid: true, minimum_bid: 41 });
    expect(biddingPanelReducer(bidding('40'), { type: 'auto_bid', lot: withMaximum })).toEqual(
      bidding('40', 'Minimum bid is $41.00'),
    );
  });

  it('confirm steps → bidding on cancel, keeping the amount', () => {
    for (const step of ['confirm_bid', 'confirm_auto_bid'] as const) {
      expect(biddingPanelReducer({ step, amount: '30', error: null }, { type: 'cancel' })).toEqual(
        bidding('30'),
      );
    }
  });

  it('confirm steps → bidding when placed, at the suggested amount of the answered lot', () => {
    const answered = lotOf({
      current_bid: 30,
      next_bid: 32,
      auto_bid: 50,
      has_leading_bid: true,
      minimum_bid: 51,
    });
    for (const step of ['confirm_bid', 'confirm_auto_bid'] as const) {
      expect(
        biddingPanelReducer({ step, amount: '50', error: null }, { type: 'placed', lot: answered }),
      ).toEqual(bidding('51'));
    }
  });

  it('confirm steps → bidding when failed, with the amount reset to the member’s minimum', () => {
    const refreshed = lotOf({ next_bid: 26 });
    // the leader's minimum is above the next bid: the panel must not offer the next bid
    const leading = lotOf({ next_bid: 26, has_leading_bid: true, minimum_bid: 27 });
    for (const step of ['confirm_bid', 'confirm_auto_bid'] as const) {
      expect(
        biddingPanelReducer({ step, amount: '25', error: null }, { type: 'failed', lot: refreshed }),
      ).toEqual(bidding('26'));
      expect(
        biddingPanelReducer({ step, amount: '25', error: null }, { type: 'failed', lot: leading }),
      ).toEqual(bidding('27'));
    }
  });

  it('ignores typing and new bids while a bid waits for its confirmation', () => {
    for (const step of ['confirm_bid', 'confirm_auto_bid'] as const) {
      const confirming: BiddingPanelState = { step, amount: '25', error: null };
      expect(biddingPanelReducer(confirming, { type: 'amount', amount: '99' })).toBe(confirming);
      expect(biddingPanelReducer(confirming, { type: 'bid', lot })).toBe(confirming);
      expect(biddingPanelReducer(confirming, { type: 'auto_bid', lot })).toBe(confirming);
    }
  });
});
