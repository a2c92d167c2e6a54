import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BoostFormView } from './BoostFormView';

/** The boost form: a whole number from 0 to 100. */
const meta = {
  title: 'Listing/BoostFormView',
  component: BoostFormView,
  args: { boost: 10, onSubmit: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '24rem', padding: '1rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BoostFormView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Saves: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('spinbutton', { name: 'Boost (0 to 100)' });
    await expect(input).toHaveValue(10);
    await userEvent.clear(input);
    await userEvent.type(input, '75');
    await userEvent.click(canvas.getByRole('button', { name: 'Save boost' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(75);
  },
};

/** Empty, above 100 or not whole: core's messages, nothing sent. */
export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('spinbutton', { name: 'Boost (0 to 100)' });
    await userEvent.clear(input);
    await userEvent.click(canvas.getByRole('button', { name: 'Save boost' }));
    await expect(canvas.getByText('This is required')).toBeVisible();
    await userEvent.type(input, '101');
    await userEvent.click(canvas.getByRole('button', { name: 'Save boost' }));
    await expect(canvas.getByText('Enter a whole number from 0 to 100.')).toBeVisible();
    await userEvent.clear(input);
    await userEvent.type(input, '2.5');
    await userEvent.click(canvas.getByRole('button', { name: 'Save boost' }));
    await expect(canvas.getByText('Enter a whole number from 0 to 100.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Saving: Story = {
  args: { saving: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Saving…' })).toBeDisabled();
  },
};
