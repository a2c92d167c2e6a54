import {
  AUCTION_MEMBER,
  auctionHandlers,
  authHandlers,
  lotFixture,
  settingsHandlers,
  userFixture,
} from '@trove/test-utils';
import { setupWorker } from 'msw/browser';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { elementErrorTitle } from '../ElementError';
import { getPageClient, getPageQueryClient } from '../pageContext';
import { TROVE_BID_PLACED, type TroveBidPlacedEvent } from './auctionEvents';
import { defineTroveAuctionElements } from './troveAuctionElements';

const MARKET = 'https://auctions.example';
const LOT = lotFixture({ id: 31 });
/** A lot without a lot number: the lot panel is titled by the item's name. */
const UNNUMBERED = lotFixture({ id: 32, number: null, name: 'Kiwi half crown' });

const worker = setupWorker(
  ...auctionHandlers({ lot: LOT, lots: [UNNUMBERED] }),
  ...authHandlers({ user: userFixture({ id: AUCTION_MEMBER.id }) }),
  ...settingsHandlers(),
);

beforeAll(async () => {
  await worker.start({ quiet: true, onUnhandledRequest: 'bypass' });
  defineTroveAuctionElements();
});
afterEach(() => {
  document.body.innerHTML = '';
  getPageClient(MARKET).tokenStore.clear();
  getPageQueryClient(MARKET).clear();
  vi.restoreAllMocks();
});
afterAll(() => worker.stop());

function mount(tag: 'trove-lot' | 'trove-bid-panel', attributes: string): HTMLElement {
  document.body.insertAdjacentHTML('beforeend', `<${tag} api-base="${MARKET}" ${attributes}></${tag}>`);
  const element = document.querySelector<HTMLElement>(tag);
  if (!element?.shadowRoot) throw new Error(`${tag} not mounted`);
  return element;
}

const text = (element: HTMLElement) => element.shadowRoot?.textContent ?? '';
const button = (element: HTMLElement, name: string) =>
  [...(element.shadowRoot?.querySelectorAll('button') ?? [])].find(
    (found) => found.textContent?.trim() === name,
  );

describe('<trove-lot> and <trove-bid-panel>', () => {
  it('show the lot named by lot-id: what is sold with its link, the lot and its history; the panel beside it does not repeat it', async () => {
    const lot = mount('trove-lot', 'lot-id="31"');
    const panel = mount('trove-bid-panel', 'lot-id="31"');
    await vi.waitFor(() => {
      expect(text(lot)).toContain(`Lot ${LOT.number}`);
      expect(lot.shadowRoot?.querySelector('[part~="name"]')?.textContent).toBe(LOT.name);
      expect(text(lot)).toContain(LOT.bids[0]?.user.display_name ?? '');
      expect(text(panel)).toContain('Place a bid');
    });
    const link = lot.shadowRoot?.querySelector<HTMLAnchorElement>('a[part~="link"]');
    expect(link?.href).toBe(new URL(LOT.url, MARKET).toString());
    expect(text(panel)).not.toContain(`Lot ${LOT.number}`);
    expect(lot.shadowRoot?.querySelectorAll('[part~="history-row"]')).toHaveLength(LOT.bids.length);
  });

  it("name a lot without a lot number once: the lot panel's title, not the summary above it again", async () => {
    const lot = mount('trove-lot', 'lot-id="32"');
    const title = () => lot.shadowRoot?.querySelector('.trove-lot-panel [part~="title"]')?.textContent;
    await vi.waitFor(() => expect(title()).toBe(UNNUMBERED.name));
    // the summary keeps the image and the link to the item
    expect(lot.shadowRoot?.querySelector('[part~="summary"] [part~="image"]')).not.toBeNull();
    expect(lot.shadowRoot?.querySelector('[part~="summary"] a[part~="link"]')).not.toBeNull();
    expect(text(lot).split(UNNUMBERED.name)).toHaveLength(2);
  });

  it('show a bid panel alone with the lot in one line: its heading, name, price and countdown', async () => {
    const panel = mount('trove-bid-panel', 'lot-id="31"');
    await vi.waitFor(() =>
      expect(panel.shadowRoot?.querySelector('[part~="title"]')?.textContent).toBe(
        `Bid on Lot ${LOT.number} · ${LOT.name}`,
      ),
    );
    expect(panel.shadowRoot?.querySelector('[part~="price"]')?.textContent).toBe('$1,100');
    expect(panel.shadowRoot?.querySelector('[role="timer"]')).not.toBeNull();
  });

  it('say what is missing without a lot-id, or wrong in a bad one, once in the console', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const panel = mount('trove-bid-panel', '');
    const lot = mount('trove-lot', 'lot-id="lot 5"');
    const alert = (element: HTMLElement) => element.shadowRoot?.querySelector('[role="alert"][part="error"]');
    await vi.waitFor(() => {
      expect(alert(panel)?.textContent).toBe(
        `${elementErrorTitle}the lot-id attribute is missing: expected the number of a lot, e.g. lot-id="12"`,
      );
      expect(alert(lot)?.textContent).toBe(
        `${elementErrorTitle}lot-id="lot 5" is not valid: expected the number of a lot, e.g. lot-id="12"`,
      );
    });
    expect(error.mock.calls).toEqual([
      [
        '<trove-bid-panel> cannot show: the lot-id attribute is missing: expected the number of a lot, e.g. lot-id="12".',
      ],
      [
        '<trove-lot> cannot show: lot-id="lot 5" is not valid: expected the number of a lot, e.g. lot-id="12".',
      ],
    ]);
    // a good lot-id shows the lot
    lot.setAttribute('lot-id', '31');
    await vi.waitFor(() => expect(text(lot)).toContain(`Lot ${LOT.number}`));
    expect(alert(lot)).toBeNull();
  });

  it('open the sign-in popup for a signed-out visitor', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const panel = mount('trove-bid-panel', 'lot-id="31"');
    await vi.waitFor(() => expect(button(panel, 'Log in to bid')).toBeDefined());
    button(panel, 'Log in to bid')?.click();
    expect(open).toHaveBeenCalledWith(
      expect.stringMatching(/^https:\/\/auctions\.example\/auth\/partner-sign-in\?origin=/),
      'trove-sign-in',
      expect.any(String),
    );
  });

  it('tell the host page of a placed bid with trove:bid-placed', async () => {
    getPageClient(MARKET).tokenStore.set('test-token');
    const panel = mount('trove-bid-panel', 'lot-id="31"');
    const heard: TroveBidPlacedEvent[] = [];
    document.addEventListener(TROVE_BID_PLACED, (event) => heard.push(event), { once: true });
    await vi.waitFor(() => expect(button(panel, 'Place bid')).toBeDefined());
    const input = panel.shadowRoot?.querySelector('input');
    if (!input) throw new Error('no amount field');
    input.focus();
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    setValue?.call(input, String(LOT.next_bid));
    input.dispatchEvent(new Event('input', { bubbles: true }));
    button(panel, 'Place bid')?.click();
    await vi.waitFor(() => expect(button(panel, 'Confirm')).toBeDefined());
    button(panel, 'Confirm')?.click();
    await vi.waitFor(() => expect(heard).toHaveLength(1));
    expect(heard[0]?.detail).toMatchObject({ lotId: 31, amount: LOT.next_bid, leading: true });
    expect(heard[0]?.composed).toBe(true);
  });
});
