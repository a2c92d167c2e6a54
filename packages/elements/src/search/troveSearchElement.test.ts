import { galleryHandlers, lookupHandlers, settingsHandlers } from '@trove/test-utils';
import { http } from 'msw';
import { setupWorker } from 'msw/browser';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { elementErrorTitle } from '../ElementError';
import { defineTroveGallery } from '../gallery/troveGalleryElement';
import { getPageQueryClient } from '../pageContext';
import { TROVE_SEARCH, type TroveSearchEvent } from './searchEvent';
import { defineTroveSearch, TroveSearchElement } from './troveSearchElement';

const MARKET = 'https://search.example';
const galleryCalls: URL[] = [];
const worker = setupWorker(
  http.get('*/api/gallery/*', ({ request }) => {
    galleryCalls.push(new URL(request.url));
    return undefined;
  }),
  ...galleryHandlers(),
  ...lookupHandlers(),
  ...settingsHandlers(),
);

beforeAll(async () => {
  await worker.start({ quiet: true, onUnhandledRequest: 'error' });
  defineTroveGallery();
  defineTroveSearch();
});
afterEach(() => {
  document.body.innerHTML = '';
  galleryCalls.length = 0;
  getPageQueryClient(MARKET).clear();
  vi.restoreAllMocks();
});
afterAll(() => worker.stop());

function mount(html: string) {
  document.body.insertAdjacentHTML('beforeend', html);
  const search = document.querySelector('trove-search');
  if (!search?.shadowRoot) throw new Error('not mounted');
  return { search, gallery: document.querySelector('trove-gallery'), shadow: search.shadowRoot };
}

const input = (shadow: ShadowRoot) =>
  vi.waitFor(() => {
    const found = shadow.querySelector<HTMLInputElement>('input[part~="input"]');
    if (!found) throw new Error('no search input yet');
    return found;
  });

const total = (gallery: Element | null) =>
  gallery?.shadowRoot?.querySelector('.trove-gallery-toolbar__total')?.textContent;

