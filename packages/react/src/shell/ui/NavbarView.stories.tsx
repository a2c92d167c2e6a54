import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { NavbarView } from './NavbarView';

const meta = {
  title: 'Shell/NavbarView',
  component: NavbarView,
  args: { siteName: 'Trove' },
} satisfies Meta<typeof NavbarView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What a visitor sees: Watchlist, Join for FREE and Log In. */
export const Anonymous: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Join for FREE' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Log In' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  },
};

/** Signed in, the member not loaded yet: no Join for FREE, no Log In, no menu. */
export const Member: Story = {
  args: { anonymous: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link', { name: 'Log In' })).toBeNull();
  },
};

const member = { displayName: 'kiri', photo: null, profileComplete: true, canCreateListing: false };
/** The billing and listing pages, as a site that has them links them (Trove has neither yet). */
const hrefs = { cart: '/cart', upgrade: '/account/upgrade', createListing: '/add' };

async function openMenu(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'kiri' }));
  const menu = await screen.findByRole('menu', { name: 'kiri' });
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
}

/** A member with a complete profile: the cart, their name and a menu with Notifications. */
export const SignedIn: Story = {
  args: { member, cartEnabled: true, hrefs, onLogout: fn() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart');
    await expect(await openMenu(canvasElement)).toEqual([
      'Your account',
      'Notifications',
      'Upgrade',
      'Log out',
    ]);
  },
};

/** An incomplete profile: Complete Profile instead of Notifications. */
export const SignedInIncompleteProfile: Story = {
  args: { member: { ...member, profileComplete: false }, cartEnabled: true, hrefs },
  play: async ({ canvasElement }) => {
    await expect(await openMenu(canvasElement)).toEqual([
      'Your account',
      'Complete Profile',
      'Upgrade',
      'Log out',
    ]);
  },
};

/** Listing creation on and the add_item permission: Create Listing. */
export const SignedInWithCreateListing: Story = {
  args: { member: { ...member, canCreateListing: true }, cartEnabled: true, hrefs },
  play: async ({ canvasElement }) => {
    await expect(await openMenu(canvasElement)).toEqual([
      'Your account',
      'Notifications',
      'Upgrade',
      'Create Listing',
      'Log out',
    ]);
  },
};

/** The basket's line count on the cart icon (and in its name). */
export const SignedInWithCartCount: Story = {
  args: { member, cartEnabled: true, cartCount: 3, hrefs },
  play: async ({ canvasElement }) => {
    const cart = within(canvasElement).getByRole('link', { name: 'Cart, 3 items' });
    await expect(cart).toHaveAttribute('href', '/cart');
    await expect(cart).toHaveTextContent('3');
  },
};

/** Trove's own links: the cart (/cart) and Create Listing (/add), but no page for Upgrade yet, so it does not show. */
export const SignedInWithoutUnbuiltPages: Story = {
  args: { member: { ...member, profileComplete: false, canCreateListing: true }, cartEnabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart');
    await expect(await openMenu(canvasElement)).toEqual([
      'Your account',
      'Complete Profile',
      'Create Listing',
      'Log out',
    ]);
    await expect(screen.getByRole('menuitem', { name: 'Complete Profile' })).toHaveAttribute(
      'href',
      '/account',
    );
    await expect(screen.getByRole('menuitem', { name: 'Create Listing' })).toHaveAttribute('href', '/add');
  },
};

