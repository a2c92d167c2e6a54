import { useEffect, useSyncExternalStore } from 'react';

/** The auction elements, each showing one lot. */
export type LotElementName = 'trove-lot' | 'trove-bid-panel';

interface LotsOnPage {
  shown: Set<{ element: LotElementName; lotId: number }>;
  listeners: Set<() => void>;
}

// A global symbol, not a module variable: two bundles of the page (trove-auction.js and
// trove-elements.js) know each other's elements.
const LOTS_ON_PAGE = Symbol.for('trove.elements.lots');

function lotsOnPage(): LotsOnPage {
  const scope = globalThis as { [LOTS_ON_PAGE]?: LotsOnPage };
  scope[LOTS_ON_PAGE] ??= { shown: new Set(), listeners: new Set() };
  return scope[LOTS_ON_PAGE];
}

const changed = () => {
  for (const listener of lotsOnPage().listeners) listener();
};

const subscribe = (listener: () => void) => {
  const { listeners } = lotsOnPage();
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/**
 * Whether an element of the page shows the lot too (the other of `<trove-lot>` and
 * `<trove-bid-panel>`), so that the two do not say the same thing twice. Either element mounted,
 * or already in the host's document or shadow root, not yet drawn (nothing moves once it is).
 */
export function useLotShownBy(
  host: HTMLElement,
  element: LotElementName,
  lotId: number | undefined,
): boolean {
  return useSyncExternalStore(subscribe, () => {
    if (lotId === undefined) return false;
    for (const shown of lotsOnPage().shown)
      if (shown.element === element && shown.lotId === lotId) return true;
    const root = host.getRootNode() as Partial<ParentNode>;
    return root.querySelector?.(`${element}[lot-id="${lotId}"]`) != null;
  });
}

/** Tells the page's other auction elements that this one shows the lot, while it is mounted. */
export function useShowsLot(element: LotElementName, lotId: number | undefined): void {
  useEffect(() => {
    if (lotId === undefined) return;
    const entry = { element, lotId };
    lotsOnPage().shown.add(entry);
    changed();
    return () => {
      lotsOnPage().shown.delete(entry);
      changed();
    };
  }, [element, lotId]);
}
