import type { Lot, LotEvent } from '@trove/core/auction';
import { useCallback, useEffect, useRef } from 'react';

/**
 * Watches for the member losing the lead: they held the leading bid and a refresh of the lot
 * shows they no longer do, or a pushed bid event names another leader. `onOutbid` runs once per
 * lost lead. Returns the handler to give the lot's event stream (`useLotLiveUpdates`' `onEvent`).
 */
export function useOutbidAlert(
  lot: Lot | undefined,
  userId: number | null,
  onOutbid: () => void,
): (event: LotEvent) => void {
  // who led which lot, as last seen: a change of lot or member starts over without an alert
  const seen = useRef<{ lot: number; user: number | null; leading: boolean } | null>(null);
  const callback = useRef(onOutbid);
  useEffect(() => {
    callback.current = onOutbid;
  });

  useEffect(() => {
    if (!lot) return;
    const before = seen.current;
    const same = before !== null && before.lot === lot.id && before.user === userId && userId !== null;
    seen.current = { lot: lot.id, user: userId, leading: lot.has_leading_bid };
    if (same && before.leading && !lot.has_leading_bid) callback.current();
  }, [lot, userId]);

  return useCallback((event: LotEvent) => {
    const now = seen.current;
    if (event.type !== 'bid' || !now?.leading || now.user === null || now.lot !== event.lot) return;
    if (event.leader === null || event.leader === now.user) return;
    seen.current = { ...now, leading: false };
    callback.current();
  }, []);
}
