import {
  authHandlers,
  behaviourLot,
  FakeEventSource,
  type LotBehaviourDriver,
  type LotWorld,
  lotBehaviourCases,
  lotWorldHandlers,
  settingsHandlers,
  userFixture,
} from '@trove/test-utils';
import { setupWorker } from 'msw/browser';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getPageClient, getPageQueryClient } from '../pageContext';
import { defineTroveAuctionElements } from './troveAuctionElements';

// The lot session's behaviour spec (test-utils), through <trove-bid-panel>: the outcomes heard
// as trove:* events on the page, and what the bidder is told read from the element's status region.

const MARKET = 'https://behaviour.example';
const world: LotWorld = { lot: behaviourLot(false), refusal: null };
const worker = setupWorker(
  ...lotWorldHandlers(world),
  ...authHandlers({ user: userFixture({ id: 7 }) }),
  ...settingsHandlers(),
);

const EVENTS = {
  'trove:bid-placed': 'bidPlaced',
  'trove:outbid': 'outbid',
  'trove:lot-extended': 'extended',
  'trove:lot-closed': 'closed',
  'trove:bid-refused': 'refused',
} as const;

beforeAll(async () => {
  await worker.start({ quiet: true, onUnhandledRequest: 'bypass' });
  defineTroveAuctionElements();
});
afterEach(() => {
  document.body.innerHTML = '';
  getPageClient(MARKET).tokenStore.clear();
  getPageQueryClient(MARKET).clear();
  vi.unstubAllGlobals();
  FakeEventSource.open.clear();
});
afterAll(() => worker.stop());

const buttonOf = (element: HTMLElement, name: string) =>
  [...(element.shadowRoot?.querySelectorAll('button') ?? [])].find(
    (found) => found.textContent?.trim() === name,
  );

describe('the lot behaviour spec, against <trove-bid-panel>', () => {
  for (const spec of lotBehaviourCases) {
    it(spec.name, async () => {
      vi.stubGlobal('EventSource', FakeEventSource);
      world.lot = spec.lot;
      world.refusal = null;
      getPageClient(MARKET).tokenStore.set('test-token');
      const heard: string[] = [];
      const listeners = Object.entries(EVENTS).map(([type, name]) => {
        const listener = (event: Event) => {
          expect(event.bubbles && event.composed).toBe(true);
          heard.push(name);
        };
        document.addEventListener(type, listener);
        return () => document.removeEventListener(type, listener);
      });
      document.body.insertAdjacentHTML(
        'beforeend',
        `<trove-bid-panel api-base="${MARKET}" lot-id="31"></trove-bid-panel>`,
      );
      const panel = document.querySelector<HTMLElement>('trove-bid-panel');
      if (!panel?.shadowRoot) throw new Error('trove-bid-panel not mounted');
      let reads = 0;
      const countReads = ({ request }: { request: Request }) => {
        if (new URL(request.url).pathname.endsWith('/auctions/lots/31/')) reads += 1;
      };
      worker.events.on('response:mocked', countReads);
      const status = () => panel.shadowRoot?.querySelector('[part~="status"]');
      const driver: LotBehaviourDriver = {
        async open() {
          await vi.waitFor(() => expect(buttonOf(panel, 'Place bid')).toBeDefined(), { timeout: 5000 });
          await vi.waitFor(() => expect(FakeEventSource.open.size).toBe(1));
          // the member's own read of the lot (after the anonymous one) is in
          await vi.waitFor(() => expect(reads).toBeGreaterThanOrEqual(2));
          worker.events.removeListener('response:mocked', countReads);
        },
        push: (event) => FakeEventSource.push(event),
        async bid(amount) {
          const input = panel.shadowRoot?.querySelector('input');
          if (!input) throw new Error('no amount field');
          const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
          setValue?.call(input, String(amount));
          input.dispatchEvent(new Event('input', { bubbles: true }));
          buttonOf(panel, 'Place bid')?.click();
          await vi.waitFor(() => expect(buttonOf(panel, 'Confirm')).toBeDefined());
          buttonOf(panel, 'Confirm')?.click();
        },
        heard: () => heard,
        told: () => status()?.textContent ?? '',
      };
      await driver.open();
      await spec.act(world, driver);
      await vi.waitFor(() => {
        expect(driver.heard()).toContain(spec.heard);
        expect(driver.told()).toContain(spec.told);
      });
      if (spec.notTold) expect(driver.told()).not.toContain(spec.notTold);
      for (const remove of listeners) remove();
    });
  }
});

