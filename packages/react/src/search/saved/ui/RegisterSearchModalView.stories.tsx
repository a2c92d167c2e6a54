import type { Meta, StoryObj } from '@storybook/react-vite';
import { savedSearchMessages } from '@trove/core/gallery';
import { schedulesFixture } from '@trove/test-utils';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { RegisterSearchModalView } from './RegisterSearchModalView';

/** The register-search modal's two steps; the modal renders over the page, so plays query `screen`. */
const meta = {
  title: 'Search/RegisterSearchModalView',
  component: RegisterSearchModalView,
  args: {
    step: { type: 'details' },
    defaultName: 'florin',
    schedules: schedulesFixture(),
    onClose: fn(),
    onContinue: fn(),
    onBack: fn(),
  },
} satisfies Meta<typeof RegisterSearchModalView>;

export default meta;
type Story = StoryObj<typeof meta>;

async function dialog() {
  return within(await screen.findByRole('dialog', { name: 'Save this search' }));
}

/** Name and schedule: the query's name, Never first. */
export const Details: Story = {
  play: async ({ args }) => {
    const modal = await dialog();
    await expect(modal.getByLabelText('Name')).toHaveValue('florin');
    await expect(modal.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Never',
      'Daily',
      'Weekly',
      'Monthly',
    ]);
    await userEvent.selectOptions(modal.getByLabelText('Email notification'), 'Weekly');
    await userEvent.click(modal.getByRole('button', { name: 'Continue' }));
    await expect(args.onContinue).toHaveBeenCalledWith({
      name: 'florin',
      schedule: 'weekly',
      is_default: false,
    });
  },
};

export const ValidationError: Story = {
  play: async ({ args }) => {
    const modal = await dialog();
    await userEvent.clear(modal.getByLabelText('Name'));
    await userEvent.click(modal.getByRole('button', { name: 'Continue' }));
    await expect(await modal.findByText(savedSearchMessages.required)).toBeVisible();
    await expect(args.onContinue).not.toHaveBeenCalled();
  },
};

/** Then join or log in, and the search is saved. */
export const Register: Story = {
  args: {
    step: { type: 'register', name: 'Sold florins' },
    hrefs: { login: '/login?redirect=%2Fcollectables%3Fq%3Dflorin' },
  },
  play: async ({ args }) => {
    const modal = await dialog();
    await expect(modal.getByText(/“Sold florins” will be saved/)).toBeVisible();
    await expect(modal.getByRole('link', { name: 'Join for FREE' })).toHaveAttribute('href', '/sign-up');
    await expect(modal.getByRole('link', { name: 'Log In' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fcollectables%3Fq%3Dflorin',
    );
    await userEvent.click(modal.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

/** Dismissible: the close button (and Escape) closes it. */
export const Dismiss: Story = {
  play: async ({ args }) => {
    const modal = await dialog();
    await userEvent.click(modal.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};
