import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  authHandlers,
  groupFixture,
  lookupHandlers,
  settingsErrorHandlers,
  settingsFixture,
  settingsHandlers,
  settingsLoadingHandlers,
  userFixture,
} from '@trove/test-utils';
import { expect, screen, userEvent, within } from 'storybook/test';
import { withSignedIn, withToasts } from '../testing/storyDecorators';
import { Navbar } from './Navbar';

/** The connected navbar: the site name comes from `GET /api/settings/` (here answered by MSW). */
const meta = {
  title: 'Shell/Navbar (connected)',
  component: Navbar,
  // the sections come from the niche tree (`GET /api/niches/readable/`)
  parameters: { msw: { handlers: { lookups: lookupHandlers() } } },
} satisfies Meta<typeof Navbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FromTheApi: Story = {
  parameters: {
    msw: { handlers: { settings: settingsHandlers(settingsFixture({ site_name: 'Kiwi Coins' })) } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Kiwi Coins' })).toBeVisible();
    const row = within(canvas.getByRole('navigation', { name: 'Sections' }));
    await expect(await row.findByRole('link', { name: 'Auctions' })).toHaveAttribute(
      'href',
      '/collectables/events/auctions',
    );
    await expect(row.getByRole('link', { name: 'Directory' })).toHaveAttribute(
      'href',
      '/collectables/directory',
    );
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

async function openMenu(canvasElement: HTMLElement, name: string) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name }));
  return within(await screen.findByRole('menu', { name }));
}

/** Signed in (msw answers as the member): name, cart and menu; Log out brings Join for FREE back. */
export const SignedIn: Story = {
  decorators: [withToasts, withSignedIn],
  parameters: { msw: { handlers: { auth: authHandlers({ user: userFixture({ display_name: 'kiri' }) }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = await openMenu(canvasElement, 'kiri');
    await expect(menu.queryByRole('menuitem', { name: 'Create Listing' })).toBeNull();
    await userEvent.click(menu.getByRole('menuitem', { name: 'Log out' }));
    await expect(await screen.findByText('You have been logged out')).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Join for FREE' })).toBeVisible();
  },
};

/** Listing creation on, and a member with add_item: Create Listing in the menu (for a site with a listing form). */
export const SignedInLister: Story = {
  decorators: [withSignedIn],
  args: { hrefs: { createListing: '/add' } },
  parameters: {
    msw: {
      handlers: {
        settings: settingsHandlers(
          settingsFixture({
            site_name: 'Kiwi Coins',
            features: { ...settingsFixture().features, create_listing: true },
          }),
        ),
        auth: authHandlers({
          user: userFixture({
            display_name: 'dealer',
            groups: [groupFixture({ permissions: ['add_item'] })],
          }),
        }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement, 'dealer');
    await expect(menu.getByRole('menuitem', { name: 'Create Listing' })).toHaveAttribute('href', '/add');
  },
};
