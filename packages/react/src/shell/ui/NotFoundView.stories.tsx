import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NotFoundView } from './NotFoundView';

const meta = {
  title: 'Shell/NotFoundView',
  component: NotFoundView,
} satisfies Meta<typeof NotFoundView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** With a help page to link to. */
export const Default: Story = {
  args: { helpHref: '/help' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      "Oops, the page can't be found",
    );
    await expect(canvas.getByRole('link', { name: 'Go to the homepage' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('link', { name: 'Get help' })).toBeVisible();
  },
};

/** Trove's own: no help page yet, so no Get help link. */
export const WithoutHelpPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Go to the homepage' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Get help' })).toBeNull();
  },
};
