/**
 * When a Trove element renders, so that the widgets cost the page that hosts them little while it
 * loads:
 * - r2wc renders on every attribute it is given and again when connected (two to four renders of
 *   the whole tree as a parsed element upgrades); an element's renders asked for meanwhile make one.
 * - An element renders first once it is near the viewport (within half a screen of it): a widget
 *   further down the page takes no time until the visitor scrolls towards it. Until then its host
 *   keeps its place (`hostReservations.ts`), so nothing moves as it appears.
 * - Each element renders in a task of its own, so that four widgets coming at once make four short
 *   tasks, between which the page can answer its visitor, not one long one.
 */

// what each element last asked to render, in turn: while one waits, a task is due to render it
const due = new Map<Element, () => void>();
// elements not yet near the viewport, with what they last asked to render
const waiting = new Map<Element, () => void>();
// elements that have come near the viewport once: from then on they render whenever asked
const near = new WeakSet<Element>();
let observer: IntersectionObserver | undefined;

/** Runs the first element's render, and leaves the next to a task of its own. */
function renderNext() {
  const [first] = due;
  if (!first) return;
  due.delete(first[0]);
  if (due.size > 0) setTimeout(renderNext);
  first[1]();
}

function makeDue(element: Element, render: () => void) {
  if (due.size === 0) setTimeout(renderNext);
  // the latest render replaces the one waiting, keeping the element's place in line
  due.set(element, render);
}

/**
 * Asks for `element`'s render: it runs in a task of its own, once the element has been near the
 * viewport (within half a screen of it), as the last one asked for if several were meanwhile.
 */
export function scheduleRender(element: Element, render: () => void): void {
  if (near.has(element) || typeof IntersectionObserver === 'undefined') {
    makeDue(element, render);
    return;
  }
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const { target, isIntersecting } of entries) {
        const render = waiting.get(target);
        if (!isIntersecting || !render) continue;
        near.add(target);
        cancelRender(target);
        makeDue(target, render);
      }
    },
    { rootMargin: '50% 0px' },
  );
  if (!waiting.has(element)) observer.observe(element);
  waiting.set(element, render);
}

/** Forgets what `element` asked for (it left the page); asked again, it waits again if need be. */
export function cancelRender(element: Element): void {
  due.delete(element);
  if (waiting.delete(element)) observer?.unobserve(element);
}
