// The small subscribable base of core's stateful objects (TanStack Query's `Subscribable`):
// `subscribe` returns its unsubscribe; setup runs on the first subscriber, teardown after the last.

export interface Subscribable<Listener extends (...args: never[]) => void> {
  /** Adds a listener; returns the function that removes it. */
  subscribe(listener: Listener): () => void;
  /** Calls every listener with `args`. */
  notify(...args: Parameters<Listener>): void;
  hasListeners(): boolean;
}

export interface SubscribableHooks {
  /** Runs when the first listener subscribes. */
  onSubscribe?: () => void;
  /** Runs when the last listener unsubscribes. */
  onUnsubscribe?: () => void;
}

export function createSubscribable<Listener extends (...args: never[]) => void>(
  hooks: SubscribableHooks = {},
): Subscribable<Listener> {
  const listeners = new Set<Listener>();
  return {
    subscribe(listener) {
      // a wrapper per call: one listener subscribed twice is two subscriptions
      const entry = ((...args: Parameters<Listener>) => listener(...args)) as Listener;
      listeners.add(entry);
      if (listeners.size === 1) hooks.onSubscribe?.();
      return () => {
        if (!listeners.delete(entry)) return;
        if (listeners.size === 0) hooks.onUnsubscribe?.();
      };
    },
    notify(...args) {
      for (const listener of [...listeners]) listener(...args);
    },
    hasListeners: () => listeners.size > 0,
  };
}
