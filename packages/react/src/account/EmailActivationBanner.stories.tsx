import type { Meta, StoryObj } from '@storybook/react-vite';
import { authHandlers, userFixture } from '@trove/test-utils';
import { expect, userEvent, within } from 'storybook/test';
import { withSignedIn } from '../testing/storyDecorators';
import { EmailActivationBanner } from './EmailActivationBanner';

/** Shown to a signed-in member whose email is not activated (msw answers as that member). */
const meta = {
  title: 'Account/EmailActivationBanner (connected)',
  component: EmailActivationBanner,
  decorators: [withSignedIn],
  parameters: {
    msw: { handlers: { auth: authHandlers({ user: userFixture({ email_activated: false }) }) } },
  },
} satisfies Meta<typeof EmailActivationBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ResendsTheEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Resend activation email' }));
    await expect(await canvas.findByText('Activation email sent. Please check your email.')).toBeVisible();
  },
};
