import { galleryHandlers, galleryItemFixture, settingsFixture, settingsHandlers } from '@trove/test-utils';
import { HttpResponse, http } from 'msw';
import { setupWorker } from 'msw/browser';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { elementErrorTitle } from '../ElementError';
import { getPageQueryClient } from '../pageContext';
import { TROVE_THEME_TOKENS } from '../themeTokens';
import { TROVE_ITEM_OPEN, type TroveItemOpenEvent } from './itemOpen';
import { defineTroveGallery, TroveGalleryElement } from './troveGalleryElement';

// Another origin than the test page's: the widget must call it, and link to it.
const MARKET = 'https://market.example';

const galleryCalls: URL[] = [];
const worker = setupWorker(
  http.get('*/api/gallery/*', ({ request }) => {
    galleryCalls.push(new URL(request.url));
    return undefined;
  }),
  ...galleryHandlers(),
  // The site settings are cached in localStorage, which every test file of this origin shares.
  ...settingsHandlers(settingsFixture({ site_name: 'Element Market' })),
);

beforeAll(async () => {
  await worker.start({ quiet: true, onUnhandledRequest: 'error' });
  defineTroveGallery();
});
afterEach(async () => {
  document.body.innerHTML = '';
  // a gallery's next page asked for as its end came into view (the observer answers after a layout)
  // is the test's own: it is in before the next test counts its calls
  await vi.waitFor(() => expect(getPageQueryClient(MARKET).isFetching()).toBe(0));
  galleryCalls.length = 0;
  worker.resetHandlers();
  getPageQueryClient(MARKET).clear();
  vi.restoreAllMocks();
});
afterAll(() => worker.stop());

function mount(attributes: string): TroveGalleryElement {
  document.body.insertAdjacentHTML('beforeend', `<trove-gallery ${attributes}></trove-gallery>`);
  const element = document.querySelector('trove-gallery');
  if (!element) throw new Error('not mounted');
  return element;
}

function shadow(element: HTMLElement): ShadowRoot {
  if (!element.shadowRoot) throw new Error('no shadow root');
  return element.shadowRoot;
}

const tileTitles = (element: HTMLElement) =>
  [...shadow(element).querySelectorAll('[role="listitem"] .trove-tile__title')].map(
    (title) => title.textContent,
  );

/** Waits for the query's tiles: the total, and the first tile. */
async function shown(element: HTMLElement, total: string) {
  await vi.waitFor(() => {
    expect(shadow(element).querySelector('.trove-gallery-toolbar__total')?.textContent).toBe(total);
    expect(tileTitles(element).length).toBeGreaterThan(0);
  });
}

function find<T extends Element>(element: HTMLElement, selector: string, text?: string): T {
  const found = [...shadow(element).querySelectorAll<T>(selector)].find(
    (candidate) => text === undefined || candidate.textContent === text,
  );
  if (!found) throw new Error(`no ${selector} ${text ?? ''} in the widget`);
  return found;
}

