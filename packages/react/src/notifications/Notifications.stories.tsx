import type { Meta, StoryObj } from '@storybook/react-vite';
import { authHandlers, notificationListFixture } from '@trove/test-utils';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withSignedIn } from '../testing/storyDecorators';
import { Notifications } from './Notifications';

/** The signed-in member's notifications over msw: 75 of them, two pages. */
const meta = {
  title: 'Notifications/Notifications (connected)',
  component: Notifications,
  decorators: [withSignedIn],
  args: { now: new Date('2025-06-01T12:00:00Z') },
  parameters: { msw: { handlers: { auth: authHandlers({ notifications: notificationListFixture(75) }) } } },
} satisfies Meta<typeof Notifications>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AcknowledgesAndPages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first] = await canvas.findAllByRole('row');
    await expect(first).toBeDefined();
    const unread = canvas.getAllByRole('button', { name: 'Mark as read' });
    await userEvent.click(unread[0] as HTMLElement);
    await waitFor(() =>
      expect(canvas.getAllByRole('button', { name: 'Mark as read' })).toHaveLength(unread.length - 1),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(26));
  },
};
