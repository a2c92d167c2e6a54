import { useQueryClient } from '@tanstack/react-query';
import {
  type AuctionPhase,
  createLotSync,
  type Lot,
  type LotEvent,
  type LotStream,
  phaseAt,
  type Timer,
} from '@trove/core/auction';
import { useEffect, useRef } from 'react';
import { lotQueryKey } from './auctionQueryKeys';
import { useAuctionsApi } from './useAuctionsApi';

export interface LotLiveUpdatesOptions {
  /**
   * The lot's phase by the auction clock (`useAuctionClock`): polling runs only while it is open.
   * Default: from the lot's times, against the server's clock when the lot was fetched.
   */
  phase?: AuctionPhase | undefined;
  /** Each event the stream pushes (the lot is refetched for it as well). */
  onEvent?: ((event: LotEvent) => void) | undefined;
  /** Default: the global timers. */
  timer?: Timer | undefined;
}

const NO_STREAM: LotStream = { close: () => {} };

/**
 * Keeps a lot fresh (core's `createLotSync`): its event stream refetches it on each pushed event
 * (one refetch at a time, the events meanwhile making one more);
 * while the stream is down (or cannot open, where there is no EventSource) and the lot is open, it
 * is refetched every 30 seconds. Nothing runs until the lot has loaded.
 */
export function useLotLiveUpdates(
  id: number,
  lot: Lot | undefined,
  options: LotLiveUpdatesOptions = {},
): void {
  const api = useAuctionsApi();
  const queryClient = useQueryClient();
  const { timer } = options;
  // read by the running sync, so a new lot or callback each render does not restart the stream
  const latest = useRef<{ lot: Lot | undefined; options: LotLiveUpdatesOptions; offsetMs: number }>({
    lot: undefined,
    options,
    offsetMs: 0,
  });
  useEffect(() => {
    // the server's clock is measured once per fetched lot, when it arrives
    const offsetMs =
      lot && lot !== latest.current.lot ? Date.parse(lot.server_time) - Date.now() : latest.current.offsetMs;
    latest.current = { lot, options, offsetMs };
  });
  const loaded = lot !== undefined;

  useEffect(() => {
    if (!loaded) return;
    const isOpen = () => {
      const { lot: current, options: now, offsetMs } = latest.current;
      if (now.phase !== undefined) return now.phase === 'open';
      if (!current) return false;
      const times = {
        opens: Date.parse(current.opens),
        closes: Date.parse(current.closes),
        closed: current.closed,
      };
      return phaseAt(times, times, Date.now() + offsetMs) === 'open';
    };
    const sync = createLotSync({
      stream: (handlers) => {
        try {
          return api.stream(id, {
            ...handlers,
            onEvent: (event) => {
              handlers.onEvent(event);
              latest.current.options.onEvent?.(event);
            },
          });
        } catch {
          // no EventSource here (a server render, an old browser): polling alone keeps the lot fresh
          return NO_STREAM;
        }
      },
      // settled once the lot is in: the sync runs one refetch at a time on a hot lot
      refresh: () => queryClient.invalidateQueries({ queryKey: lotQueryKey(id), exact: true }),
      isOpen,
      timer,
    });
    sync.start();
    return () => sync.stop();
  }, [api, id, queryClient, timer, loaded]);
}