describe('<trove-gallery>', () => {
  it('is the registered element, typed in HTMLElementTagNameMap', () => {
    expect(customElements.get('trove-gallery')).toBe(TroveGalleryElement);
    expect(document.createElement('trove-gallery')).toBeInstanceOf(TroveGalleryElement);
  });

  it('asks its api-base for the place and search its attributes name', async () => {
    const element = mount(
      `api-base="${MARKET}" niche="Collectables" section="coins" gallery="british" caption="gold" query=" penny "`,
    );
    await shown(element, '5 items');
    const [call] = galleryCalls;
    expect(call?.origin).toBe(MARKET);
    expect(call?.pathname).toBe('/api/gallery/collectables/coins/british/gold');
    expect(call?.searchParams.get('q')).toBe('penny');
    expect(tileTitles(element).every((title) => title?.startsWith('Penny Black stamp'))).toBe(true);
  });

  it('shows the default niche when no place is named, in 3 columns', async () => {
    const element = mount(`api-base="${MARKET}"`);
    await shown(element, '40 items');
    expect(galleryCalls[0]?.pathname).toBe('/api/gallery/collectables');
    expect(galleryCalls[0]?.searchParams.has('q')).toBe(false);
    expect(find(element, '.trove-gallery-grid').classList).toContain('trove-gallery-grid--cols-3');
  });

  it('renders again when an attribute changes, and drops the search when query is removed', async () => {
    const element = mount(`api-base="${MARKET}" section="coins" query="penny"`);
    await shown(element, '5 items');

    element.setAttribute('query', 'kiwi florin');
    await shown(element, '3 items');
    expect(tileTitles(element).every((title) => title?.startsWith('Kiwi florin'))).toBe(true);
    expect(galleryCalls.at(-1)?.searchParams.get('q')).toBe('kiwi florin');

    element.removeAttribute('query');
    await shown(element, '40 items');
    expect(galleryCalls.at(-1)?.searchParams.has('q')).toBe(false);

    element.section = 'stamps';
    await vi.waitFor(() => expect(galleryCalls.at(-1)?.pathname).toBe('/api/gallery/collectables/stamps'));
    expect(element.getAttribute('section')).toBe('stamps');
  });

  it('takes columns from its attribute; the visitor may change them until the page sets another', async () => {
    // six columns show where a 13-character title fits a tile (issue 14): a desktop's width
    const element = mount(`api-base="${MARKET}" columns="6" style="display: block; width: 1366px"`);
    await shown(element, '40 items');
    const grid = () => find(element, '.trove-gallery-grid').classList;
    expect(grid()).toContain('trove-gallery-grid--cols-6');

    find<HTMLElement>(element, '.trove-gallery-toolbar__columns button', '1').click();
    await vi.waitFor(() => expect(grid()).toContain('trove-gallery-grid--cols-1'));

    element.setAttribute('columns', '3');
    await vi.waitFor(() => expect(grid()).toContain('trove-gallery-grid--cols-3'));
  });

  it('keeps sort and type filters inside the widget, and Go back undoes the last one', async () => {
    const pageUrl = location.href;
    const element = mount(`api-base="${MARKET}" query="penny"`);
    await shown(element, '5 items');
    const chip = (name: string) => find<HTMLElement>(element, '.trove-gallery-toolbar__types button', name);

    chip('Sold').click();
    await shown(element, '1 item');
    expect(galleryCalls.at(-1)?.searchParams.get('sold')).toBe('1');
    const sort = find<HTMLSelectElement>(element, 'select');
    sort.value = 'price';
    sort.dispatchEvent(new Event('change', { bubbles: true }));
    await vi.waitFor(() => expect(galleryCalls.at(-1)?.searchParams.get('sort')).toBe('price'));
    expect(galleryCalls.at(-1)?.searchParams.get('sold')).toBe('1');
    expect(location.href).toBe(pageUrl);
    expect(element.getAttribute('query')).toBe('penny');

    chip('Sold').click();
    await shown(element, '5 items');
    chip('Items of Interest').click();
    await vi.waitFor(() => expect(shadow(element).textContent).toContain('No items found'));
    find<HTMLElement>(element, 'button', 'Go back').click();
    await shown(element, '5 items');
    expect(chip('Items of Interest').getAttribute('aria-pressed')).toBe('false');
    expect(find<HTMLSelectElement>(element, 'select').value).toBe('price');
    expect(location.href).toBe(pageUrl);
  });

  it('dispatches trove:item-open, bubbling out of the shadow root, when a tile is chosen', async () => {
    worker.use(...galleryHandlers({ items: [galleryItemFixture({ id: 7, title: 'Kiwi florin 1933' })] }));
    const element = mount(`api-base="${MARKET}/" section="coins" query="florin"`);
    await shown(element, '1 item');
    const link = find<HTMLAnchorElement>(element, '.trove-tile__link');
    const itemUrl = `${MARKET}/collectables/coins/british/gold/07-kiwi-florin-1933?q=florin`;
    // a middle click or a new tab leads to the marketplace, not to the partner's origin
    expect(link.href).toBe(itemUrl);

    const heard: TroveItemOpenEvent[] = [];
    const listener = (event: TroveItemOpenEvent) => {
      heard.push(event);
      event.preventDefault();
    };
    document.addEventListener(TROVE_ITEM_OPEN, listener);
    const pageUrl = location.href;
    link.click();
    document.removeEventListener(TROVE_ITEM_OPEN, listener);

    expect(heard).toHaveLength(1);
    const [event] = heard;
    expect(event?.detail).toEqual({ id: 7, itemType: 'ITEM', url: itemUrl, title: 'Kiwi florin 1933' });
    expect(event?.target).toBe(element);
    expect([event?.bubbles, event?.composed, event?.cancelable]).toEqual([true, true, true]);
    expect(location.href).toBe(pageUrl);
  });

  it("opens the item's page on the marketplace when no listener prevents it", async () => {
    worker.use(...galleryHandlers({ items: [galleryItemFixture({ id: 8, title: 'Silver crown 1935' })] }));
    const element = mount(`api-base="${MARKET}" section="coins"`);
    await shown(element, '1 item');
    // The Navigation API sees the window's navigation; cancelling it keeps the test page.
    const navigation = (window as unknown as { navigation: NavigationLike }).navigation;
    const destinations: string[] = [];
    const onNavigate = (event: NavigateEventLike) => {
      destinations.push(event.destination.url);
      event.preventDefault();
    };
    navigation.addEventListener('navigate', onNavigate);
    try {
      find<HTMLAnchorElement>(element, '.trove-tile__link').click();
      await vi.waitFor(() => expect(destinations).toHaveLength(1));
    } finally {
      navigation.removeEventListener('navigate', onNavigate);
    }
    expect(destinations).toEqual([`${MARKET}/collectables/coins/british/gold/08-silver-crown-1935`]);
  });

  it('lets the --trove-* properties set on the element reach inside the shadow root', async () => {
    const element = mount(`api-base="${MARKET}"`);
    element.style.setProperty('--trove-color-accent', 'rgb(1, 2, 3)');
    element.style.setProperty('--trove-font', 'Georgia, serif');
    await shown(element, '40 items');
    const selectedColumns = find(element, '.trove-gallery-toolbar__columns [data-selected]');
    expect(getComputedStyle(selectedColumns).backgroundColor).toBe('rgb(1, 2, 3)');
    expect(getComputedStyle(find(element, '.trove-tile__title')).fontFamily).toBe('Georgia, serif');
    for (const token of TROVE_THEME_TOKENS) {
      element.style.setProperty(token, '7px');
      expect(getComputedStyle(find(element, '.trove-tile')).getPropertyValue(token), token).toBe('7px');
    }
  });

  it('keeps the page CSS out and its own defaults when the page sets no theme', async () => {
    document.head.insertAdjacentHTML(
      'beforeend',
      '<style id="host-css">.trove-tile__title { color: rgb(255, 0, 0); } a { font-family: serif; }</style>',
    );
    try {
      const element = mount(`api-base="${MARKET}"`);
      await shown(element, '40 items');
      const title = find(element, '.trove-tile__title');
      expect(getComputedStyle(title).color).toBe('rgb(29, 29, 31)');
      expect(getComputedStyle(find(element, '.trove-tile')).getPropertyValue('--trove-color-accent')).toBe(
        '#0a5cad',
      );
    } finally {
      document.getElementById('host-css')?.remove();
    }
  });

  it('shows its error state and logs one console error for a bad attribute, asking nothing of the API', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const element = mount(`api-base="${MARKET}" section="coins" columns="4"`);
    const alert = await vi.waitFor(() => find(element, '[role="alert"][part="error"]'));
    expect(alert.textContent).toBe(`${elementErrorTitle}columns="4" is not valid: expected 1, 3 or 6`);
    // logged by the error state's effect, which runs after its first paint
    await vi.waitFor(() =>
      expect(error.mock.calls).toEqual([
        ['<trove-gallery> cannot show: columns="4" is not valid: expected 1, 3 or 6.'],
      ]),
    );
    expect(galleryCalls).toEqual([]);
    // visible, in the danger colours of the theme
    expect(alert.getBoundingClientRect().height).toBeGreaterThan(20);
    expect(getComputedStyle(alert).backgroundColor).toBe('rgb(253, 236, 234)');

    element.setAttribute('columns', '6');
    await shown(element, '40 items');
    expect(shadow(element).querySelector('[part="error"]')).toBeNull();
    // still that one error of the element's (the page's own errors, such as a ResizeObserver loop
    // notice the browser reports while the grid settles, are not the element's)
    expect(error.mock.calls.filter(([message]) => String(message).startsWith('<trove-gallery>'))).toEqual([
      ['<trove-gallery> cannot show: columns="4" is not valid: expected 1, 3 or 6.'],
    ]);
  });

  it('says so when the gallery fails', async () => {
    worker.use(http.get('*/api/gallery/*', () => HttpResponse.json({ detail: 'Down.' }, { status: 500 })));
    const element = mount(`api-base="${MARKET}"`);
    await vi.waitFor(
      () =>
        expect(shadow(element).querySelector('[role="alert"]')?.textContent).toContain(
          'Sorry an error occurred',
        ),
      { timeout: 5000 },
    );
  });
});

interface NavigateEventLike extends Event {
  destination: { url: string };
}
interface NavigationLike {
  addEventListener(type: 'navigate', listener: (event: NavigateEventLike) => void): void;
  removeEventListener(type: 'navigate', listener: (event: NavigateEventLike) => void): void;
}
