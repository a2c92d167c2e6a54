import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { InvalidTokenView } from './InvalidTokenView';

const meta = {
  title: 'Shell/InvalidTokenView',
  component: InvalidTokenView,
} satisfies Meta<typeof InvalidTokenView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** With a contact page to link to. */
export const Default: Story = {
  args: { contactHref: '/contact' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('This token looks invalid');
    await expect(canvas.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    await expect(canvas.getByRole('link', { name: 'Go to the homepage' })).toHaveAttribute('href', '/');
  },
};

/** Trove's own: no contact page yet, so no Contact us link. */
export const WithoutContactPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Go to the homepage' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Contact us' })).toBeNull();
  },
};
