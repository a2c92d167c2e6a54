import { createLotSession, type LotSession, type LotSessionState, type Timers } from '@trove/core/auction';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useAuthToken } from '../auth/useAuthToken';
import { useCurrentUser } from '../auth/useCurrentUser';
import { useAuctionsApi } from './useAuctionsApi';

export interface UseLotSessionOptions {
  /** Default: `Date.now`. */
  now?: (() => number) | undefined;
  /** Default: the global timers. */
  timers?: Timers | undefined;
}

/**
 * A lot's session (core's `createLotSession`), one per lot, told who the signed-in member is.
 * The session reads the lot itself: a read shared through the query cache could answer with a
 * read started before a bid, which would undo the bid's answer.
 */
export function useLotSession(
  lotId: number,
  { now, timers }: UseLotSessionOptions = {},
): { session: LotSession; state: LotSessionState } {
  const api = useAuctionsApi();
  const signedIn = useAuthToken() !== null;
  const { data: user } = useCurrentUser();
  const userId = signedIn ? (user?.id ?? null) : null;
  const session = useMemo(
    () => createLotSession({ api, lotId, userId: null, now, timers }),
    [api, lotId, now, timers],
  );
  useEffect(() => session.setUserId(userId), [session, userId]);
  const state = useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot);
  return { session, state };
}
