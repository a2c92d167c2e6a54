import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { LoadingPaneView } from './LoadingPaneView';

/** The pane while a listing loads: busy, closable. */
const meta = {
  title: 'Gallery/Panes/LoadingPaneView',
  component: LoadingPaneView,
  decorators: [
    (Story) => (
      <div style={{ padding: 16, maxWidth: 960 }}>
        <Story />
      </div>
    ),
  ],
  args: { title: 'Penny Black stamp 1852', onClose: fn() },
} satisfies Meta<typeof LoadingPaneView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Penny Black stamp 1852' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  },
};

/** Opened from a URL before its tile is known: the heading says Loading. */
export const WithoutTitle: Story = {
  args: { title: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Loading' })).toBeVisible();
  },
};