/** The cart flag off: no cart icon. With a photo beside the name. */
export const SignedInWithoutCart: Story = {
  args: {
    member: {
      ...member,
      photo:
        'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"%3E%3Ccircle cx="12" cy="12" r="12" fill="%230a5cad"/%3E%3C/svg%3E',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link', { name: 'Cart' })).toBeNull();
    await expect(within(canvasElement).getByRole('button', { name: 'kiri' })).toBeVisible();
  },
};

/** The site name is still loading. */
export const Loading: Story = {
  args: { siteName: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  },
};

export const LongSiteName: Story = {
  args: { siteName: 'The Canterbury Numismatic and Philatelic Collectors Exchange' },
};

/** Themed through the custom properties, as a partner would. */
export const Themed: Story = {
  render: (args) => (
    <div style={{ '--trove-color-accent': '#7a1f3d', '--trove-radius': '0' } as React.CSSProperties}>
      <NavbarView {...args} />
    </div>
  ),
};

/** The demo catalogue's sections, Events and the Directory among them, and the events' Auctions. */
const sections = [
  'Coins',
  'Banknotes',
  'Stamps',
  'Militaria',
  'Antiques',
  'Toys',
  'Sports Memorabilia',
  'Events',
  'Directory',
].map((name) => ({ name, href: `/collectables/${name.toLowerCase().replace(' ', '-')}` }));
const withAuctions = [...sections, { name: 'Auctions', href: '/collectables/events/auctions' }];

/** The navbar lays itself out by its own width: these stories give it a phone's or a desktop's. */
const atWidth =
  (width: number): Decorator =>
  (Story) => (
    <div style={{ width, maxWidth: '100%' }}>
      <Story />
    </div>
  );
const PHONE = 390;
const DESKTOP = 1366;

/** How many lines an element's text takes. */
function linesOf(element: Element) {
  const range = document.createRange();
  range.selectNodeContents(element);
  return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
}

/** Desktop: the sections in a row under the bar, the page's section marked. */
export const DesktopSections: Story = {
  decorators: [atWidth(DESKTOP)],
  args: { sections: withAuctions, currentPath: '/collectables/events/auctions' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = within(canvas.getByRole('navigation', { name: 'Sections' }));
    await expect(row.getAllByRole('link')).toHaveLength(withAuctions.length);
    await expect(row.getByRole('link', { name: 'Auctions' }).closest('li')).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvasElement.querySelector('.trove-navbar__menu-button')).not.toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Watchlist' })).toBeVisible();
  },
};

/** Desktop, signed in: the cart, the member's name; the sections row as for a visitor. */
export const DesktopSignedIn: Story = {
  decorators: [atWidth(DESKTOP)],
  args: { sections: withAuctions, member, cartEnabled: true, cartCount: 2, auctionsEnabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('navigation', { name: 'Sections' })).toBeVisible();
    await expect(await openMenu(canvasElement)).toEqual([
      'Your account',
      'My lots',
      'Notifications',
      'Log out',
    ]);
  },
};

/**
 * A phone (390 px): the menu button, the name, Join for FREE and Log In on one line each, the
 * search box on a line of its own; the sections and Watchlist wait in the drawer.
 */
export const Phone: Story = {
  decorators: [atWidth(PHONE)],
  args: { sections: withAuctions },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Menu' })).toBeVisible();
    await expect(canvasElement.querySelector('.trove-navbar__sections')).not.toBeVisible();
    await expect(canvasElement.querySelector('.trove-navbar__watchlist')).not.toBeVisible();
    await expect(linesOf(canvas.getByRole('link', { name: 'Join for FREE' }))).toBe(1);
    await expect(linesOf(canvas.getByRole('link', { name: 'Log In' }))).toBe(1);
    await expect(canvas.getByRole('searchbox').getBoundingClientRect().width).toBeGreaterThan(300);
    await expect(canvas.getByRole('banner').scrollWidth).toBeLessThanOrEqual(PHONE);
  },
};

/** A phone with a long site name: it is cut short with an ellipsis, the account links stay whole. */
export const PhoneLongSiteName: Story = {
  decorators: [atWidth(PHONE)],
  args: { sections: withAuctions, siteName: 'The Canterbury Numismatic and Philatelic Collectors Exchange' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('link', { name: /^The Canterbury/ });
    await expect(name.scrollWidth).toBeGreaterThan(name.clientWidth);
    await expect(linesOf(canvas.getByRole('link', { name: 'Join for FREE' }))).toBe(1);
    await expect(canvas.getByRole('banner').scrollWidth).toBeLessThanOrEqual(PHONE);
  },
};

/** A phone, signed in: the cart and the member's name (cut short when long) beside the menu button. */
export const PhoneSignedIn: Story = {
  decorators: [atWidth(PHONE)],
  args: {
    sections: withAuctions,
    member: { ...member, displayName: 'Wiremu Rangi-Tawhiao Collectables' },
    cartEnabled: true,
    cartCount: 1,
    auctionsEnabled: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Wiremu Rangi-Tawhiao Collectables' })).toBeVisible();
    await expect(canvas.getByRole('banner').scrollWidth).toBeLessThanOrEqual(PHONE);
  },
};

/** A phone, the menu open: the sections, Watchlist and the member's pages in a drawer. */
export const PhoneMenuOpen: Story = {
  decorators: [atWidth(PHONE)],
  args: {
    sections: withAuctions,
    member,
    cartEnabled: true,
    auctionsEnabled: true,
    currentPath: '/collectables/coins',
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Menu' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Menu' }));
    await expect(drawer.getAllByRole('link').map((link) => link.textContent)).toEqual([
      ...withAuctions.map((section) => section.name),
      'Watchlist',
      'Your account',
      'My lots',
      'Notifications',
    ]);
    await expect(drawer.getByRole('link', { name: 'Coins' }).closest('li')).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};
