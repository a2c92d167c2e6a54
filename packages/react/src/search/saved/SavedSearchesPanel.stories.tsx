import type { Meta, StoryObj } from '@storybook/react-vite';
import { defaultGalleryParams, savedSearchMessages } from '@trove/core/gallery';
import { authHandlers, searchErrorHandlers, searchHandlers } from '@trove/test-utils';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { withSignedIn, withToasts } from '../../testing/storyDecorators';
import { SavedSearchesPanel } from './SavedSearchesPanel';

/** The connected panel over msw, for a signed-in member; each story has its own store. */
const meta = {
  title: 'Search/SavedSearchesPanel (connected)',
  component: SavedSearchesPanel,
  decorators: [withToasts, withSignedIn],
  args: {
    params: { ...defaultGalleryParams, section: 'coins', q: 'florin', for_sale: true },
    onOpenSearch: fn(),
  },
} satisfies Meta<typeof SavedSearchesPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

async function saveForm(canvasElement: HTMLElement) {
  return within(await within(canvasElement).findByRole('form', { name: 'Save this search' }));
}

/** Save: the toast, then the search joins the list highlighted. */
export const SavesAndHighlights: Story = {
  parameters: { msw: { handlers: { auth: authHandlers(), searches: searchHandlers() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await saveForm(canvasElement);
    await canvas.findByRole('list', { name: 'Your saved searches' });
    await expect(canvas.queryByRole('button', { name: 'watchlist' })).toBeNull();
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByText(savedSearchMessages.saved)).toBeVisible();
    const saved = await canvas.findByRole('button', { name: 'florin' });
    await expect(saved.closest('li')).toHaveClass('trove-saved-searches__item--new');
  },
};

/** Rename through the edit form. */
export const Renames: Story = {
  parameters: { msw: { handlers: { auth: authHandlers(), searches: searchHandlers() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Sold' }));
    const edit = within(canvas.getByRole('form', { name: 'Edit Sold' }));
    await userEvent.clear(edit.getByLabelText('Name'));
    await userEvent.type(edit.getByLabelText('Name'), 'Sold coins');
    await userEvent.click(edit.getByRole('button', { name: 'Update' }));
    await expect(await screen.findByText(savedSearchMessages.updated)).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Sold coins' })).toBeVisible());
  },
};

/** The server fails the save: the spec's toast. */
export const SaveFailure: Story = {
  parameters: {
    msw: {
      handlers: {
        auth: authHandlers(),
        searches: [...searchErrorHandlers({ calls: ['save'] }), ...searchHandlers()],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const form = await saveForm(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByText(savedSearchMessages.saveFailed)).toBeVisible();
  },
};
