import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LotStatusView } from './LotStatusView';

/** The status region of a partner page's auction element: what the site would toast, said inside. */
const meta = {
  title: 'Auction/LotStatusView',
  component: LotStatusView,
  decorators: [
    (Story) => (
      <div style={{ padding: 16, maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
  args: { messages: [], onDismiss: fn() },
} satisfies Meta<typeof LotStatusView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Outbid: the warning and nothing beside it (no Bid placed). */
export const Outbid: Story = {
  args: { messages: [{ key: 1, level: 'warning', text: 'You have been out bid' }] },
  play: async ({ canvasElement, args }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('You have been out bid');
    await expect(status).not.toHaveTextContent('Bid placed');
    await userEvent.click(within(status).getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismiss).toHaveBeenCalledWith(1);
  },
};

/** A refused bid: the server's message, verbatim (seed 001 §8). */
export const Refused: Story = {
  args: { messages: [{ key: 2, level: 'error', text: 'You do not have permission to place this bid' }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'You do not have permission to place this bid',
    );
  },
};

/** A placed bid and the countdown's latest announcement. */
export const PlacedWithAnnouncement: Story = {
  args: {
    messages: [{ key: 3, level: 'success', text: 'Bid placed' }],
    announcement: '1 minute left',
    announcementKey: 4,
  },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Bid placed');
    await expect(status).toHaveTextContent('1 minute left');
  },
};

/** An announcement that repeats a message is said once. */
export const AnnouncementAlikeSaidOnce: Story = {
  args: {
    messages: [{ key: 5, level: 'warning', text: 'You have been out bid' }],
    announcement: 'You have been out bid',
    announcementKey: 6,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('You have been out bid')).toHaveLength(1);
  },
};
