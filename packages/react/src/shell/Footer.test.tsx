import { screen, within } from '@testing-library/react';
import { authHandlers, lookupHandlers, settingsFixture, settingsHandlers } from '@trove/test-utils';
import { describe, expect, it } from 'vitest';
import { setupMswServer } from '../testing/mswServer';
import { renderWithTrove } from '../testing/renderWithTrove';
import { Footer } from './Footer';

const server = setupMswServer(
  ...settingsHandlers(settingsFixture({ site_name: 'Kiwi Coins' })),
  ...lookupHandlers(),
);

describe('Footer', () => {
  it("browses the niche tree's places: the whole gallery, its sections and the events' Auctions", async () => {
    renderWithTrove(<Footer />);
    const browse = within(await screen.findByRole('region', { name: 'Browse' }));
    expect(browse.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/collectables',
      '/collectables/coins',
      '/collectables/banknotes',
      '/collectables/stamps',
      '/collectables/events',
      '/collectables/directory',
      '/collectables/events/auctions',
    ]);
    expect(await screen.findByText('Kiwi Coins')).toBeDefined();
  });

  it('appears whole, once the settings and the places are in: it never grows after', async () => {
    renderWithTrove(<Footer />);
    expect(screen.queryByRole('contentinfo')).toBeNull();
    const footer = await screen.findByRole('contentinfo');
    // the places, the site name and the visitor's pages with it, not filled in later
    expect(within(footer).getAllByRole('link', { name: /./ }).length).toBeGreaterThan(7);
    expect(within(footer).getByText('Kiwi Coins')).toBeDefined();
    expect(within(footer).getByRole('link', { name: 'Log In' })).toBeDefined();
  });

  it("gives a member their pages as the settings' flags allow", async () => {
    server.use(...authHandlers());
    renderWithTrove(<Footer />, { token: 'test-token' });
    const own = within(await screen.findByRole('region', { name: 'Your account' }));
    expect(await own.findByRole('link', { name: 'My lots' })).toBeDefined();
    expect(own.getByRole('link', { name: 'Your account' }).getAttribute('href')).toBe('/account');
    expect(own.queryByRole('link', { name: 'Log In' })).toBeNull();
  });
});
