import type { Meta, StoryObj } from '@storybook/react-vite';
import { authMessages } from '@trove/core/auth';
import { apiErrorHandler, apiLoadingHandler, authHandlers } from '@trove/test-utils';
import { expect, fn, within } from 'storybook/test';
import { Activation } from './Activation';

/** The activation link's page over msw: it activates on entry. */
const meta = {
  title: 'Auth/Activation (connected)',
  component: Activation,
  args: { uid: 'MQ', token: 'abc-123', onActivated: fn() },
  parameters: { msw: { handlers: { auth: authHandlers() } } },
} satisfies Meta<typeof Activation>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {
  parameters: { msw: { handlers: { auth: [apiLoadingHandler('post', 'auth/activate/')] } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Activating your account…');
  },
};

export const Activated: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(await within(canvasElement).findByText(authMessages.activationSuccessful)).toBeVisible();
    await expect(args.onActivated).toHaveBeenCalledWith(true);
  },
};

export const Rejected: Story = {
  parameters: {
    msw: {
      handlers: {
        auth: [
          apiErrorHandler('post', 'auth/activate/', { token: ['Stale token for given user.'] }),
          ...authHandlers(),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(authMessages.activationUnsuccessful)).toBeVisible();
  },
};
