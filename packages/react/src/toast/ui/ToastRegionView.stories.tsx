import type { Meta, StoryObj } from '@storybook/react-vite';
import { authMessages } from '@trove/core/auth';
import { expect, screen } from 'storybook/test';
import { createToastQueue } from '../toastQueue';
import { ToastRegionView } from './ToastRegionView';

function queueWith(fill: (queue: ReturnType<typeof createToastQueue>) => void) {
  // Stories keep their toasts until closed, so the tests never race a timeout.
  const queue = createToastQueue({ timeout: 0 });
  fill(queue);
  return queue;
}

const meta = {
  title: 'Toast/ToastRegionView',
  component: ToastRegionView,
  args: { queue: queueWith(() => {}) },
} satisfies Meta<typeof ToastRegionView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  args: { queue: queueWith((queue) => queue.success(authMessages.signedIn)) },
  play: async () => {
    await expect(await screen.findByText(authMessages.signedIn)).toBeVisible();
  },
};

export const Warning: Story = {
  args: {
    queue: queueWith((queue) =>
      queue.show({
        kind: 'warning',
        title: 'Approval required',
        message: 'Your comment has been sent for moderation.',
      }),
    ),
  },
  play: async () => {
    await expect(await screen.findByText('Approval required')).toBeVisible();
    await expect(screen.getByText('Your comment has been sent for moderation.')).toBeVisible();
  },
};

export const ErrorToast: Story = {
  name: 'Error',
  args: { queue: queueWith((queue) => queue.error('Error placing bid')) },
  play: async () => {
    await expect(await screen.findByText('Error placing bid')).toBeVisible();
  },
};

/** The same toast shown twice opens once. */
export const NoDuplicates: Story = {
  args: {
    queue: queueWith((queue) => {
      queue.success(authMessages.passwordChanged);
      queue.success(authMessages.passwordChanged);
      queue.info('Search saved');
    }),
  },
  play: async () => {
    await expect(await screen.findAllByText(authMessages.passwordChanged)).toHaveLength(1);
    await expect(screen.getAllByRole('button', { name: 'Close' })).toHaveLength(2);
  },
};
