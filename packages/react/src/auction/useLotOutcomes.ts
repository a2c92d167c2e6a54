import type { LotOutcome, LotSession } from '@trove/core/auction';
import { useEffect, useRef } from 'react';

/** Hears the session's outcomes; the listener is kept in a ref, so a new function each render is not a new subscription. */
export function useLotOutcomes(session: LotSession, listener: (outcome: LotOutcome) => void): void {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => session.onOutcome((outcome) => latest.current(outcome)), [session]);
}
