import type { Meta, StoryObj } from '@storybook/react-vite';
import { INCREMENT_MESSAGES } from '@trove/core/auction-admin';
import { incrementTableFixture } from '@trove/test-utils';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IncrementTableView } from './IncrementTableView';

const customTable = incrementTableFixture({
  increments: [
    { from: 0, increment: 0.5 },
    { from: 10, increment: 1 },
    { from: 100, increment: 5 },
  ],
  is_default: false,
});

/** An auction house's bid increment table (Auctions › Bid increments), for its admins. */
const meta = {
  title: 'Auction/IncrementTableView',
  component: IncrementTableView,
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    table: customTable,
    onSave: fn(),
  },
} satisfies Meta<typeof IncrementTableView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The organisation has no table of its own: the default one, said so; no going back to it. */
export const DefaultTable: Story = {
  args: { table: incrementTableFixture() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('This is the default table.')).toBeVisible();
    await expect(canvas.getAllByRole('spinbutton', { name: /^From, band/ })).toHaveLength(11);
    await expect(canvas.getByRole('button', { name: 'Use the default table' })).toBeDisabled();
  },
};

/** Its own table: bands added above the last, removed, saved as decimals; or back to the default. */
export const CustomTable: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('This is the default table.')).toBeNull();
    await expect(canvas.getByRole('spinbutton', { name: 'Increment, band 1' })).toHaveValue(0.5);
    // the only-row case aside, every band can go
    await expect(canvas.getAllByRole('button', { name: /^Remove band/ })).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Add band' }));
    await expect(canvas.getByRole('spinbutton', { name: 'From, band 4' })).toHaveValue(105);
    await expect(canvas.getByRole('spinbutton', { name: 'From, band 4' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove band 2' }));
    await expect(canvas.getByRole('button', { name: 'Add band' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith([
      { from: 0, increment: 0.5 },
      { from: 100, increment: 5 },
      { from: 105, increment: 5 },
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Use the default table' }));
    await expect(args.onSave).toHaveBeenLastCalledWith(null);
  },
};

/** One band: it cannot be removed. */
export const OneBand: Story = {
  args: { table: incrementTableFixture({ increments: [{ from: 0, increment: 1 }], is_default: false }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: /^Remove band/ })).toBeNull();
  },
};

export const Loading: Story = {
  args: { table: undefined },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Loading increments…' }),
    ).toBeInTheDocument();
  },
};

export const FailedToLoad: Story = {
  args: { table: undefined, failed: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Error getting increments');
  },
};

/** A band that does not start above the one before: core's message, and nothing sent. */
export const InvalidTable: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const from = canvas.getByRole('spinbutton', { name: 'From, band 3' });
    await userEvent.clear(from);
    await userEvent.type(from, '5');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(INCREMENT_MESSAGES.ascending);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** A save on its way: Save says so and waits. */
export const Saving: Story = {
  args: { saving: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Use the default table' })).toBeDisabled();
  },
};

/** The server refused the save: its message in the alert. */
export const ServerError: Story = {
  args: { error: 'You do not have permission to perform this action.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'You do not have permission to perform this action.',
    );
  },
};
