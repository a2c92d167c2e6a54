import {
  type AuctionClock,
  type AuctionClockState,
  createAuctionClock,
  type Lot,
  type Timer,
} from '@trove/core/auction';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useToast } from '../toast/useToast';

export interface UseAuctionClockOptions {
  /** Default: `Date.now`. */
  now?: (() => number) | undefined;
  /** Default: the global timers. */
  timer?: Timer | undefined;
}

const noSubscription = () => () => {};
const noClock = () => undefined;

/**
 * The lot's auction clock (core's `createAuctionClock`): its phase and countdown by the server's
 * time, checked every second and synced on every refresh of the lot. When it flips, the toast
 * Auction is now open or Auction is now closed. `undefined` until the lot has loaded.
 */
export function useAuctionClock(
  lot: Lot | undefined,
  { now, timer }: UseAuctionClockOptions = {},
): AuctionClockState | undefined {
  const toast = useToast();
  // one clock per lot, made on first sight of it (making a store has no effects: start() does)
  const held = useRef<{ id: number; clock: AuctionClock } | null>(null);
  if (lot && held.current?.id !== lot.id) {
    held.current = {
      id: lot.id,
      clock: createAuctionClock({
        opens: lot.opens,
        closes: lot.closes,
        closed: lot.closed,
        serverTime: lot.server_time,
        now,
        timer,
      }),
    };
  }
  const clock = lot ? held.current?.clock : undefined;

  useEffect(() => {
    if (!clock) return;
    clock.getState().start();
    return () => clock.getState().stop();
  }, [clock]);

  useEffect(() => {
    if (clock && lot) clock.getState().sync(lot);
  }, [clock, lot]);

  const state = useSyncExternalStore(
    clock ? clock.subscribe : noSubscription,
    clock ? clock.getState : noClock,
    clock ? clock.getState : noClock,
  );

  const flip = state?.flip ?? null;
  useEffect(() => {
    if (flip) toast.info(flip);
  }, [flip, toast]);

  return state;
}
