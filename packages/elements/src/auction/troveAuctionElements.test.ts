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
import { getPageClient, getPageQueryClient } from '../pageContext';
import { missingLotIdMessage } from './AuctionWidget';
import { TROVE_BID_PLACED, type TroveBidPlacedEvent } from './auctionEvents';
import { defineTroveAuctionElements } from './troveAuctionElements';

const MARKET = 'https://auctions.example';
const LOT = lotFixture({ id: 31 });

const worker = setupWorker(
  ...auctionHandlers({ lot: LOT }),
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
  it('show the lot named by lot-id, the lot with its history and the panel with its heading', async () => {
    const lot = mount('trove-lot', 'lot-id="31"');
    const panel = mount('trove-bid-panel', 'lot-id="31"');
    await vi.waitFor(() => {
      expect(text(lot)).toContain(`Lot ${LOT.number}`);
      expect(text(lot)).toContain(LOT.bids[0]?.user.display_name ?? '');
      expect(text(panel)).toContain(`Bid on Lot ${LOT.number}`);
    });
  });

  it('say what is missing without a lot-id', async () => {
    const panel = mount('trove-bid-panel', '');
    await vi.waitFor(() => expect(text(panel)).toContain(missingLotIdMessage));
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
