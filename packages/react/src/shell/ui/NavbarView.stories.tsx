import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
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

/** A signed-in member: no Join for FREE, no Log In. */
export const Member: Story = {
  args: { anonymous: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link', { name: 'Log In' })).toBeNull();
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
