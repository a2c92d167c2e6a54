import type { Meta, StoryObj } from '@storybook/react-vite';
import { apiErrorHandler, apiLoadingHandler } from '@trove/test-utils';
import { HttpResponse, http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { withSignedIn, withToasts } from '../testing/storyDecorators';
import { LikeButton } from './LikeButton';

/** The Like button over msw, signed in: optimistic, the server's count, pending, and rolled back on error. */
const meta = {
  title: 'Community/LikeButton (connected)',
  component: LikeButton,
  decorators: [withToasts, withSignedIn],
  args: { itemType: 'ITEM', id: 5, likeCount: 12 },
  parameters: {
    msw: {
      handlers: {
        community: [
          http.post('*/api/items/5/like/', () => HttpResponse.json({ like_count: 13, liked: true })),
        ],
      },
    },
  },
} satisfies Meta<typeof LikeButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Likes: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button').click();
    const button = await canvas.findByRole('button', { name: 'Like 13 Likes', pressed: true });
    await waitFor(() => expect(button).toBeEnabled());
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  },
};

export const Pending: Story = {
  parameters: { msw: { handlers: { community: [apiLoadingHandler('post', 'items/5/like/')] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button').click();
    await expect(await canvas.findByRole('button', { name: 'Like 13 Likes' })).toBeDisabled();
  },
};

export const RolledBackOnError: Story = {
  parameters: {
    msw: {
      handlers: { community: [apiErrorHandler('post', 'items/5/like/', { detail: 'Server error' }, 500)] },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button').click();
    await expect(
      await within(document.body).findByText('Sorry, your like could not be saved.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Like 12 Likes', pressed: false })).toBeEnabled();
  },
};
