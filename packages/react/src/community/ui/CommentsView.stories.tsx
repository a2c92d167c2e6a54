import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Comment } from '@trove/core/community';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CommentsView } from './CommentsView';

const comment = (id: number, text: string, name = 'collector'): Comment => ({
  id,
  text,
  user: { id, display_name: name, photo: null },
  created_date: '2026-11-28T10:00:00.000Z',
});
const latest = comment(20, 'Lovely patina on this one.', 'member');

/** A listing's comments in each paging state (§4) and the form's states (§5). */
const meta = {
  title: 'Community/CommentsView',
  component: CommentsView,
  decorators: [
    (Story) => (
      <div className="trove-root" style={{ padding: 16, maxWidth: 520 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    comments: [latest],
    more: { kind: 'none' },
    totalCount: 1,
    signedIn: true,
    text: '',
    onTextChange: fn(),
    onSubmit: fn(),
    onLoadMore: fn(),
    onViewAll: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof CommentsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { loading: true, comments: [], totalCount: 0 } };

export const Failed: Story = {
  args: { failed: true, comments: [] },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Empty: Story = { args: { comments: [], totalCount: 0 } };

/** Collapsed, fewer than 15 more and no next page: View all. */
export const CollapsedViewAll: Story = {
  args: { totalCount: 6, more: { kind: 'viewAll', remaining: 5 } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'View all' }));
    await expect(args.onViewAll).toHaveBeenCalledOnce();
  },
};

/** Collapsed with a next page (or 15 or more remaining): load more with the count. */
export const CollapsedLoadMore: Story = {
  args: { totalCount: 40, more: { kind: 'loadMore', remaining: 39 } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'load more (39)' }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
  },
};

export const LoadingMore: Story = {
  args: { totalCount: 40, more: { kind: 'loadMore', remaining: 39 }, loadingMore: true },
};

export const Expanded: Story = {
  args: {
    comments: [latest, comment(19, 'Is the case original?'), comment(18, 'Great find!', 'dealer')],
    totalCount: 3,
  },
};

export const SignedOut: Story = {
  args: { signedIn: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('textbox')).toBeNull();
  },
};

/** The profile gate: the spec's message and Complete Profile. */
export const ProfileIncomplete: Story = {
  args: { profileComplete: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/You must complete your profile before adding comments/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Complete Profile' })).toHaveAttribute('href', '/account');
  },
};

export const Writing: Story = {
  args: { text: 'Does it come with papers?' },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Send' })).toBeEnabled();
    await userEvent.type(within(canvasElement).getByRole('textbox'), '{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

export const OverTheLimit: Story = {
  args: { text: 'x'.repeat(256) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Max comment length is 255 characters');
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
  },
};

export const Sending: Story = { args: { text: 'Does it come with papers?', sending: true } };
