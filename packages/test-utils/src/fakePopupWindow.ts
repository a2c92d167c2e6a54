import { vi } from 'vitest';

/**
 * A partner page's window whose popup, messages and timers a test drives: `open` records the
 * popup opened (null when `blocked`), `post` delivers a message as from `source` (the popup by
 * default), `tick` runs every interval once, and `listening` counts the message listeners left.
 */
export function fakePopupWindow({ href, blocked = false }: { href: string; blocked?: boolean }) {
  const popup = { closed: false } as { closed: boolean };
  const listeners = new Set<(event: MessageEvent) => void>();
  const intervals = new Map<number, () => void>();
  let next = 1;
  const open = vi.fn((_url?: string, _target?: string, _features?: string) => (blocked ? null : popup));
  const win = {
    location: { origin: new URL(href).origin, href },
    open,
    addEventListener: (_type: string, listener: (event: MessageEvent) => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: (event: MessageEvent) => void) =>
      listeners.delete(listener),
    setInterval: (fn: () => void) => {
      intervals.set(next, fn);
      return next++;
    },
    clearInterval: (handle: number) => intervals.delete(handle),
  };
  return {
    win: win as unknown as Window,
    popup,
    open,
    post: (data: unknown, origin: string, source: unknown = popup) => {
      for (const listener of [...listeners]) listener({ data, origin, source } as MessageEvent);
    },
    tick: () => {
      for (const fn of [...intervals.values()]) fn();
    },
    listening: () => listeners.size,
  };
}
