import { screen, waitFor } from '@testing-library/react';
import type { LotOutcome } from '@trove/core/auction';
import {
  authHandlers,
  FakeEventSource,
  type LotBehaviourDriver,
  type LotWorld,
  lotBehaviourCases,
  lotWorldHandlers,
  userFixture,
} from '@trove/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupMswServer } from '../testing/mswServer';
import { renderWithTrove } from '../testing/renderWithTrove';
import { LotDetail } from './LotDetail';

const server = setupMswServer(...authHandlers({ user: userFixture({ id: 7 }) }));

beforeEach(() => {
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  vi.unstubAllGlobals();
  FakeEventSource.open.clear();
});

describe('the lot behaviour spec, against useLotSession (through LotDetail)', () => {
  for (const spec of lotBehaviourCases) {
    it(spec.name, async () => {
      const world: LotWorld = { lot: spec.lot, refusal: null };
      server.use(...lotWorldHandlers(world));
      const outcomes: LotOutcome[] = [];
      // the member signs in from the start: the session is told who they are once known
      let reads = 0;
      const countReads = ({ request }: { request: Request }) => {
        if (new URL(request.url).pathname.endsWith('/auctions/lots/31/')) reads += 1;
      };
      server.events.on('response:mocked', countReads);
      const { toasts, user } = renderWithTrove(
        <LotDetail lotId={31} timeZone="UTC" onOutcome={(outcome) => outcomes.push(outcome)} />,
        { token: 'test-token' },
      );
      const driver: LotBehaviourDriver = {
        async open() {
          await screen.findByRole('region', { name: 'Lot 12' });
          await waitFor(() => expect(reads).toBeGreaterThanOrEqual(2));
          await waitFor(() => expect(FakeEventSource.open.size).toBe(1));
        },
        push: (event) => FakeEventSource.push(event),
        async bid(amount) {
          const input = await screen.findByRole('textbox', { name: /^Your bid/ });
          await user.clear(input);
          await user.type(input, String(amount));
          await user.click(screen.getByRole('button', { name: 'Place bid' }));
          await user.click(screen.getByRole('button', { name: 'Confirm' }));
        },
        heard: () => outcomes.map((outcome) => outcome.type),
        told: () =>
          [
            ...toasts.queue.visibleToasts.map((toast) => toast.content.message),
            ...screen.getAllByRole('status').map((status) => status.textContent ?? ''),
          ].join('\n'),
      };
      await driver.open();
      server.events.removeListener('response:mocked', countReads);
      await spec.act(world, driver);
      await waitFor(() => {
        expect(driver.heard()).toContain(spec.heard);
        expect(driver.told()).toContain(spec.told);
      });
      if (spec.notTold) expect(driver.told()).not.toContain(spec.notTold);
    });
  }
});
