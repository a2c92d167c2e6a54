import { createLotSession, type LotSession, type LotSessionState, type Timers } from '@trove/core/auction';
import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { useAuthToken } from '../auth/useAuthToken';
import { useCurrentUser } from '../auth/useCurrentUser';
import type { LotClock } from './ui/AuctionCountdownView';
import { useAuctionsApi } from './useAuctionsApi';

export interface UseLotSessionOptions {
  /** Default: `Date.now`. */
  now?: (() => number) | undefined;
  /** Default: the global timers. */
  timers?: Timers | undefined;
}

/** A lot session's state but the time left, which changes every second: see `LotClock`. */
export type LotSessionView = Omit<LotSessionState, 'remainingMs'>;

/** The same state, but for the time left. */
const sameButTime = (a: LotSessionState, b: LotSessionState) =>
  (Object.keys(a) as (keyof LotSessionState)[]).every((key) => key === 'remainingMs' || a[key] === b[key]);

/**
 * A lot's session (core's `createLotSession`), one per lot, told who the signed-in member is.
 * The session reads the lot itself: a read shared through the query cache could answer with a
 * read started before a bid, which would undo the bid's answer. Its `state` changes with the lot,
 * the phase, the panel and the messages, not with the clock's every tick: the countdown follows
 * `clock` by itself, so that a tick re-renders the time's text alone.
 */
export function useLotSession(
  lotId: number,
  { now, timers }: UseLotSessionOptions = {},
): { session: LotSession; state: LotSessionView; clock: LotClock } {
  const api = useAuctionsApi();
  const signedIn = useAuthToken() !== null;
  const { data: user } = useCurrentUser();
  const userId = signedIn ? (user?.id ?? null) : null;
  const session = useMemo(
    () => createLotSession({ api, lotId, userId: null, now, timers }),
    [api, lotId, now, timers],
  );
  useEffect(() => session.setUserId(userId), [session, userId]);
  const shown = useRef<LotSessionState>(undefined);
  const withoutTicks = () => {
    const next = session.getSnapshot();
    const last = shown.current;
    if (last && sameButTime(last, next)) return last;
    shown.current = next;
    return next;
  };
  const state = useSyncExternalStore(session.subscribe, withoutTicks, withoutTicks);
  const clock = useMemo(
    () => ({ subscribe: session.subscribe, remainingMs: () => session.getSnapshot().remainingMs }),
    [session],
  );
  return { session, state, clock };
}
