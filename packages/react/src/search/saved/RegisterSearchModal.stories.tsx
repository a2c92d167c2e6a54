import type { Meta, StoryObj } from '@storybook/react-vite';
import { createMemoryStorage } from '@trove/core';
import { createPendingSavedSearch, defaultGalleryParams } from '@trove/core/gallery';
import { searchHandlers } from '@trove/test-utils';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { RegisterSearchModal } from './RegisterSearchModal';

const storage = createMemoryStorage();

/** The connected modal for a signed-out visitor who followed a search link with `prompt`. */
const meta = {
  title: 'Search/RegisterSearchModal (connected)',
  component: RegisterSearchModal,
  args: {
    params: { ...defaultGalleryParams, q: 'florin', sold: true, prompt: true },
    storage,
    onClose: fn(),
  },
  parameters: { msw: { handlers: { searches: searchHandlers() } } },
} satisfies Meta<typeof RegisterSearchModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Name and schedule, then the join and log-in links; the search waits in storage. */
export const NamesTheSearch: Story = {
  play: async () => {
    const modal = within(await screen.findByRole('dialog', { name: 'Save this search' }));
    await expect(modal.getByLabelText('Name')).toHaveValue('florin');
    await waitFor(() => expect(modal.getAllByRole('option')).toHaveLength(4));
    await userEvent.selectOptions(modal.getByLabelText('Email notification'), 'Daily');
    await userEvent.click(modal.getByRole('button', { name: 'Continue' }));
    await expect(await modal.findByRole('link', { name: 'Join for FREE' })).toHaveAttribute(
      'href',
      '/sign-up',
    );
    await expect(modal.getByRole('link', { name: 'Log In' })).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent('/collectables?q=florin&sold=1')}`,
    );
    await expect(createPendingSavedSearch(storage).get()).toMatchObject({
      name: 'florin',
      schedule: 'daily',
    });
  },
};
