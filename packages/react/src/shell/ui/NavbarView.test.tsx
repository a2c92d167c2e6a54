import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NavbarView } from './NavbarView';

describe('NavbarView', () => {
  it('shows the site name, an empty search box, Watchlist, Join for FREE and Log In to visitors', () => {
    render(<NavbarView siteName="Trove" />);
    expect(screen.getByRole('link', { name: 'Trove' })).toHaveProperty('pathname', '/collectables');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveProperty('value', '');
    const nav = within(screen.getByRole('navigation'));
    expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Watchlist',
      'Join for FREE',
      'Log In',
    ]);
    expect(nav.getByRole('link', { name: 'Log In' })).toHaveProperty('pathname', '/login');
    expect(nav.getByRole('link', { name: 'Join for FREE' })).toHaveProperty('pathname', '/sign-up');
  });

  it('hides Join for FREE and Log In from members', () => {
    render(<NavbarView siteName="Trove" anonymous={false} />);
    expect(screen.queryByRole('link', { name: 'Log In' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Join for FREE' })).toBeNull();
  });

  it('shows a loading placeholder until the site name is known', () => {
    render(<NavbarView siteName={undefined} />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeDefined();
  });

  it('takes translations, hrefs and class names', () => {
    render(
      <NavbarView
        siteName="Trove"
        translations={{ login: 'Sign in' }}
        hrefs={{ login: '/auth/login' }}
        classNames={{ root: 'site-header' }}
      />,
    );
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveProperty('pathname', '/auth/login');
    expect(screen.getByRole('banner').className).toContain('site-header');
  });

  const member = { displayName: 'kiri', photo: null, profileComplete: true, canCreateListing: false };

  // the links of pages Trove does not have yet (cart, billing, the listing form), as a site that has them gives them
  const built = { cart: '/cart', upgrade: '/account/upgrade', createListing: '/add' };

  async function menuItems(
    props: Partial<typeof member> = {},
    hrefs: Parameters<typeof NavbarView>[0]['hrefs'] = built,
  ) {
    render(<NavbarView siteName="Trove" member={{ ...member, ...props }} hrefs={hrefs} />);
    await userEvent.click(screen.getByRole('button', { name: 'kiri' }));
    return within(await screen.findByRole('menu', { name: 'kiri' }))
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
  }

  it("shows a member's name instead of Join for FREE and Log In", () => {
    render(<NavbarView siteName="Trove" member={member} hrefs={built} />);
    expect(screen.getByRole('button', { name: 'kiri' })).toBeDefined();
    expect(screen.queryByRole('link', { name: 'Log In' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Cart' })).toBeNull();
  });

  it('shows the cart icon link when the cart is enabled', () => {
    render(<NavbarView siteName="Trove" member={member} cartEnabled hrefs={built} />);
    expect(screen.getByRole('link', { name: 'Cart' }).getAttribute('href')).toBe('/cart');
  });

  it('lists Notifications, Upgrade and Log out for a complete profile', async () => {
    expect(await menuItems()).toEqual(['Notifications', 'Upgrade', 'Log out']);
  });

  it('lists Complete Profile for an incomplete profile', async () => {
    expect(await menuItems({ profileComplete: false })).toEqual(['Complete Profile', 'Upgrade', 'Log out']);
  });

  it('lists Create Listing when the member may create listings', async () => {
    expect(await menuItems({ canCreateListing: true })).toEqual([
      'Notifications',
      'Upgrade',
      'Create Listing',
      'Log out',
    ]);
  });

  it('leaves out, by default, the links to pages that do not exist yet: cart, Upgrade, Create Listing', async () => {
    const { unmount } = render(<NavbarView siteName="Trove" member={member} cartEnabled />);
    expect(screen.queryByRole('link', { name: 'Cart' })).toBeNull();
    unmount();
    expect(await menuItems({ canCreateListing: true }, {})).toEqual(['Notifications', 'Log out']);
  });

  it('sends Complete Profile to the account dashboard by default', async () => {
    render(<NavbarView siteName="Trove" member={{ ...member, profileComplete: false }} />);
    await userEvent.click(screen.getByRole('button', { name: 'kiri' }));
    const item = await screen.findByRole('menuitem', { name: 'Complete Profile' });
    expect(item.getAttribute('href')).toBe('/account');
  });

  it('hides a link given as null', async () => {
    expect(await menuItems({ profileComplete: false }, { ...built, completeProfile: null })).toEqual([
      'Upgrade',
      'Log out',
    ]);
  });

  it("links the menu to the spec's routes and navigates through the app's router", async () => {
    const navigate = vi.fn();
    render(<NavbarView siteName="Trove" member={member} navigate={navigate} />);
    await userEvent.click(screen.getByRole('button', { name: 'kiri' }));
    const notifications = await screen.findByRole('menuitem', { name: 'Notifications' });
    expect(notifications.getAttribute('href')).toBe('/notifications');
    await userEvent.click(notifications);
    expect(navigate).toHaveBeenCalledWith('/notifications', undefined);
  });

  it('calls onLogout from the menu', async () => {
    const onLogout = vi.fn();
    render(<NavbarView siteName="Trove" member={member} onLogout={onLogout} />);
    await userEvent.click(screen.getByRole('button', { name: 'kiri' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });
});
