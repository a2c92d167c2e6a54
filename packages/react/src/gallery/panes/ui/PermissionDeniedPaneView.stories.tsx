import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { PermissionDeniedPaneView } from './PermissionDeniedPaneView';

/** The restricted-item pane: a tile that cannot be opened, or a 403. */
const meta = {
  title: 'Gallery/Panes/PermissionDeniedPaneView',
  component: PermissionDeniedPaneView,
  decorators: [
    (Story) => (
      <div style={{ padding: 16, maxWidth: 960 }}>
        <Story />
      </div>
    ),
  ],
  args: { signedIn: false, title: 'Penny Black stamp 1852', onClose: fn() },
} satisfies Meta<typeof PermissionDeniedPaneView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Anonymous visitors: Join for FREE or Log In. */
export const Anonymous: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Permission denied' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Join for FREE' })).toHaveAttribute('href', '/sign-up');
    await expect(canvas.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
  },
};

/** Members: Upgrade (for a site with an upgrade page). */
export const SignedIn: Story = {
  args: { signedIn: true, hrefs: { upgrade: '/account/upgrade' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/account/upgrade');
    await expect(canvas.queryByRole('link', { name: 'Join for FREE' })).toBeNull();
  },
};

/** Members on Trove today: no upgrade page yet, so the message without an Upgrade button. */
export const SignedInWithoutUpgradePage: Story = {
  args: { signedIn: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^Upgrade required/)).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};