describe('<trove-lot> beside a <trove-bid-panel> of the same lot', () => {
  const outbid = lotBehaviourCases[0];

  /** Where the page shows `text`: each element's visible pieces saying it, and its live regions saying it. */
  function saying(elements: HTMLElement[], text: string) {
    const shown: string[] = [];
    const spoken: string[] = [];
    for (const element of elements) {
      const root = element.shadowRoot;
      if (!root) continue;
      for (const node of root.querySelectorAll<HTMLElement>('p, span, div')) {
        if (node.textContent?.trim() !== text) continue;
        const box = node.getBoundingClientRect();
        // the innermost piece saying it, drawn larger than a visually hidden one
        if (![...node.children].some((child) => child.textContent?.trim() === text) && box.width > 1)
          shown.push(element.localName);
      }
      for (const region of root.querySelectorAll('[aria-live], [role="status"]')) {
        if (region.parentElement?.closest('[aria-live], [role="status"]')) continue;
        if (region.textContent?.includes(text)) spoken.push(element.localName);
      }
    }
    return { shown, spoken };
  }

  it('tells the bidder You have been out bid once: in the panel, not again in the lot', async () => {
    if (!outbid) throw new Error('no outbid case');
    vi.stubGlobal('EventSource', FakeEventSource);
    world.lot = outbid.lot;
    world.refusal = null;
    getPageClient(MARKET).tokenStore.set('test-token');
    const heard: string[] = [];
    const listener = (event: Event) => heard.push((event.target as Element).localName);
    document.addEventListener('trove:outbid', listener);
    let reads = 0;
    const countReads = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname.endsWith('/auctions/lots/31/')) reads += 1;
    };
    worker.events.on('response:mocked', countReads);
    document.body.insertAdjacentHTML(
      'beforeend',
      `<trove-lot api-base="${MARKET}" lot-id="31"></trove-lot>
       <trove-bid-panel api-base="${MARKET}" lot-id="31"></trove-bid-panel>`,
    );
    const lot = document.querySelector<HTMLElement>('trove-lot');
    const panel = document.querySelector<HTMLElement>('trove-bid-panel');
    if (!lot || !panel) throw new Error('not mounted');
    await vi.waitFor(() => expect(buttonOf(panel, 'Place bid')).toBeDefined(), { timeout: 5000 });
    await vi.waitFor(() => expect(FakeEventSource.open.size).toBe(2));
    // each element's member read (after its anonymous one) is in
    await vi.waitFor(() => expect(reads).toBeGreaterThanOrEqual(4));
    worker.events.removeListener('response:mocked', countReads);
    await outbid.act(world, {
      open: async () => {},
      push: (event) => FakeEventSource.push(event),
      bid: async () => {},
      heard: () => [],
      told: () => '',
    });
    // each element tells the page (trove:outbid from each)
    await vi.waitFor(() => expect(heard.sort()).toEqual(['trove-bid-panel', 'trove-lot']));
    await vi.waitFor(() =>
      expect(panel.shadowRoot?.querySelector('[part~="status"]')?.textContent).toContain(outbid.told),
    );
    // the bidder sees it once (the panel's outbid line) and hears it once (the panel's status region)
    const { shown, spoken } = saying([lot, panel], outbid.told);
    expect(shown).toEqual(['trove-bid-panel']);
    expect(spoken).toEqual(['trove-bid-panel']);
    document.removeEventListener('trove:outbid', listener);
  });
});
