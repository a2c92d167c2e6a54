import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  apiLoadingHandler,
  authHandlers,
  groupFixture,
  settingsFixture,
  settingsHandlers,
  userFixture,
} from '@trove/test-utils';
import { expect, userEvent, within } from 'storybook/test';
import { withSignedIn, withToasts } from '../testing/storyDecorators';
import { ListingsDashboard } from './ListingsDashboard';
import { listingApiMock } from './ListingsDashboard.handlers';
import { feePrice } from './ui/itemFormStoryData';
import { listingRows } from './ui/listingStoryData';

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
        listing: listingApiMock(listingRows).handlers,
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

const body = () => within(document.body);

/** Re-list an expired listing free: the modal, then Item has been re-listed and the row highlighted. */
export const RelistsFree: Story = {
  parameters: { msw: { handlers: { listing: listingApiMock(listingRows).handlers } } },
  play: async () => {
    await userEvent.click(await body().findByRole('button', { name: 'Re-list Edwardian Pocket Watch' }));
    const modal = within(await body().findByRole('dialog', { name: 'Re-list' }));
    await expect(await modal.findByText('This re-list is free.')).toBeVisible();
    await userEvent.click(modal.getByRole('button', { name: 'Re-list' }));
    await expect(await body().findByText('Item has been re-listed')).toBeVisible();
    const row = body().getByRole('rowheader', { name: 'Edwardian Pocket Watch' }).closest('tr');
    await expect(row).toHaveClass('trove-listings__row--highlight');
  },
};

/** A fee is due: the test card pays it. */
export const RelistsWithCard: Story = {
  parameters: { msw: { handlers: { listing: listingApiMock(listingRows, { price: feePrice }).handlers } } },
  play: async () => {
    await userEvent.click(await body().findByRole('button', { name: 'Re-list Edwardian Pocket Watch' }));
    const modal = within(await body().findByRole('dialog', { name: 'Re-list' }));
    await expect(await modal.findByText('$4.50')).toBeVisible();
    await userEvent.type(await modal.findByRole('textbox', { name: 'Card number' }), '4111 1111 1111 1111');
    await userEvent.type(modal.getByRole('textbox', { name: 'Expiry (MM/YY)' }), '12/39');
    await userEvent.type(modal.getByRole('textbox', { name: 'CVV' }), '123');
    await userEvent.click(modal.getByRole('button', { name: 'Pay Now' }));
    await expect(await body().findByText('Item has been re-listed')).toBeVisible();
  },
};

/** The card is declined (402): the modal says so and stays open. */
export const RelistDeclined: Story = {
  parameters: {
    msw: {
      handlers: {
        listing: listingApiMock(listingRows, { price: feePrice, relist: { declined: 'Do Not Honor' } })
          .handlers,
      },
    },
  },
  play: async () => {
    await userEvent.click(await body().findByRole('button', { name: 'Re-list Edwardian Pocket Watch' }));
    const modal = within(await body().findByRole('dialog', { name: 'Re-list' }));
    await userEvent.type(await modal.findByRole('textbox', { name: 'Card number' }), '4000 1111 1111 1115');
    await userEvent.type(modal.getByRole('textbox', { name: 'Expiry (MM/YY)' }), '12/39');
    await userEvent.type(modal.getByRole('textbox', { name: 'CVV' }), '123');
    await userEvent.click(modal.getByRole('button', { name: 'Pay Now' }));
    await expect(await modal.findByRole('alert')).toHaveTextContent(
      'Sorry there was a problem with your payment: Do Not Honor',
    );
  },
};

/** Boost a listing (change_item_feature_boost): Boost updated. */
export const Boosts: Story = {
  parameters: { msw: { handlers: { listing: listingApiMock(listingRows).handlers } } },
  play: async () => {
    await userEvent.click(await body().findByRole('button', { name: 'Boost 1911 Half Sovereign' }));
    const modal = within(await body().findByRole('dialog', { name: '1911 Half Sovereign' }));
    const input = modal.getByRole('spinbutton', { name: 'Boost (0 to 100)' });
    await userEvent.clear(input);
    await userEvent.type(input, '40');
    await userEvent.click(modal.getByRole('button', { name: 'Save boost' }));
    await expect(await body().findByText('Boost updated')).toBeVisible();
  },
};
