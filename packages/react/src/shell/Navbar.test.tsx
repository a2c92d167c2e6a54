import { render, screen, within } from '@testing-library/react';
import { createMemoryStorage, createTroveClient } from '@trove/core';
import { authMessages } from '@trove/core/auth';
import {
  authHandlers,
  groupFixture,
  lookupErrorHandlers,
  lookupHandlers,
  settingsErrorHandlers,
  settingsFixture,
  settingsHandlers,
  userFixture,
} from '@trove/test-utils';
import { describe, expect, it, vi } from 'vitest';
import { TroveProvider } from '../provider/TroveProvider';
import { setupMswServer } from '../testing/mswServer';
import { renderWithTrove } from '../testing/renderWithTrove';
import { Navbar, type NavbarProps } from './Navbar';

const server = setupMswServer(
  ...settingsHandlers(settingsFixture({ site_name: 'Kiwi Coins' })),
  ...lookupHandlers(),
);

function renderNavbar() {
  const client = createTroveClient({ baseUrl: 'http://trove.test', storage: createMemoryStorage() });
  return render(
    <TroveProvider client={client}>
      <Navbar />
    </TroveProvider>,
  );
}

function flags(features: Partial<ReturnType<typeof settingsFixture>['features']>) {
  const defaults = settingsFixture();
  server.use(...settingsHandlers({ ...defaults, features: { ...defaults.features, ...features } }));
}

// the links of pages Trove does not have yet, as a site that has them gives them
const built = { cart: '/cart', upgrade: '/account/upgrade', createListing: '/add' };

async function openMenu(name = 'kiri', hrefs: NavbarProps['hrefs'] = built) {
  const rendered = renderWithTrove(<Navbar hrefs={hrefs} />, { token: 'test-token' });
  await rendered.user.click(await screen.findByRole('button', { name }));
  const menu = await screen.findByRole('menu');
  return {
    ...rendered,
    items: within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent),
  };
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

  it("links the niche tree's sections, Events and the Directory among them, then the events' Auctions", async () => {
    renderWithTrove(<Navbar currentPath="/collectables/events/auctions" />);
    const row = await screen.findByRole('navigation', { name: 'Sections' });
    await within(row).findByRole('link', { name: 'Coins' });
    const links = within(row).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Coins', '/collectables/coins'],
      ['Banknotes', '/collectables/banknotes'],
      ['Stamps', '/collectables/stamps'],
      ['Events', '/collectables/events'],
      ['Directory', '/collectables/directory'],
      ['Auctions', '/collectables/events/auctions'],
    ]);
    // the page's section is the current one: Auctions, not Events, for the auctions gallery
    expect(links.at(-1)?.closest('li')?.getAttribute('aria-current')).toBe('page');
    expect(links[3]?.closest('li')?.hasAttribute('aria-current')).toBe(false);
  });

  it('keeps the sections row, empty, when the niche tree cannot be had', async () => {
    server.use(...lookupErrorHandlers('niches'));
    renderWithTrove(<Navbar />);
    expect(await screen.findByRole('link', { name: 'Join for FREE' })).toBeDefined();
    expect(within(screen.getByRole('navigation', { name: 'Sections' })).queryAllByRole('link')).toEqual([]);
  });

  it('leaves out My lots while the auctions flag is off', async () => {
    flags({ auctions: false });
    server.use(...authHandlers());
    expect((await openMenu()).items).toEqual(['Your account', 'Notifications', 'Upgrade', 'Log out']);
  });

  it('keeps Join for FREE and Log In for visitors', async () => {
    renderWithTrove(<Navbar />);
    expect(await screen.findByRole('link', { name: 'Join for FREE' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Log In' })).toBeDefined();
  });

  it('shows a member their name, the cart and Your account, My lots, Notifications, Upgrade and Log out', async () => {
    server.use(...authHandlers());
    const { items } = await openMenu();
    expect(items).toEqual(['Your account', 'My lots', 'Notifications', 'Upgrade', 'Log out']);
    // The open menu hides the rest of the page from assistive technology.
    expect(screen.getByRole('link', { name: 'Cart', hidden: true }).getAttribute('href')).toBe('/cart');
    expect(screen.queryByRole('link', { name: 'Log In', hidden: true })).toBeNull();
  });

  it('leaves out Upgrade by default (its page does not exist yet); the cart is /cart, Create Listing /add', async () => {
    const lister = userFixture({ groups: [groupFixture({ permissions: ['add_item'] })] });
    flags({ cart: true, create_listing: true });
    server.use(...authHandlers({ user: lister }));
    const { items } = await openMenu('kiri', {});
    expect(items).toEqual(['Your account', 'My lots', 'Notifications', 'Create Listing', 'Log out']);
    expect(screen.getByRole('menuitem', { name: 'Create Listing' }).getAttribute('href')).toBe('/add');
    expect(screen.getByRole('link', { name: 'Cart', hidden: true }).getAttribute('href')).toBe('/cart');
  });

  it('offers Complete Profile instead of Notifications while the profile is incomplete', async () => {
    server.use(...authHandlers({ user: userFixture({ is_profile_complete: false }) }));
    const { items } = await openMenu();
    expect(items).toEqual(['Your account', 'My lots', 'Complete Profile', 'Upgrade', 'Log out']);
  });

  it('offers Create Listing only with the create_listing flag and the add_item permission', async () => {
    const lister = userFixture({ groups: [groupFixture({ permissions: ['add_item'] })] });
    flags({ create_listing: true });
    server.use(...authHandlers({ user: lister }));
    expect((await openMenu()).items).toContain('Create Listing');
  });

  it('hides Create Listing without add_item, even with the flag on', async () => {
    flags({ create_listing: true });
    server.use(...authHandlers());
    expect((await openMenu()).items).not.toContain('Create Listing');
  });

  it('hides Create Listing while the flag is off, even with add_item', async () => {
    flags({ create_listing: false });
    server.use(
      ...authHandlers({ user: userFixture({ groups: [groupFixture({ permissions: ['add_item'] })] }) }),
    );
    expect((await openMenu()).items).not.toContain('Create Listing');
  });

  it('hides the cart icon while the cart flag is off', async () => {
    flags({ cart: false });
    server.use(...authHandlers());
    await openMenu();
    expect(screen.queryByRole('link', { name: 'Cart', hidden: true })).toBeNull();
  });

  it('logs out: the token and the member go, visitors links come back, the toast says so', async () => {
    server.use(...authHandlers());
    const onLoggedOut = vi.fn();
    const rendered = renderWithTrove(<Navbar onLoggedOut={onLoggedOut} />, { token: 'test-token' });
    await rendered.user.click(await screen.findByRole('button', { name: 'kiri' }));
    await rendered.user.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    expect(await screen.findByText(authMessages.loggedOut)).toBeDefined();
    expect(rendered.client.tokenStore.get()).toBeNull();
    expect(rendered.queryClient.getQueryData(['trove', 'user'])).toBeUndefined();
    expect(screen.getByRole('link', { name: 'Log In' })).toBeDefined();
    expect(onLoggedOut).toHaveBeenCalled();
  });
});
