import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  defaultGalleryParams,
  type GalleryParams,
  SAVED_SEARCH_HIGHLIGHT_MS,
  savedSearchMessages,
} from '@trove/core/gallery';
import {
  apiErrorHandler,
  authHandlers,
  savedSearchFixture,
  searchErrorHandlers,
  searchHandlers,
  searchLoadingHandlers,
} from '@trove/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupMswServer } from '../../testing/mswServer';
import { renderWithTrove } from '../../testing/renderWithTrove';
import { SavedSearchesPanel } from './SavedSearchesPanel';

const server = setupMswServer(...authHandlers());

// a fresh store of saved searches for every test
beforeEach(() => {
  server.use(...searchHandlers());
});

const coins: GalleryParams = { ...defaultGalleryParams, section: 'coins', q: 'florin', for_sale: true };

/** The panel for a signed-in member, once the member is known (before that it shows nothing). */
async function renderPanel(params: GalleryParams = coins, onOpenSearch = vi.fn()) {
  const rendered = renderWithTrove(<SavedSearchesPanel params={params} onOpenSearch={onOpenSearch} />, {
    token: 'test-token',
  });
  await screen.findByRole('form', { name: 'Save this search' });
  return { ...rendered, onOpenSearch };
}

const panel = () => within(screen.getByRole('region', { name: 'Saved Searches' }));
const saveForm = () => screen.getByRole('form', { name: 'Save this search' });
const list = () => screen.getByRole('list', { name: 'Your saved searches' });
const itemOf = (name: string) => {
  const item = within(list())
    .getAllByRole('listitem')
    .find((li) => within(li).queryByRole('button', { name }) !== null);
  if (!item) throw new Error(`no saved search named ${name}`);
  return item;
};

