import { settingsHandlers } from '@trove/test-utils';
import { setupWorker } from 'msw/browser';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { elementErrorTitle } from '../ElementError';
import { defineTroveCartButton, TroveCartButtonElement } from './troveCartButtonElement';

const MARKET = 'https://market.example';
const worker = setupWorker(...settingsHandlers());

beforeAll(async () => {
  await worker.start({ quiet: true, onUnhandledRequest: 'error' });
  defineTroveCartButton();
});
afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});
afterAll(() => worker.stop());

function mount(attributes: string): HTMLElement {
  document.body.insertAdjacentHTML('beforeend', `<trove-cart-button ${attributes}></trove-cart-button>`);
  const element = document.querySelector('trove-cart-button');
  if (!element?.shadowRoot) throw new Error('not mounted');
  return element;
}

describe('<trove-cart-button>', () => {
  it('is the registered element, a link to the marketplace’s cart with its documented parts', async () => {
    expect(customElements.get('trove-cart-button')).toBe(TroveCartButtonElement);
    const element = mount(`api-base="${MARKET}"`);
    const link = await vi.waitFor(() => {
      const found = element.shadowRoot?.querySelector<HTMLAnchorElement>('a[part~="button"]');
      if (!found) throw new Error('not rendered yet');
      return found;
    });
    expect(link.href).toBe(`${MARKET}/cart?origin=${encodeURIComponent(location.origin)}`);
    expect(element.shadowRoot?.querySelector('[part~="label"]')?.textContent).toBe('Cart');
  });

  it('shows its error state and logs one console error for a bad api-base', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const element = mount('api-base="market.example"');
    const expected =
      'api-base="market.example" is not valid: expected an http(s) URL of the Trove server, e.g. https://market.example';
    await vi.waitFor(() =>
      expect(element.shadowRoot?.querySelector('[role="alert"][part="error"]')?.textContent).toBe(
        `${elementErrorTitle}${expected}`,
      ),
    );
    expect(element.shadowRoot?.querySelector('a')).toBeNull();
    expect(error.mock.calls).toEqual([[`<trove-cart-button> cannot show: ${expected}.`]]);
  });
});
