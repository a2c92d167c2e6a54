import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FollowButtonView } from './FollowButtonView';
import { LikeButtonView } from './LikeButtonView';
import { ModerationStatusView } from './ModerationStatusView';
import { ShareButtonsView } from './ShareButtonsView';
import { WatchButtonView } from './WatchButtonView';

/** The community controls in each state: signed out, signed in (off and on), pending; errors roll back (see the connected stories). */
const meta = {
  title: 'Community/Controls',
  component: LikeButtonView,
  decorators: [
    (Story) => (
      <div className="trove-root" style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  args: { count: 12, liked: false, onToggle: fn(), onLogin: fn() },
} satisfies Meta<typeof LikeButtonView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LikeSignedOut: Story = {
  args: { signedIn: false },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Like/ }));
    await expect(args.onLogin).toHaveBeenCalledOnce();
    await expect(args.onToggle).not.toHaveBeenCalled();
  },
};

export const LikeSignedIn: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Like 12 Likes' });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    await expect(args.onToggle).toHaveBeenCalledOnce();
  },
};

export const Liked: Story = { args: { liked: true, count: 13 } };

export const LikePending: Story = {
  args: { liked: true, count: 13, pending: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toBeDisabled();
  },
};

export const WatchSignedOut: Story = {
  render: (args) => <WatchButtonView watched={false} signedIn={false} onLogin={args.onLogin} />,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Watch' }));
    await expect(args.onLogin).toHaveBeenCalledOnce();
  },
};

export const WatchSignedIn: Story = {
  render: (args) => <WatchButtonView watched={false} onToggle={args.onToggle} />,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Watch' }));
    await expect(args.onToggle).toHaveBeenCalledOnce();
  },
};

export const Watching: Story = {
  render: () => <WatchButtonView watched />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Watching' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const WatchPending: Story = { render: () => <WatchButtonView watched pending /> };

/** A tile's small toggle: the eye alone, named Watch. */
export const WatchCompact: Story = { render: () => <WatchButtonView watched compact /> };

export const FollowSignedOut: Story = {
  render: (args) => (
    <FollowButtonView following={false} followerCount={8} signedIn={false} onLogin={args.onLogin} />
  ),
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Follow' }));
    await expect(args.onLogin).toHaveBeenCalledOnce();
  },
};

export const FollowSignedIn: Story = {
  render: (args) => <FollowButtonView following={false} followerCount={8} onToggle={args.onToggle} />,
};

export const Following: Story = {
  render: () => <FollowButtonView following followerCount={9} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('9 Followers')).toBeVisible();
  },
};

/** An organisation nobody follows yet: the button alone, no count. */
export const FollowNoFollowers: Story = {
  render: () => <FollowButtonView following={false} followerCount={0} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Follow' })).toBeVisible();
    await expect(within(canvasElement).queryByText(/Followers/)).toBeNull();
  },
};

export const FollowPending: Story = {
  render: () => <FollowButtonView following pending followerCount={9} />,
};

const shared = {
  url: 'https://trove.example/collectables/coins/item5-half-sovereign',
  title: '1911 Half Sovereign',
  description: 'A fine half sovereign in its case.',
  image: 'https://trove.example/thumbnails/coin-1500x1500',
};

/** Signed out: every network goes to log in. */
export const ShareSignedOut: Story = {
  render: (args) => <ShareButtonsView shared={shared} real={false} onLogin={args.onLogin} />,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Share on Pinterest' }));
    await expect(args.onLogin).toHaveBeenCalledOnce();
  },
};

/** Signed in: real links to each network. */
export const ShareSignedIn: Story = {
  render: () => <ShareButtonsView shared={shared} real />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Share on Facebook' })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(shared.url)}`,
    );
    await expect(canvas.getByRole('link', { name: 'Share on Email' }).getAttribute('href')).toMatch(
      /^mailto:/,
    );
  },
};

/** Admins see each network's share count. */
export const ShareAdminCounters: Story = {
  render: () => <ShareButtonsView shared={shared} real counters={{ facebook: 4, twitter: 1200 }} />,
};

export const ModerationChecking: Story = {
  render: () => <ModerationStatusView state="checking" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Checking token');
  },
};

export const ModerationCommentApproved: Story = {
  render: () => <ModerationStatusView state="commentApproved" />,
};