describe('SavedSearchesPanel', () => {
  it('shows nothing to a signed-out visitor', async () => {
    const { container } = renderWithTrove(<SavedSearchesPanel params={coins} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelector('.trove-saved-searches')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Saved Searches' })).toBeNull();
  });

  it('lists the member searches without the watchlist, with their schedule and the default', async () => {
    await renderPanel();
    await screen.findByRole('list', { name: 'Your saved searches' });
    const names = within(list())
      .getAllByRole('listitem')
      .map((li) => li.querySelector('.trove-saved-searches__open')?.textContent);
    expect(names).toEqual(['gold sovereign', 'Medals', 'Sold']);
    expect(screen.queryByRole('button', { name: 'watchlist' })).toBeNull();
    const medals = within(itemOf('Medals'));
    expect(medals.getByText('Weekly')).toBeDefined();
    expect(medals.getByText('Default')).toBeDefined();
    expect(within(itemOf('Sold')).getByText('Never')).toBeDefined();
  });

  it('opens a saved search gallery', async () => {
    const { user, onOpenSearch } = await renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Medals' }));
    expect(onOpenSearch).toHaveBeenCalledWith(
      { ...defaultGalleryParams, category: ['Medals'] },
      expect.objectContaining({ id: 2, name: 'Medals' }),
    );
  });

  it('offers the current search under its default name, Never first and the server schedules', async () => {
    await renderPanel();
    const form = within(saveForm());
    expect(form.getByLabelText('Name')).toHaveProperty('value', 'florin');
    const schedule = form.getByLabelText('Email notification') as HTMLSelectElement;
    expect(schedule.value).toBe('');
    await waitFor(() =>
      expect([...schedule.options].map((option) => option.text)).toEqual([
        'Never',
        'Daily',
        'Weekly',
        'Monthly',
      ]),
    );
  });

  describe('with fake timers', () => {
    beforeEach(() => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('saves the search, highlights it for 2000 ms, then clears the highlight', async () => {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const { onOpenSearch } = await renderPanel();
      await screen.findByRole('list', { name: 'Your saved searches' });
      const form = within(saveForm());
      await waitFor(() => expect(form.getAllByRole('option')).toHaveLength(4));
      await user.clear(form.getByLabelText('Name'));
      await user.type(form.getByLabelText('Name'), 'Florins for sale');
      await user.selectOptions(form.getByLabelText('Email notification'), 'Weekly');
      await user.click(form.getByRole('button', { name: 'Save' }));

      expect(await screen.findByText(savedSearchMessages.saved)).toBeDefined();
      const saved = itemOf('Florins for sale');
      expect(saved.className).toContain('trove-saved-searches__item--new');
      expect(within(saved).getByText('New')).toBeDefined();
      expect(within(saved).getByText('Weekly')).toBeDefined();
      expect(panel().getByRole('status').textContent).toContain('Florins for sale');
      // the save form starts afresh for the search shown
      expect(within(saveForm()).getByLabelText('Name')).toHaveProperty('value', 'florin');

      // still new well within the highlight, even after the list is refetched
      await act(() => vi.advanceTimersByTimeAsync(SAVED_SEARCH_HIGHLIGHT_MS / 2));
      expect(itemOf('Florins for sale').className).toContain('trove-saved-searches__item--new');

      await act(() => vi.advanceTimersByTimeAsync(SAVED_SEARCH_HIGHLIGHT_MS / 2));
      await waitFor(() =>
        expect(itemOf('Florins for sale').className).not.toContain('trove-saved-searches__item--new'),
      );
      expect(within(itemOf('Florins for sale')).queryByText('New')).toBeNull();
      expect(panel().getByRole('status').textContent).toBe('');

      // it stores the search shown: opening it gives the same gallery back
      await user.click(screen.getByRole('button', { name: 'Florins for sale' }));
      expect(onOpenSearch).toHaveBeenCalledWith(coins, expect.objectContaining({ schedule: 'weekly' }));
    });
  });

  it('requires a name before saving', async () => {
    const { user } = await renderPanel();
    const form = within(saveForm());
    await user.clear(form.getByLabelText('Name'));
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText(savedSearchMessages.required)).toBeDefined();
    expect(form.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText(savedSearchMessages.saved)).toBeNull();
  });

  it('toasts a failed save', async () => {
    server.use(...searchErrorHandlers({ calls: ['save'] }));
    const { user } = await renderPanel();
    await user.click(within(saveForm()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(savedSearchMessages.saveFailed)).toBeDefined();
    // said once, by the toast
    expect(screen.getAllByText(savedSearchMessages.saveFailed)).toHaveLength(1);
  });

  it('puts the server field message under the name', async () => {
    server.use(apiErrorHandler('post', 'searches/', { name: ['You already have a search with this name.'] }));
    const { user } = await renderPanel();
    await user.click(within(saveForm()).getByRole('button', { name: 'Save' }));
    const form = within(saveForm());
    expect(await form.findByText('You already have a search with this name.')).toBeDefined();
    expect(form.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(savedSearchMessages.saveFailed)).toBeDefined();
  });

  it('renames a search', async () => {
    const { user } = await renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Edit Sold' }));
    const edit = within(screen.getByRole('form', { name: 'Edit Sold' }));
    expect(edit.getByLabelText('Name')).toHaveProperty('value', 'Sold');
    await user.clear(edit.getByLabelText('Name'));
    await user.type(edit.getByLabelText('Name'), 'Sold coins');
    await user.selectOptions(edit.getByLabelText('Email notification'), 'Daily');
    await user.click(edit.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(savedSearchMessages.updated)).toBeDefined();
    expect(within(itemOf('Sold coins')).getByText('Daily')).toBeDefined();
    expect(screen.queryByRole('form', { name: /^Edit/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sold' })).toBeNull();
  });

  it('checks the edit form before updating', async () => {
    const { user } = await renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Edit Sold' }));
    const edit = within(screen.getByRole('form', { name: 'Edit Sold' }));
    await user.clear(edit.getByLabelText('Name'));
    await user.click(edit.getByRole('button', { name: 'Update' }));
    expect(await edit.findByText(savedSearchMessages.required)).toBeDefined();
    expect(screen.queryByText(savedSearchMessages.updated)).toBeNull();
  });

  it('makes a search the default, and the server takes it off the other', async () => {
    const { user } = await renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Edit Sold' }));
    const edit = within(screen.getByRole('form', { name: 'Edit Sold' }));
    expect(edit.getByRole('checkbox', { name: 'Default' })).toHaveProperty('checked', false);
    await user.click(edit.getByRole('checkbox', { name: 'Default' }));
    await user.click(edit.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(savedSearchMessages.updated)).toBeDefined();
    expect(within(itemOf('Sold')).getByText('Default')).toBeDefined();
    await waitFor(() => expect(within(itemOf('Medals')).queryByText('Default')).toBeNull());
  });

  it('toasts a failed update and keeps the form open', async () => {
    server.use(...searchErrorHandlers({ calls: ['update'], status: 400 }));
    const { user } = await renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Edit Sold' }));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(savedSearchMessages.saveFailed)).toBeDefined();
    const edit = within(screen.getByRole('form', { name: 'Edit Sold' }));
    expect(edit.getByRole('alert').textContent).toContain('Request failed');
  });

  it('deletes a search once confirmed', async () => {
    const { user } = await renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Edit Medals' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Delete search' }));
    expect(dialog.getByText(/Medals/)).toBeDefined();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Medals' })).toBeDefined();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete search' })).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText(savedSearchMessages.deleted)).toBeDefined();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Medals' })).toBeNull());
  });

  it('toasts a failed delete and keeps the search', async () => {
    server.use(...searchErrorHandlers({ calls: ['delete'], status: 403 }));
    const { user } = await renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Edit Medals' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(savedSearchMessages.removeFailed)).toBeDefined();
    expect(screen.getByRole('button', { name: 'Medals' })).toBeDefined();
  });

  it('says when the list cannot be loaded', async () => {
    server.use(...searchErrorHandlers({ calls: ['list'], status: 404 }));
    await renderPanel();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Sorry, your saved searches could not be loaded.',
    );
  });

  it('says so when the member has no searches but the watchlist', async () => {
    server.use(...searchHandlers({ searches: [savedSearchFixture({ id: 3, name: 'watchlist' })] }));
    await renderPanel();
    expect(await screen.findByText('You have no saved searches yet.')).toBeDefined();
  });

  it('shows the list loading', async () => {
    server.use(...searchLoadingHandlers(['list']));
    await renderPanel();
    expect(await screen.findByText('Loading your saved searches…')).toBeDefined();
  });
});
