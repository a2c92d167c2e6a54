import type { Meta, StoryObj } from '@storybook/react-vite';
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
/** The cart, billing and listing pages, as a site that has them links them (Trove has none yet). */
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
    await expect(await openMenu(canvasElement)).toEqual(['Notifications', 'Upgrade', 'Log out']);
  },
};

/** An incomplete profile: Complete Profile instead of Notifications. */
export const SignedInIncompleteProfile: Story = {
  args: { member: { ...member, profileComplete: false }, cartEnabled: true, hrefs },
  play: async ({ canvasElement }) => {
    await expect(await openMenu(canvasElement)).toEqual(['Complete Profile', 'Upgrade', 'Log out']);
  },
};

/** Listing creation on and the add_item permission: Create Listing. */
export const SignedInWithCreateListing: Story = {
  args: { member: { ...member, canCreateListing: true }, cartEnabled: true, hrefs },
  play: async ({ canvasElement }) => {
    await expect(await openMenu(canvasElement)).toEqual([
      'Notifications',
      'Upgrade',
      'Create Listing',
      'Log out',
    ]);
  },
};

/** Trove's own links: no page for the cart, Upgrade or Create Listing yet, so none of them shows. */
export const SignedInWithoutUnbuiltPages: Story = {
  args: { member: { ...member, profileComplete: false, canCreateListing: true }, cartEnabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link', { name: 'Cart' })).toBeNull();
    await expect(await openMenu(canvasElement)).toEqual(['Complete Profile', 'Log out']);
    await expect(screen.getByRole('menuitem', { name: 'Complete Profile' })).toHaveAttribute(
      'href',
      '/account',
    );
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