describe('<trove-search>', () => {
  it('is the registered element', () => {
    expect(customElements.get('trove-search')).toBe(TroveSearchElement);
  });

  // First of the file: the typeahead loads once for the page, and later boxes start with it.
  it('shows a plain box until the visitor uses it, then hands its text and focus to the typeahead', async () => {
    const { shadow } = mount(`<trove-search api-base="${MARKET}" for="coins"></trove-search>`);
    const plain = await input(shadow);
    // the page's idle time is the page's: the typeahead comes on the visitor's intent only
    await new Promise((resolve) => requestIdleCallback(resolve));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(shadow.querySelector('input')).toBe(plain);
    expect(plain.hasAttribute('data-rac')).toBe(false);
    expect(plain.getAttribute('aria-label')).toBe('Search');
    await userEvent.click(plain);
    await userEvent.keyboard('gol');
    // the combobox in its place, focused inside the shadow root, with every letter typed
    const combobox = await vi.waitFor(() => {
      const found = shadow.querySelector<HTMLInputElement>('input[data-rac]');
      if (!found) throw new Error('no combobox yet');
      return found;
    });
    await vi.waitFor(() => expect(shadow.activeElement).toBe(combobox));
    await userEvent.keyboard('d');
    expect(combobox.value).toBe('gold');
    await vi.waitFor(() => expect(shadow.querySelector('[role="option"]')).not.toBeNull(), { timeout: 3000 });
  });

  it('drives the gallery its for names, and tells the page with trove:search', async () => {
    const { search, gallery, shadow } = mount(
      `<trove-search api-base="${MARKET}" for="coins"></trove-search>
       <trove-gallery id="coins" api-base="${MARKET}" section="coins"></trove-gallery>`,
    );
    await vi.waitFor(() => expect(total(gallery)).toBe('40 items'));
    const heard: TroveSearchEvent[] = [];
    const listener = (event: TroveSearchEvent) => heard.push(event);
    document.addEventListener(TROVE_SEARCH, listener);

    // Enter with the typeahead's list open searches once (the form does not submit a second time)
    await userEvent.type(await input(shadow), 'penny{Enter}');
    await vi.waitFor(() => expect(total(gallery)).toBe('5 items'));
    document.removeEventListener(TROVE_SEARCH, listener);
    expect(gallery?.getAttribute('query')).toBe('penny');
    expect(galleryCalls.at(-1)?.searchParams.get('q')).toBe('penny');
    expect(heard).toHaveLength(1);
    expect(heard[0]?.detail).toEqual({ query: 'penny', category: null, gallery: 'coins' });
    expect(heard[0]?.target).toBe(search);
    expect([heard[0]?.bubbles, heard[0]?.composed, heard[0]?.cancelable]).toEqual([true, true, true]);
  });

  it('starts with the search of the gallery it drives', async () => {
    const { shadow } = mount(
      `<trove-search api-base="${MARKET}" for="coins"></trove-search>
       <trove-gallery id="coins" api-base="${MARKET}" query=" old "></trove-gallery>`,
    );
    expect((await input(shadow)).value).toBe('old');
  });

  it('suggests categories inside its shadow root, and a chosen one searches that category', async () => {
    const { gallery, shadow } = mount(
      `<trove-search api-base="${MARKET}" for="coins"></trove-search>
       <trove-gallery id="coins" api-base="${MARKET}" query="old"></trove-gallery>`,
    );
    const box = await input(shadow);
    await userEvent.clear(box);
    await userEvent.type(box, 'gold');
    const option = await vi.waitFor(
      () => {
        const found = [...shadow.querySelectorAll('[role="option"]')].find((candidate) =>
          candidate.textContent?.startsWith('Gold Coins'),
        );
        if (!found) throw new Error(`no suggestion yet: ${box.getAttribute('aria-expanded')}`);
        return found as HTMLElement;
      },
      { timeout: 3000 },
    );
    // the list is styled by the widget's own stylesheet, as a menu
    expect(getComputedStyle(option).cursor).toBe('pointer');
    // no <style> of react-aria's in the document, which a strict Content-Security-Policy refuses
    // (an inert template holds its id; the tests' react-aria adds none anyway, the e2e hostile page
    // proves it on the built script)
    expect(document.querySelector('style#react-aria-pressable-style')).toBeNull();
    expect(document.getElementById('react-aria-pressable-style')?.localName).toBe('template');
    await userEvent.click(option);
    await vi.waitFor(() => expect(gallery?.getAttribute('category')).toBe('gold-coins'));
    expect(gallery?.hasAttribute('query')).toBe(false);
    await vi.waitFor(() =>
      expect(galleryCalls.at(-1)?.searchParams.getAll('category')).toEqual(['gold-coins']),
    );
  });

  it('closes its list with Escape on Preact as under React, and a second Escape clears the box', async () => {
    const { gallery, shadow } = mount(
      `<trove-search api-base="${MARKET}" for="coins"></trove-search>
       <trove-gallery id="coins" api-base="${MARKET}"></trove-gallery>`,
    );
    const box = await input(shadow);
    await userEvent.type(box, 'gold');
    await vi.waitFor(() => expect(shadow.querySelector('[role="listbox"]')).not.toBeNull(), {
      timeout: 3000,
    });
    expect(box.getAttribute('aria-expanded')).toBe('true');

    await userEvent.keyboard('{Escape}');
    await vi.waitFor(() => expect(box.getAttribute('aria-expanded')).toBe('false'));
    expect(shadow.querySelector('[role="listbox"]')).toBeNull();
    expect(box.value).toBe('gold');
    expect(document.activeElement).toBe(shadow.host);
    expect(shadow.activeElement).toBe(box);

    await userEvent.keyboard('{Escape}');
    await vi.waitFor(() => expect(box.value).toBe(''));
    expect(box.getAttribute('aria-expanded')).toBe('false');
    // nothing was searched
    expect(gallery?.hasAttribute('query')).toBe(false);
  });

  it('moves through its suggestions with the arrow keys on Preact, and Enter chooses the one reached', async () => {
    const { gallery, shadow } = mount(
      `<trove-search api-base="${MARKET}" for="coins"></trove-search>
       <trove-gallery id="coins" api-base="${MARKET}"></trove-gallery>`,
    );
    const box = await input(shadow);
    await userEvent.type(box, 'gold');
    await vi.waitFor(() => expect(shadow.querySelector('[role="option"]')).not.toBeNull(), { timeout: 3000 });
    await userEvent.keyboard('{ArrowDown}');
    const reached = await vi.waitFor(() => {
      const id = box.getAttribute('aria-activedescendant');
      const option = id ? shadow.getElementById(id) : null;
      if (!option) throw new Error('no option reached');
      return option;
    });
    expect(reached.getAttribute('role')).toBe('option');
    expect(reached.textContent).toMatch(/^Gold Coins/);
    await userEvent.keyboard('{Enter}');
    await vi.waitFor(() => expect(gallery?.getAttribute('category')).toBe('gold-coins'));
    expect(gallery?.hasAttribute('query')).toBe(false);
  });

  it('leaves the gallery alone when a listener prevents the search', async () => {
    const { gallery, shadow } = mount(
      `<trove-search api-base="${MARKET}" for="coins"></trove-search>
       <trove-gallery id="coins" api-base="${MARKET}"></trove-gallery>`,
    );
    const prevent = (event: Event) => event.preventDefault();
    document.addEventListener(TROVE_SEARCH, prevent);
    try {
      await userEvent.type(await input(shadow), 'kiwi{Enter}');
      await vi.waitFor(() => expect(galleryCalls.length).toBeGreaterThan(0));
      expect(gallery?.hasAttribute('query')).toBe(false);
    } finally {
      document.removeEventListener(TROVE_SEARCH, prevent);
    }
  });

  it('shows its error state and logs one console error for a bad for', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { shadow } = mount(`<trove-search api-base="${MARKET}" for="#coins"></trove-search>`);
    const expected =
      'for="#coins" is not valid: expected the id of a <trove-gallery> on this page, e.g. for="coins-gallery"';
    await vi.waitFor(() =>
      expect(shadow.querySelector('[role="alert"][part="error"]')?.textContent).toBe(
        `${elementErrorTitle}${expected}`,
      ),
    );
    expect(error.mock.calls).toEqual([[`<trove-search> cannot show: ${expected}.`]]);
  });
});
