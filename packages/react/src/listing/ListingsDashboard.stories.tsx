import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  apiLoadingHandler,
  authHandlers,
  groupFixture,
  settingsFixture,
  settingsHandlers,
  userFixture,
} from '@trove/test-utils';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { withSignedIn, withToasts } from '../testing/storyDecorators';
import { ListingsDashboard } from './ListingsDashboard';
import { listingRows, listingsPage } from './ui/listingStoryData';

const lister = userFixture({
  groups: [groupFixture({ permissions: ['add_item', 'change_item', 'change_item_feature_boost'] })],
});
const defaults = settingsFixture();

/** The member's listings over msw, signed in, with listing creation on. */
const meta = {
  title: 'Listing/ListingsDashboard (connected)',
  component: ListingsDashboard,
  decorators: [withToasts, withSignedIn],
  args: { page: 1, timeZone: 'Pacific/Auckland' },
  parameters: {
    msw: {
      handlers: {
        settings: settingsHandlers({ ...defaults, features: { ...defaults.features, create_listing: true } }),
        auth: authHandlers({ user: lister }),
        listing: [
          http.get('*/api/listings/items/', () => HttpResponse.json(listingsPage(listingRows))),
          http.get('*/api/analytics/dashboard/', () =>
            HttpResponse.json({ item_count: 5, view_count: 1759, likes_received: 17 }),
          ),
          http.post('*/api/items/:id/archive/', ({ params }) =>
            HttpResponse.json({ id: Number(params.id), status: 'archived', searchable: false }),
          ),
        ],
      },
    },
  },
} satisfies Meta<typeof ListingsDashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Archive a listing: its row turns Archived, with the toast Item archived. */
export const Archives: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Create Listing' })).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'Archive 1911 Half Sovereign' }));
    await expect(await within(document.body).findByText('Item archived')).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Publish 1911 Half Sovereign' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: {
        listing: [
          apiLoadingHandler('get', 'listings/items/'),
          apiLoadingHandler('get', 'analytics/dashboard/'),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Loading' })).toBeInTheDocument();
  },
};
