import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

// A project's files may share a worker's window (isolate: false): each starts with what a fresh
// page has, no storage or cookies left by the file before.
beforeAll(() => {
  if (typeof window === 'undefined') return;
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API; a page expires a cookie so
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
});

// findBy… and waitFor wait up to 5 s for what a test expects to appear (1 s by default): a first
// render over msw took longer than 1 s on the 2-core machine while other work loaded it.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no CSS.escape, which react-aria's overlays call; this follows the CSSOM algorithm.
if (typeof globalThis.CSS?.escape !== 'function') {
  const cssEscape = (value: string): string => {
    let result = '';
    for (let index = 0; index < value.length; index++) {
      const code = value.charCodeAt(index);
      const char = value.charAt(index);
      if (code === 0) result += '\uFFFD';
      else if (
        (code >= 0x1 && code <= 0x1f) ||
        code === 0x7f ||
        (index === 0 && code >= 0x30 && code <= 0x39) ||
        (index === 1 && code >= 0x30 && code <= 0x39 && value.charCodeAt(0) === 0x2d)
      )
        result += `\\${code.toString(16)} `;
      else if (index === 0 && value.length === 1 && code === 0x2d) result += `\\${char}`;
      else if (code >= 0x80 || code === 0x2d || code === 0x5f || /[0-9A-Za-z]/.test(char)) result += char;
      else result += `\\${char}`;
    }
    return result;
  };
  Object.defineProperty(globalThis, 'CSS', {
    value: { ...globalThis.CSS, escape: cssEscape },
    configurable: true,
  });
}

// jsdom has no `document.scrollingElement`, and its root element is 0 by 0: in a standards-mode
// page the root element scrolls the page, and its client size is the window's.
if (typeof document !== 'undefined' && !document.scrollingElement) {
  Object.defineProperty(Document.prototype, 'scrollingElement', {
    get(this: Document) {
      return this.documentElement;
    },
    configurable: true,
  });
  Object.defineProperties(document.documentElement, {
    clientWidth: { get: () => window.innerWidth, configurable: true },
    clientHeight: { get: () => window.innerHeight, configurable: true },
  });
}

// jsdom lays nothing out, so no element has an offsetParent, which browsers give every element
// that is rendered: here a connected element's is the body.
if (typeof HTMLElement !== 'undefined') {
  Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
    get(this: HTMLElement) {
      const body = this.ownerDocument.body;
      return this.isConnected && this !== body && this !== this.ownerDocument.documentElement ? body : null;
    },
    configurable: true,
  });
}

// jsdom has no ResizeObserver, which the gallery's window virtualiser uses, and lays nothing out.
// This one reports each element's size once, soon after it is observed, as a browser does: the window's
// for the page's root, and the element's offsetWidth and offsetHeight (0 in jsdom unless a test
// gives them) for any other.
if (typeof globalThis.ResizeObserver === 'undefined') {
  class UnlaidResizeObserver implements ResizeObserver {
    readonly #callback: ResizeObserverCallback;

    constructor(callback: ResizeObserverCallback) {
      this.#callback = callback;
    }

    observe(target: Element): void {
      const root = target === target.ownerDocument.documentElement;
      const element = target as HTMLElement;
      const width = root ? window.innerWidth : element.offsetWidth;
      const height = root ? window.innerHeight : element.offsetHeight;
      const box = [{ inlineSize: width, blockSize: height }];
      const entry = {
        target,
        contentRect: DOMRectReadOnly.fromRect({ width, height }),
        borderBoxSize: box,
        contentBoxSize: box,
        devicePixelContentBoxSize: box,
      } satisfies ResizeObserverEntry;
      // after the caller is done, as a browser reports after its next layout
      queueMicrotask(() => this.#callback([entry], this));
    }

    unobserve(): void {}

    disconnect(): void {}
  }
  globalThis.ResizeObserver = UnlaidResizeObserver;
}

// jsdom has no IntersectionObserver, which the gallery's end of list uses (useEndReached), and lays
// nothing out: every element is at the window's top left, 0 by 0, so within any root. This one
// reports each element as intersecting, soon after it is observed, as a browser does for an element
// in view.
if (typeof globalThis.IntersectionObserver === 'undefined') {
  class UnlaidIntersectionObserver implements IntersectionObserver {
    readonly root = null;
    readonly rootMargin: string;
    readonly thresholds = [0];
    readonly #callback: IntersectionObserverCallback;
    #observing = new Set<Element>();

    constructor(callback: IntersectionObserverCallback, options: IntersectionObserverInit = {}) {
      this.#callback = callback;
      this.rootMargin = options.rootMargin ?? '0px';
    }

    observe(target: Element): void {
      this.#observing.add(target);
      const rect = DOMRectReadOnly.fromRect({ width: 0, height: 0 });
      const entry = {
        target,
        time: performance.now(),
        isIntersecting: true,
        intersectionRatio: 1,
        boundingClientRect: rect,
        intersectionRect: rect,
        rootBounds: DOMRectReadOnly.fromRect({ width: window.innerWidth, height: window.innerHeight }),
      } satisfies IntersectionObserverEntry;
      // after the caller is done, as a browser reports after its next layout; not once unobserved
      queueMicrotask(() => {
        if (this.#observing.has(target)) this.#callback([entry], this);
      });
    }

    unobserve(target: Element): void {
      this.#observing.delete(target);
    }

    disconnect(): void {
      this.#observing.clear();
    }

    takeRecords(): IntersectionObserverEntry[] {
      return [];
    }
  }
  globalThis.IntersectionObserver = UnlaidIntersectionObserver;
}
