import {
  itemDetailFixture,
  itemHandlers,
  settingsFixture,
  settingsHandlers,
  shopHandlers,
} from '@trove/test-utils';
import { setupWorker } from 'msw/browser';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { elementErrorTitle } from '../ElementError';
import { getPageClient, getPageQueryClient } from '../pageContext';
import { defineTroveItem, TroveItemElement } from './troveItemElement';

const MARKET = 'https://items.example';
const FOR_SALE = itemDetailFixture({
  id: 42,
  title: 'Victorian gold sovereign',
  products: [{ url: '/api/shop/products/9/' }],
});
const SHOWN = itemDetailFixture({ id: 43, title: 'Kiwi florin 1933', products: [] });

const worker = setupWorker(
  ...itemHandlers({ items: [FOR_SALE, SHOWN] }),
  ...shopHandlers({ lines: [] }),
  ...settingsHandlers(settingsFixture({ site_name: 'Item Market' })),
);

beforeAll(async () => {
  await worker.start({ quiet: true, onUnhandledRequest: 'error' });
  defineTroveItem();
});
afterEach(() => {
  document.body.innerHTML = '';
  getPageClient(MARKET).tokenStore.clear();
  getPageQueryClient(MARKET).clear();
  vi.restoreAllMocks();
});
afterAll(() => worker.stop());

function mount(attributes: string): HTMLElement {
  document.body.insertAdjacentHTML(
    'beforeend',
    `<trove-item api-base="${MARKET}" ${attributes}></trove-item>`,
  );
  const element = document.querySelector('trove-item');
  if (!element?.shadowRoot) throw new Error('not mounted');
  return element;
}

const part = (element: HTMLElement, name: string) =>
  element.shadowRoot?.querySelector<HTMLElement>(`[part~="${name}"]`) ?? null;

describe('<trove-item>', () => {
  it('is the registered element', () => {
    expect(customElements.get('trove-item')).toBe(TroveItemElement);
  });

  it('shows the item: its images, title, Buy Now price and a link to it on the marketplace', async () => {
    const element = mount('item-id="42"');
    await vi.waitFor(() => expect(part(element, 'title')?.textContent).toBe('Victorian gold sovereign'));
    expect(part(element, 'images')?.querySelector('img')).not.toBeNull();
    await vi.waitFor(() => expect(part(element, 'add-to-cart')?.textContent).toBe('Add to Cart'));
    expect(part(element, 'buy-now')?.querySelector('[part~="price"]')?.textContent).toBe('$1,250');
    const link = part(element, 'link') as HTMLAnchorElement;
    expect(link.textContent).toBe('View this item on Item Market');
    expect(link.href).toBe(FOR_SALE.absolute_url);
    // shown on its own: no Close button
    expect(element.shadowRoot?.textContent).not.toContain('Close');
  });

  it('opens the marketplace’s cart page adding the item, in a popup, from Add to Cart', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const element = mount('item-id="42"');
    const add = await vi.waitFor(() => {
      const found = part(element, 'add-to-cart');
      if (!found) throw new Error('no Add to Cart yet');
      return found;
    });
    add.click();
    const cart = new URL(String(open.mock.calls[0]?.[0]));
    expect(`${cart.origin}${cart.pathname}`).toBe(`${MARKET}/cart`);
    expect(Object.fromEntries(cart.searchParams)).toEqual({
      itemName: 'Victorian gold sovereign',
      productUrl: '/api/shop/products/9/',
      origin: location.origin,
    });
    expect(open.mock.calls[0]?.[1]).toBe('trove-cart');
    // blocked: the same page in a new tab
    expect(open.mock.calls[1]).toEqual([cart.href, '_blank', 'noopener']);
  });

  it('shows the price alone for an item not sold through the cart', async () => {
    const element = mount('item-id="43"');
    await vi.waitFor(() => expect(part(element, 'title')?.textContent).toBe('Kiwi florin 1933'));
    expect(part(element, 'price')?.textContent).toBe('$1,250');
    expect(part(element, 'add-to-cart')).toBeNull();
  });

  it('says so when the item is not on the marketplace', async () => {
    const element = mount('item-id="404"');
    await vi.waitFor(() =>
      expect(element.shadowRoot?.querySelector('[role="alert"]')?.textContent).toBe(
        'This item is no longer on the marketplace.',
      ),
    );
  });

  it('shows its error state and logs one console error without a good item-id', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const element = mount('item-id="forty-two"');
    const expected = 'item-id="forty-two" is not valid: expected the number of an item, e.g. item-id="42"';
    await vi.waitFor(() =>
      expect(part(element, 'error')?.textContent).toBe(`${elementErrorTitle}${expected}`),
    );
    // logged by the error state's effect, which runs after its first paint
    await vi.waitFor(() => expect(error.mock.calls).toEqual([[`<trove-item> cannot show: ${expected}.`]]));
  });
});
