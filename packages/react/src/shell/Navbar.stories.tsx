import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  settingsErrorHandlers,
  settingsFixture,
  settingsHandlers,
  settingsLoadingHandlers,
} from '@trove/test-utils';
import { expect, within } from 'storybook/test';
import { Navbar } from './Navbar';

/** The connected navbar: the site name comes from `GET /api/settings/` (here answered by MSW). */
const meta = {
  title: 'Shell/Navbar (connected)',
  component: Navbar,
} satisfies Meta<typeof Navbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FromTheApi: Story = {
  parameters: {
    msw: { handlers: { settings: settingsHandlers(settingsFixture({ site_name: 'Kiwi Coins' })) } },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Kiwi Coins' })).toBeVisible();
  },
};

export const LoadingSettings: Story = {
  parameters: { msw: { handlers: { settings: settingsLoadingHandlers } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  },
};

/** The settings call fails: the default configuration (and any settings cookie) is used. */
export const SettingsUnavailable: Story = {
  parameters: { msw: { handlers: { settings: settingsErrorHandlers } } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('link', { name: 'Trove' }, { timeout: 8000 }),
    ).toBeVisible();
  },
};
