import type { Meta, StoryObj } from '@storybook/react-vite';
import { auctionHandlers, authHandlers, lotListFixture } from '@trove/test-utils';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { withSignedIn, withToasts } from '../testing/storyDecorators';
import { MyAuctionLots } from './MyAuctionLots';

/** The member's lots over msw: 120 of them, three pages. */
const meta = {
  title: 'Auction/MyAuctionLots (connected)',
  component: MyAuctionLots,
  decorators: [withToasts, withSignedIn],
  args: { timeZone: 'Pacific/Auckland' },
  parameters: {
    msw: { handlers: { auth: authHandlers(), auction: auctionHandlers({ lots: lotListFixture(120) }) } },
  },
} satisfies Meta<typeof MyAuctionLots>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SortsAndPages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(51));
    await userEvent.click(canvas.getByRole('button', { name: 'Lot' }));
    await waitFor(() =>
      expect(canvas.getByRole('columnheader', { name: 'Lot' })).toHaveAttribute('aria-sort', 'ascending'),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(21));
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { auction: auctionHandlers({ lots: [] }) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No results found')).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: { auction: auctionHandlers({ lotsError: 403 }) } } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Sorry, your lots could not be loaded.'),
    ).toBeVisible();
    await expect(await screen.findByText('Error getting lots')).toBeVisible();
  },
};
