import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FooterView } from './FooterView';

const places = [
  { name: 'Collectables', href: '/collectables' },
  ...['Coins', 'Banknotes', 'Stamps', 'Militaria', 'Antiques', 'Toys', 'Events', 'Directory'].map((name) => ({
    name,
    href: `/collectables/${name.toLowerCase()}`,
  })),
  { name: 'Auctions', href: '/collectables/events/auctions' },
];

const meta = {
  title: 'Shell/FooterView',
  component: FooterView,
  args: { siteName: 'Trove', places },
} satisfies Meta<typeof FooterView>;

export default meta;
type Story = StoryObj<typeof meta>;

const atWidth =
  (width: number): Decorator =>
  (Story) => (
    <div style={{ width, maxWidth: '100%' }}>
      <Story />
    </div>
  );

/** A visitor: the gallery's places, Join for FREE, Log In, Forgot password and Watchlist. */
export const Visitor: Story = {
  play: async ({ canvasElement }) => {
    const own = within(within(canvasElement).getByRole('region', { name: 'Your account' }));
    await expect(own.getByRole('link', { name: 'Join for FREE' })).toHaveAttribute('href', '/sign-up');
  },
};

/** A member, the cart and auctions flags on: their pages, Orders, Cart and My lots. */
export const Member: Story = {
  args: { signedIn: true, cartEnabled: true, auctionsEnabled: true },
  play: async ({ canvasElement }) => {
    const own = within(within(canvasElement).getByRole('region', { name: 'Your account' }));
    await expect(own.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Your account',
      'Notifications',
      'Watchlist',
      'My lots',
      'Orders',
      'Cart',
    ]);
  },
};

/** On a phone: one column, nothing wider than the screen. */
export const Phone: Story = {
  decorators: [atWidth(390)],
  args: { signedIn: true, cartEnabled: true, auctionsEnabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('contentinfo').scrollWidth).toBeLessThanOrEqual(390);
  },
};
