import type { Meta, StoryObj } from '@storybook/react-vite';
import { authMessages } from '@trove/core/auth';
import { expect, within } from 'storybook/test';
import { ActivationView } from './ActivationView';

const meta = {
  title: 'Auth/ActivationView',
  component: ActivationView,
  args: { status: 'activating' },
} satisfies Meta<typeof ActivationView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Activating: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Activating your account…');
  },
};

export const Success: Story = {
  args: { status: 'success' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(authMessages.activationSuccessful);
    await expect(canvas.getByRole('link', { name: 'Continue to the gallery' })).toHaveAttribute(
      'href',
      '/collectables',
    );
  },
};

export const Failure: Story = {
  args: { status: 'failure' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      authMessages.activationUnsuccessful,
    );
  },
};
