import { createContext, useContext } from 'react';

/** The custom element a component was rendered into by `createTroveElement`. */
export const HostElementContext = /* @__PURE__ */ createContext<HTMLElement | null>(null);

/** The element this component lives in, to dispatch its events from. */
export function useHostElement(): HTMLElement {
  const host = useContext(HostElementContext);
  if (!host) {
    throw new Error(
      'useHostElement() works only in a component made into a custom element: pass it to createTroveElement().',
    );
  }
  return host;
}

/**
 * Dispatches a `trove:*` event from an element. It `bubbles` and is `composed`, so the host page
 * hears it outside the shadow root. Returns false when a listener called `preventDefault()`.
 */
export function dispatchTroveEvent<Detail>(
  target: EventTarget,
  type: `trove:${string}`,
  detail: Detail,
  { cancelable = false }: { cancelable?: boolean } = {},
): boolean {
  return target.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true, cancelable }));
}
