import type { LotEvent } from '@trove/core/auction';

type Listener = (event: Event) => void;

/**
 * Stands in for the browser's EventSource (install it with `vi.stubGlobal('EventSource', ...)`):
 * every one opened connects at once, and `push` sends a lot event to each still open.
 */
export class FakeEventSource {
  static open = new Set<FakeEventSource>();
  readonly url: string;
  readyState = 0;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private readonly listeners = new Map<string, Set<Listener>>();

  constructor(url: string) {
    this.url = url;
    FakeEventSource.open.add(this);
    queueMicrotask(() => {
      if (this.readyState === 2) return;
      this.readyState = 1;
      this.onopen?.();
    });
  }

  addEventListener(type: string, listener: Listener) {
    const set = this.listeners.get(type) ?? new Set();
    set.add(listener);
    this.listeners.set(type, set);
  }

  removeEventListener(type: string, listener: Listener) {
    this.listeners.get(type)?.delete(listener);
  }

  close() {
    this.readyState = 2;
    FakeEventSource.open.delete(this);
  }

  /** Sends `event` on every open stream of its lot. */
  static push(event: LotEvent) {
    for (const source of FakeEventSource.open) {
      if (!source.url.includes(`/lots/${event.lot}/events`)) continue;
      const message = new MessageEvent(event.type, { data: JSON.stringify(event) });
      for (const listener of source.listeners.get(event.type) ?? []) listener(message);
    }
  }
}
