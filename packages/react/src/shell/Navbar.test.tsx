import { render, screen } from '@testing-library/react';
import { createMemoryStorage, createTroveClient } from '@trove/core';
import { settingsErrorHandlers, settingsFixture, settingsHandlers } from '@trove/test-utils';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TroveProvider } from '../provider/TroveProvider';
import { Navbar } from './Navbar';

const server = setupServer(...settingsHandlers(settingsFixture({ site_name: 'Kiwi Coins' })));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderNavbar() {
  const client = createTroveClient({ baseUrl: 'http://trove.test', storage: createMemoryStorage() });
  return render(
    <TroveProvider client={client}>
      <Navbar />
    </TroveProvider>,
  );
}

describe('Navbar', () => {
  it('shows the site name from the server', async () => {
    renderNavbar();
    expect(await screen.findByRole('link', { name: 'Kiwi Coins' })).toBeDefined();
  });

  it('falls back to the default site name when the settings call fails', async () => {
    server.use(...settingsErrorHandlers);
    renderNavbar();
    expect(await screen.findByRole('link', { name: 'Trove' }, { timeout: 5000 })).toBeDefined();
  });

  it('names the provider it needs when rendered without one', () => {
    expect(() => render(<Navbar />)).toThrow(/wrap your tree in <TroveProvider/);
  });
});
