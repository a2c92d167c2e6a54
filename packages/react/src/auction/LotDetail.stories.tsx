import type { Meta, StoryObj } from '@storybook/react-vite';
import { auctionHandlers, authHandlers, lotFixture } from '@trove/test-utils';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { withSignedIn, withToasts } from '../testing/storyDecorators';
import { LotDetail } from './LotDetail';

/** A lot's detail over msw, as an item page embeds it: panel, bidding, history. */
const meta = {
  title: 'Auction/LotDetail (connected)',
  component: LotDetail,
  decorators: [
    withToasts,
    (Story) => (
      <div style={{ padding: 16, maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
  args: { lotId: 31, onLogin: fn(), onOutcome: fn(), timeZone: 'Pacific/Auckland' },
  parameters: { msw: { handlers: { auth: authHandlers(), auction: auctionHandlers() } } },
} satisfies Meta<typeof LotDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The member places a bid of $1,150 through the confirm step; it leads. */
export const PlacesABid: Story = {
  decorators: [withSignedIn],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('You have been out bid')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Place bid' }));
    await expect(canvas.getByRole('group', { name: 'Confirm your bid of $1,150' })).toHaveTextContent(
      "$1,322.50 with the 15% buyer's premium",
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    await expect(await screen.findByText('Bid placed')).toBeVisible();
    await expect(args.onOutcome).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'bidPlaced', leading: true }),
    );
    await expect(
      await canvas.findByText('You have the leading bid', { selector: '.trove-lot-panel__leading' }),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Your bid (minimum $1,200)' })).toHaveValue('1200');
  },
};

/** Anonymous visitors see the lot and its history, and log in to bid. */
export const Anonymous: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Log in to bid' }));
    await expect(args.onLogin).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('table', { name: 'Bid history' })).toBeVisible();
  },
};

/** The member won once it closed. */
export const ClosedWon: Story = {
  decorators: [withSignedIn],
  parameters: {
    msw: {
      handlers: {
        auction: auctionHandlers({
          lot: lotFixture({
            closed: true,
            has_leading_bid: true,
            status: 'won',
            server_time: '2026-03-01T13:05:00Z',
          }),
        }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('You won')).toBeVisible();
    // once: no leading bid beside it, no Place a bid over it
    await expect(canvas.queryByText('You have the leading bid')).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'Place a bid' })).toBeNull();
    await expect(canvas.getByText('Sold for')).toBeVisible();
  },
};

/**
 * As inside a partner page's element (`parts.status`): the lot in one line, and a refused bid's
 * message (seed 001 §8) in the widget's own status region, not in a toast.
 */
export const RefusedInsideTheWidget: Story = {
  decorators: [withSignedIn],
  args: { parts: { lot: false, compact: true, history: false, status: true } },
  parameters: {
    msw: { handlers: { auction: auctionHandlers({ bidError: { status: 403, body: {} } }) } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Place bid' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    const status = canvasElement.querySelector('.trove-lot-status');
    await expect(await canvas.findByText('You do not have permission to place this bid')).toBeVisible();
    await expect(status).toHaveTextContent('You do not have permission to place this bid');
    await expect(canvas.getByRole('heading', { name: /^Lot 12/ })).toBeVisible();
  },
};

/** What is sold, above the lot (`<trove-lot>`): the item's name, its image's place and its link. */
export const WithSummary: Story = {
  args: { parts: { summary: true, bidding: false, status: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Victorian gold sovereign')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View on the marketplace' })).toHaveAttribute(
      'href',
      '/collectables/coins/british/gold/042-victorian-gold-sovereign',
    );
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: { auction: auctionHandlers({ lotError: 403 }) } } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Sorry, this lot could not be loaded.'),
    ).toBeVisible();
    await expect(await screen.findByText('Error getting lot details')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { auction: auctionHandlers({ loading: true }) } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  },
};
