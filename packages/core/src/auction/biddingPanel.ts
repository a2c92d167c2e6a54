// The bidding panel's state machine (spec §4): bidding, then a confirm step for a full bid or a
// maximum (auto) bid; cancel, a placed bid and a failed bid return to bidding.
import type { Lot } from '../schemas/auction';
import { bidAmountError, suggestedBid } from './rules';

export type BiddingStep = 'bidding' | 'confirm_bid' | 'confirm_auto_bid';

export interface BiddingPanelState {
  step: BiddingStep;
  /** The amount field's text. */
  amount: string;
  /** The amount field's error (Amount required, Minimum bid is ...). */
  error: string | null;
}

export type BiddingPanelAction =
  /** The member typed in the amount field. */
  | { type: 'amount'; amount: string }
  /** Full bid: to confirm_bid when the amount is valid. */
  | { type: 'bid'; lot: Lot }
  /** Maximum bid: to confirm_auto_bid when the amount is valid. */
  | { type: 'auto_bid'; lot: Lot }
  | { type: 'cancel' }
  /** The bid was accepted; `lot` is the lot in the answer. */
  | { type: 'placed'; lot: Lot }
  /** The bid failed (its toasts are shown apart): the amount resets to the member's minimum. */
  | { type: 'failed'; lot: Lot };

export function initialBiddingPanel(lot: Lot): BiddingPanelState {
  return { step: 'bidding', amount: String(suggestedBid(lot)), error: null };
}

function parseAmount(text: string): number | undefined {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : Number(trimmed);
}

function confirm(state: BiddingPanelState, lot: Lot, step: BiddingStep): BiddingPanelState {
  const error = bidAmountError(parseAmount(state.amount), lot);
  return error === undefined ? { ...state, step, error: null } : { ...state, error };
}

export function biddingPanelReducer(state: BiddingPanelState, action: BiddingPanelAction): BiddingPanelState {
  switch (action.type) {
    case 'amount':
    case 'bid':
    case 'auto_bid':
      // while a bid waits for its confirmation, the amount it shows stays put
      if (state.step !== 'bidding') return state;
      if (action.type === 'amount') return { ...state, amount: action.amount, error: null };
      return confirm(state, action.lot, action.type === 'bid' ? 'confirm_bid' : 'confirm_auto_bid');
    case 'cancel':
      return { ...state, step: 'bidding' };
    case 'placed':
      return initialBiddingPanel(action.lot);
    case 'failed':
      return { step: 'bidding', amount: String(suggestedBid(action.lot)), error: null };
  }
}
