import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { NavbarView } from './NavbarView';

const followed = vi.fn();

/** A router's link: it navigates in the app, so the page (and the drawer) stays. */
function AppLink({ href, className, children }: { href: string; className?: string; children?: ReactNode }) {
  return (
    <a
      href={href}
      className={className}
      onClick={(event) => {
        event.preventDefault();
        followed(href);
      }}
    >
      {children}
    </a>
  );
}

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
    expect(await menuItems()).toEqual(['Your account', 'Notifications', 'Upgrade', 'Log out']);
  });

  it('lists Complete Profile for an incomplete profile', async () => {
    expect(await menuItems({ profileComplete: false })).toEqual([
      'Your account',
      'Complete Profile',
      'Upgrade',
      'Log out',
    ]);
  });

  it('lists Create Listing when the member may create listings', async () => {
    expect(await menuItems({ canCreateListing: true })).toEqual([
      'Your account',
      'Notifications',
      'Upgrade',
      'Create Listing',
      'Log out',
    ]);
  });

  it('shows the basket line count on the cart icon, in its name too', () => {
    const { rerender } = render(<NavbarView siteName="Trove" member={member} cartEnabled cartCount={2} />);
    const cart = screen.getByRole('link', { name: 'Cart, 2 items' });
    expect(cart.getAttribute('href')).toBe('/cart');
    expect(cart.querySelector('.trove-navbar__cart-count')?.textContent).toBe('2');
    rerender(<NavbarView siteName="Trove" member={member} cartEnabled cartCount={1} />);
    expect(screen.getByRole('link', { name: 'Cart, 1 item' })).toBeDefined();
    // an empty basket: no badge
    rerender(<NavbarView siteName="Trove" member={member} cartEnabled cartCount={0} />);
    expect(
      screen.getByRole('link', { name: 'Cart, 0 items' }).querySelector('.trove-navbar__cart-count'),
    ).toBeNull();
  });

  it('leaves out, by default, the link to a page that does not exist yet (Upgrade); the cart is /cart and Create Listing /add', async () => {
    const { unmount } = render(<NavbarView siteName="Trove" member={member} cartEnabled />);
    expect(screen.getByRole('link', { name: 'Cart' }).getAttribute('href')).toBe('/cart');
    unmount();
    expect(await menuItems({ canCreateListing: true }, {})).toEqual([
      'Your account',
      'Notifications',
      'Create Listing',
      'Log out',
    ]);
    expect(screen.getByRole('menuitem', { name: 'Create Listing' }).getAttribute('href')).toBe('/add');
  });

  it('has no Create Listing by default for a member who may not create listings', async () => {
    expect(await menuItems({ canCreateListing: false }, {})).toEqual([
      'Your account',
      'Notifications',
      'Log out',
    ]);
  });

  it('sends Complete Profile to the account dashboard by default', async () => {
    render(<NavbarView siteName="Trove" member={{ ...member, profileComplete: false }} />);
    await userEvent.click(screen.getByRole('button', { name: 'kiri' }));
    const item = await screen.findByRole('menuitem', { name: 'Complete Profile' });
    expect(item.getAttribute('href')).toBe('/account');
  });

  it('hides a link given as null', async () => {
    expect(
      await menuItems({ profileComplete: false }, { ...built, completeProfile: null, account: null }),
    ).toEqual(['Upgrade', 'Log out']);
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

  const sections = [
    { name: 'Coins', href: '/collectables/coins' },
    { name: 'Events', href: '/collectables/events' },
    { name: 'Auctions', href: '/collectables/events/auctions' },
  ];

  it('shows the sections in a row of their own, the one the page is in marked current', () => {
    render(<NavbarView siteName="Trove" sections={sections} currentPath="/Collectables/Events/fairs" />);
    const row = within(screen.getByRole('navigation', { name: 'Sections' }));
    expect(row.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(
      sections.map((section) => section.href),
    );
    const current = row.getByRole('link', { name: 'Events' }).closest('li');
    expect(current?.getAttribute('aria-current')).toBe('page');
    expect(row.getByRole('link', { name: 'Coins' }).closest('li')?.hasAttribute('aria-current')).toBe(false);
  });

  it('has no sections row unless sections are given', () => {
    render(<NavbarView siteName="Trove" />);
    expect(screen.queryByRole('navigation', { name: 'Sections' })).toBeNull();
  });

  it("opens a drawer from the menu button with the sections, Watchlist and the member's pages", async () => {
    render(<NavbarView siteName="Trove" member={member} auctionsEnabled sections={sections} />);
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Menu' }));
    expect(drawer.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Coins', '/collectables/coins'],
      ['Events', '/collectables/events'],
      ['Auctions', '/collectables/events/auctions'],
      ['Watchlist', '/collectables?key=watchlist'],
      ['Your account', '/account'],
      ['My lots', '/auctions'],
      ['Notifications', '/notifications'],
    ]);
  });

  it('gives a visitor the sections and Watchlist in the drawer, and closes it when a link is followed', async () => {
    followed.mockClear();
    render(<NavbarView siteName="Trove" sections={sections} linkComponent={AppLink} />);
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Menu' }));
    expect(drawer.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Coins',
      'Events',
      'Auctions',
      'Watchlist',
    ]);
    await userEvent.click(drawer.getByRole('link', { name: 'Events' }));
    expect(followed).toHaveBeenCalledWith('/collectables/events');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
  });

  it('closes the drawer with Escape and its close button', async () => {
    render(<NavbarView siteName="Trove" sections={sections} />);
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    await screen.findByRole('dialog', { name: 'Menu' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('calls onLogout from the menu', async () => {
    const onLogout = vi.fn();
    render(<NavbarView siteName="Trove" member={member} onLogout={onLogout} />);
    await userEvent.click(screen.getByRole('button', { name: 'kiri' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });
});
