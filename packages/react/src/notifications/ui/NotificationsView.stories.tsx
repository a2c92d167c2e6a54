import type { Meta, StoryObj } from '@storybook/react-vite';
import { notificationFixture, notificationListFixture, notificationsPageFixture } from '@trove/test-utils';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NotificationsView } from './NotificationsView';

const now = new Date('2025-06-01T12:00:00Z');

const meta = {
  title: 'Notifications/NotificationsView',
  component: NotificationsView,
  args: {
    notifications: undefined,
    page: 1,
    now,
    onPageChange: fn(),
    onAcknowledge: fn(),
  },
} satisfies Meta<typeof NotificationsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { notifications: notificationsPageFixture([]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No results found')).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  },
};

/** One unread and one read notification: each links to its item (the outbid to the URL the server gives). */
export const UnreadAndRead: Story = {
  args: {
    notifications: notificationsPageFixture([
      notificationFixture({ id: 1, date_created: '2025-05-30T12:00:00Z' }),
      notificationFixture({
        id: 2,
        name: 'auction_outbid',
        date_created: '2025-06-01T11:30:00Z',
        date_acknowledged: '2025-06-01T11:45:00Z',
        data: {
          item: { id: 9, name: 'Penny Black', url: '/collectables/stamps/great-britain/09-penny-black' },
        },
      }),
    ]),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '1933 Kiwi Florin' })).toHaveAttribute('href', '/item/42');
    await expect(canvas.getByRole('link', { name: 'Penny Black' })).toHaveAttribute(
      'href',
      '/collectables/stamps/great-britain/09-penny-black',
    );
    await expect(canvas.getByText('2 days ago')).toBeVisible();
    await expect(canvas.getByText('30 minutes ago')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Read' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Mark as read' }));
    await expect(args.onAcknowledge).toHaveBeenCalledWith(1);
  },
};

/** Page 3 of 10: six page links around it, with ellipses. */
export const Paged: Story = {
  args: { notifications: notificationsPageFixture(notificationListFixture(480), 3), page: 3 },
  play: async ({ canvasElement, args }) => {
    const pagination = within(within(canvasElement).getByRole('navigation', { name: 'Pagination' }));
    await expect(
      pagination.getAllByRole('button', { name: /^Page/ }).map((button) => button.textContent),
    ).toEqual(['1', '2', '3', '4', '5', '6']);
    await expect(pagination.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(pagination.getByRole('button', { name: 'Next' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(4);
  },
};

export const Acknowledging: Story = {
  args: { notifications: notificationsPageFixture([notificationFixture({ id: 1 })]), acknowledging: [1] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Mark as read' })).toBeDisabled();
  },
};

export const Failed: Story = {
  args: { failed: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Sorry, your notifications could not be loaded.',
    );
  },
};
