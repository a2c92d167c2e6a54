import { useQueryClient } from '@tanstack/react-query';
import { useSettings } from '@trove/react';
import { settingsFixture, settingsHandlers } from '@trove/test-utils';
import { HttpResponse, http } from 'msw';
import { setupWorker } from 'msw/browser';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTroveElement } from './createTroveElement';
import { defineTroveElement } from './defineTroveElement';
import { elementErrorTitle } from './ElementError';
import { getPageQueryClient } from './pageContext';

// A test-only element: shows the site name from the API and which QueryClient it got.
const queryClientsSeen = new Set<unknown>();
function SiteName({ label }: { label?: string }) {
  queryClientsSeen.add(useQueryClient());
  const { data } = useSettings();
  return (
    <p className="trove-navbar">
      {label}: {data?.site_name ?? 'loading'}
    </p>
  );
}
const TestSiteName = createTroveElement(SiteName, { attributes: { label: 'string' } });

const worker = setupWorker(...settingsHandlers(settingsFixture({ site_name: 'Element Market' })));
beforeAll(async () => {
  await worker.start({ quiet: true, onUnhandledRequest: 'error' });
  defineTroveElement('trove-test-site-name', TestSiteName);
});
afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});
afterAll(() => worker.stop());

function mount(html: string) {
  document.body.insertAdjacentHTML('beforeend', html);
  return [...document.querySelectorAll('trove-test-site-name')] as HTMLElement[];
}

const shadowText = (element: HTMLElement) => element.shadowRoot?.textContent ?? '';

describe('createTroveElement', () => {
  it('renders the component in an open shadow root, with data from the Trove API', async () => {
    const [element] = mount(
      `<trove-test-site-name label="Market" api-base="${location.origin}"></trove-test-site-name>`,
    );
    if (!element) throw new Error('not mounted');
    expect(element.shadowRoot?.mode).toBe('open');
    await vi.waitFor(() => expect(shadowText(element)).toBe('Market: Element Market'));
  });

  it('adopts the Trove stylesheet into the shadow root, and host CSS does not reach in', async () => {
    document.head.insertAdjacentHTML(
      'beforeend',
      '<style id="host-css">.trove-navbar { display: none; }</style>',
    );
    const [element] = mount('<trove-test-site-name label="Styled"></trove-test-site-name>');
    const paragraph = await vi.waitFor(() => {
      const found = element?.shadowRoot?.querySelector('.trove-navbar');
      if (!found) throw new Error('not rendered yet');
      return found;
    });
    // Trove's stylesheet, then the element rule passing the page's theme tokens through
    expect(element?.shadowRoot?.adoptedStyleSheets.length).toBe(2);
    // the host's display: none does not reach in; Trove's own rule for the navbar does
    expect(getComputedStyle(paragraph).display).not.toBe('none');
    expect(getComputedStyle(paragraph).position).toBe('sticky');
    document.getElementById('host-css')?.remove();
  });

  it('shares one QueryClient between every element on the page', async () => {
    queryClientsSeen.clear();
    const elements = mount(
      '<trove-test-site-name label="A"></trove-test-site-name><trove-test-site-name label="B"></trove-test-site-name>',
    );
    await vi.waitFor(() =>
      expect(elements.map(shadowText)).toEqual(['A: Element Market', 'B: Element Market']),
    );
    expect([...queryClientsSeen]).toEqual([getPageQueryClient()]);
  });

  it('keeps the answers of two Trove servers on one page apart', async () => {
    const other = 'https://other-market.test';
    worker.use(
      http.get(`${other}/api/settings/`, () =>
        HttpResponse.json(settingsFixture({ site_name: 'Other Market' })),
      ),
    );
    queryClientsSeen.clear();
    const elements = mount(
      `<trove-test-site-name label="A"></trove-test-site-name><trove-test-site-name label="B" api-base="${other}/"></trove-test-site-name>`,
    );
    await vi.waitFor(() =>
      expect(elements.map(shadowText)).toEqual(['A: Element Market', 'B: Other Market']),
    );
    expect([...queryClientsSeen]).toEqual([getPageQueryClient(), getPageQueryClient(other)]);
  });

  it('reacts to attribute changes', async () => {
    const [element] = mount('<trove-test-site-name label="Before"></trove-test-site-name>');
    await vi.waitFor(() => expect(shadowText(element as HTMLElement)).toContain('Before'));
    element?.setAttribute('label', 'After');
    await vi.waitFor(() => expect(shadowText(element as HTMLElement)).toBe('After: Element Market'));
  });

  it('clears a prop when its attribute is removed or emptied', async () => {
    const [element] = mount('<trove-test-site-name label="Before"></trove-test-site-name>');
    await vi.waitFor(() => expect(shadowText(element as HTMLElement)).toBe('Before: Element Market'));
    element?.removeAttribute('label');
    await vi.waitFor(() => expect(shadowText(element as HTMLElement)).toBe(': Element Market'));
    element?.setAttribute('label', 'Again');
    await vi.waitFor(() => expect(shadowText(element as HTMLElement)).toBe('Again: Element Market'));
    element?.setAttribute('label', '');
    await vi.waitFor(() => expect(shadowText(element as HTMLElement)).toBe(': Element Market'));
  });

  it('explains a bad api-base instead of calling it, once in the console and in its error state', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const [element] = mount('<trove-test-site-name api-base="javascript:alert(1)"></trove-test-site-name>');
    const alert = await vi.waitFor(() => {
      const found = element?.shadowRoot?.querySelector('[role="alert"]');
      if (!found) throw new Error('no error state yet');
      return found;
    });
    const expected =
      'api-base="javascript:alert(1)" is not valid: expected an http(s) URL of the Trove server, e.g. https://market.example';
    expect(alert.textContent).toBe(`${elementErrorTitle}${expected}`);
    expect(alert.getAttribute('part')).toBe('error');
    await vi.waitFor(() => expect(error).toHaveBeenCalledOnce());
    expect(error).toHaveBeenCalledWith(`<trove-test-site-name> cannot show: ${expected}.`);
    // the same bad value again logs nothing more; a good one shows the component
    element?.setAttribute('label', 'Again');
    element?.setAttribute('api-base', location.origin);
    await vi.waitFor(() => expect(shadowText(element as HTMLElement)).toBe('Again: Element Market'));
    expect(error).toHaveBeenCalledOnce();
  });
});

