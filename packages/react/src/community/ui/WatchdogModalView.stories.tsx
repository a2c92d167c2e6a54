import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WatchdogModalView } from './WatchdogModalView';

const reasons = [
  { id: 1, text: 'Counterfeit or replica', section: 'The listing', selected: false },
  { id: 2, text: 'Wrong category', section: 'The listing', selected: false },
  { id: 3, text: 'Offensive language', section: 'The member', selected: false },
  { id: 4, text: 'Something else', section: 'The listing', selected: false },
];

/** The watchdog modal (large, static backdrop): reasons grouped by consecutive section, a text, Send report. */
const meta = {
  title: 'Community/WatchdogModalView',
  component: WatchdogModalView,
  args: { reasons, listingName: '1911 Half Sovereign', onSubmit: fn(), onClose: fn() },
} satisfies Meta<typeof WatchdogModalView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoadingReasons: Story = { args: { reasons: undefined } };

export const Reasons: Story = {
  play: async ({ args }) => {
    const dialog = within(document.body).getByRole('dialog');
    const canvas = within(dialog);
    // three sections: a section name met again later starts a new one
    await expect(canvas.getAllByRole('group')).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: 'Send report' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Wrong category' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Tell us more' }), 'Listed under medals');
    await userEvent.click(canvas.getByRole('button', { name: 'Send report' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ text: 'Listed under medals', reasons: [2] });
  },
};

export const Sending: Story = { args: { sending: true } };

export const Failed: Story = {
  args: { error: 'Sorry there was a problem sending your report, please try again' },
  play: async () => {
    await expect(within(document.body).getByRole('alert')).toHaveTextContent('Sorry there was a problem');
  },
};

/** A click on the backdrop does not close it; Cancel does. */
export const StaticBackdrop: Story = {
  play: async ({ args }) => {
    const overlay = document.querySelector('.trove-modal-overlay');
    if (overlay) await userEvent.click(overlay, { skipHover: true });
    await expect(args.onClose).not.toHaveBeenCalled();
    await userEvent.click(within(document.body).getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};