// A test-only element that logs its renders: each, and the end of the task it ran in (a
// microtask queued by the render runs once that task is done).
const renders: string[] = [];
function RenderLog({ label, note }: { label?: string; note?: string }) {
  renders.push(`${label} ${note}`);
  queueMicrotask(() => renders.push(`${label} task done`));
  return <p className="trove-render-log">{label}</p>;
}
const TestRenderLog = createTroveElement(RenderLog, { attributes: { label: 'string', note: 'string' } });
defineTroveElement('trove-test-render-log', TestRenderLog);

const nextFrames = async () => {
  for (let frame = 0; frame < 3; frame += 1) await new Promise(requestAnimationFrame);
  await new Promise((resolve) => setTimeout(resolve, 50));
};
const rendered = (element: Element | null | undefined) =>
  vi.waitFor(() => {
    const found = element?.shadowRoot?.querySelector('.trove-render-log');
    if (!found) throw new Error('not rendered yet');
    return found;
  });

describe('when a Trove element renders', () => {
  afterEach(() => {
    renders.length = 0;
  });

  it('renders once with every attribute it came with, not once per attribute', async () => {
    document.body.insertAdjacentHTML(
      'beforeend',
      `<trove-test-render-log label="A" note="first" api-base="${location.origin}"></trove-test-render-log>`,
    );
    await rendered(document.querySelector('trove-test-render-log'));
    await nextFrames();
    expect(renders).toEqual(['A first', 'A task done']);
  });

  it('gives each element a task of its own', async () => {
    document.body.insertAdjacentHTML(
      'beforeend',
      '<trove-test-render-log label="A"></trove-test-render-log><trove-test-render-log label="B"></trove-test-render-log>',
    );
    const [a, b] = document.querySelectorAll('trove-test-render-log');
    await rendered(a);
    await rendered(b);
    expect(renders).toEqual(['A undefined', 'A task done', 'B undefined', 'B task done']);
  });

  it('waits to render until it comes near the viewport, keeping its place meanwhile', async () => {
    document.body.insertAdjacentHTML(
      'beforeend',
      '<div style="height: 300vh"></div><trove-test-render-log label="Below"></trove-test-render-log>',
    );
    const below = document.querySelector('trove-test-render-log');
    await nextFrames();
    expect(below?.shadowRoot?.querySelector('.trove-render-log')).toBeNull();
    expect(renders).toEqual([]);
    below?.setAttribute('note', 'changed');
    await nextFrames();
    expect(renders).toEqual([]);
    below?.scrollIntoView();
    expect((await rendered(below)).textContent).toBe('Below');
    // one render, with what was set while it waited
    expect(renders).toEqual(['Below changed', 'Below task done']);
    window.scrollTo(0, 0);
  });
});

describe('defineTroveElement', () => {
  it('is a no-op when the same version registers a tag again', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    defineTroveElement(
      'trove-test-site-name',
      createTroveElement(SiteName, { attributes: { label: 'string' } }),
    );
    expect(customElements.get('trove-test-site-name')).toBe(TestSiteName);
    expect(warn).not.toHaveBeenCalled();
  });

  it('keeps the first and warns when another version registers the same tag', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    defineTroveElement('trove-test-site-name', class extends HTMLElement {}, '99.0.0');
    expect(customElements.get('trove-test-site-name')).toBe(TestSiteName);
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('@trove/elements 99.0.0 also on this page was ignored'),
    );
  });
});
