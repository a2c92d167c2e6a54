import { screen, waitFor, within } from '@testing-library/react';
import { createMemoryStorage, type KeyValueStorage } from '@trove/core';
import {
  createPendingSavedSearch,
  defaultGalleryParams,
  type GalleryParams,
  PENDING_SAVED_SEARCH_KEY,
  savedSearchMessages,
} from '@trove/core/gallery';
import { authHandlers, searchErrorHandlers, searchHandlers } from '@trove/test-utils';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setupMswServer } from '../../testing/mswServer';
import { renderWithTrove } from '../../testing/renderWithTrove';
import { RegisterSearchModal } from './RegisterSearchModal';
import { SavedSearchesPanel } from './SavedSearchesPanel';
import { type SavePendingSearchOptions, useSavePendingSearch } from './useSavePendingSearch';

const server = setupMswServer(...authHandlers());

beforeEach(() => {
  server.use(...searchHandlers());
});

const prompted: GalleryParams = { ...defaultGalleryParams, q: 'florin', sold: true, prompt: true };

/** A gallery whose visitor follows one prompted search link, then another. */
function TwoSearches() {
  const [params, setParams] = useState(prompted);
  return (
    <>
      <button type="button" onClick={() => setParams({ ...prompted, q: 'shilling' })}>
        Next search
      </button>
      <RegisterSearchModal params={params} storage={createMemoryStorage()} />
    </>
  );
}

describe('RegisterSearchModal', () => {
  it('opens on entry for a signed-out visitor with a search filter', async () => {
    renderWithTrove(<RegisterSearchModal params={prompted} storage={createMemoryStorage()} />);
    const dialog = within(await screen.findByRole('dialog', { name: 'Save this search' }));
    expect(dialog.getByLabelText('Name')).toHaveProperty('value', 'florin');
    const schedule = dialog.getByLabelText('Email notification') as HTMLSelectElement;
    await waitFor(() => expect(schedule.options).toHaveLength(4));
    expect(schedule.value).toBe('');
  });

  it.each([
    ['a member', prompted, 'test-token'],
    ['a link without the prompt', { ...prompted, prompt: false }, null],
    ['a link without a search filter', { ...defaultGalleryParams, prompt: true }, null],
    ['an open item', { ...prompted, item: { itemType: 'ITEM' as const, id: 4 } }, null],
  ])('stays closed for %s', async (_, params, token) => {
    renderWithTrove(<RegisterSearchModal params={params} storage={createMemoryStorage()} />, { token });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('names the search, keeps it while the visitor joins or logs in, and goes back', async () => {
    const storage = createMemoryStorage();
    const { user } = renderWithTrove(<RegisterSearchModal params={prompted} storage={storage} />);
    const dialog = within(await screen.findByRole('dialog', { name: 'Save this search' }));
    await waitFor(() => expect(dialog.getAllByRole('option')).toHaveLength(4));
    await user.clear(dialog.getByLabelText('Name'));
    await user.click(dialog.getByRole('button', { name: 'Continue' }));
    expect(await dialog.findByText(savedSearchMessages.required)).toBeDefined();

    await user.type(dialog.getByLabelText('Name'), 'Sold florins');
    await user.selectOptions(dialog.getByLabelText('Email notification'), 'Monthly');
    await user.click(dialog.getByRole('button', { name: 'Continue' }));

    expect(await dialog.findByText(/“Sold florins” will be saved/)).toBeDefined();
    expect(dialog.getByRole('link', { name: 'Join for FREE' }).getAttribute('href')).toBe('/sign-up');
    expect(dialog.getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe(
      `/login?redirect=${encodeURIComponent('/collectables?q=florin&sold=1')}`,
    );
    expect(createPendingSavedSearch(storage).get()).toEqual({
      name: 'Sold florins',
      params: { niche: 'collectables', q: 'florin', sold: true },
      schedule: 'monthly',
      is_default: false,
    });

    await user.click(dialog.getByRole('button', { name: 'Back' }));
    expect(dialog.getByLabelText('Name')).toHaveProperty('value', 'Sold florins');
    expect(storage.getItem(PENDING_SAVED_SEARCH_KEY)).toBeNull();
  });

  it('takes the join and log-in targets it is given', async () => {
    const { user } = renderWithTrove(
      <RegisterSearchModal
        params={prompted}
        storage={createMemoryStorage()}
        hrefs={{ join: '/sign-up?next=search', login: '/login?showLogin=true' }}
      />,
    );
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Continue' }));
    expect((await dialog.findByRole('link', { name: 'Join for FREE' })).getAttribute('href')).toBe(
      '/sign-up?next=search',
    );
    expect(dialog.getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe('/login?showLogin=true');
  });

  it('closes for good and forgets the search when dismissed', async () => {
    const storage = createMemoryStorage();
    const onClose = vi.fn();
    const { user } = renderWithTrove(
      <RegisterSearchModal params={prompted} storage={storage} onClose={onClose} />,
    );
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Continue' }));
    expect(storage.getItem(PENDING_SAVED_SEARCH_KEY)).not.toBeNull();
    await user.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onClose).toHaveBeenCalledOnce();
    expect(storage.getItem(PENDING_SAVED_SEARCH_KEY)).toBeNull();
  });

  it('prompts again for another search entered', async () => {
    const { user } = renderWithTrove(<TwoSearches />);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Next search' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Save this search' }));
    expect(dialog.getByLabelText('Name')).toHaveProperty('value', 'shilling');
  });
});

function PendingSearch(props: SavePendingSearchOptions) {
  useSavePendingSearch(props);
  return <SavedSearchesPanel params={defaultGalleryParams} />;
}

function pendingIn(storage: KeyValueStorage) {
  createPendingSavedSearch(storage).set({
    name: 'Sold florins',
    params: { niche: 'collectables', q: 'florin', sold: true },
    schedule: 'monthly',
    is_default: false,
  });
}

describe('useSavePendingSearch', () => {
  it('saves the pending search once signed in, and opens its gallery', async () => {
    const storage = createMemoryStorage();
    pendingIn(storage);
    const onOpenSearch = vi.fn();
    renderWithTrove(<PendingSearch storage={storage} onOpenSearch={onOpenSearch} />, {
      token: 'test-token',
      strict: true,
    });
    expect(await screen.findByText(savedSearchMessages.saved)).toBeDefined();
    await waitFor(() =>
      expect(onOpenSearch).toHaveBeenCalledWith(
        { ...defaultGalleryParams, q: 'florin', sold: true },
        expect.objectContaining({ name: 'Sold florins', schedule: 'monthly' }),
      ),
    );
    expect(onOpenSearch).toHaveBeenCalledOnce();
    expect(storage.getItem(PENDING_SAVED_SEARCH_KEY)).toBeNull();
    // saved once, and highlighted in the list
    const saved = await screen.findAllByRole('button', { name: 'Sold florins' });
    expect(saved).toHaveLength(1);
    expect(saved[0]?.closest('li')?.className).toContain('trove-saved-searches__item--new');
  });

  it('waits for the sign-in', async () => {
    const storage = createMemoryStorage();
    pendingIn(storage);
    const onOpenSearch = vi.fn();
    const { client } = renderWithTrove(<PendingSearch storage={storage} onOpenSearch={onOpenSearch} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onOpenSearch).not.toHaveBeenCalled();
    expect(storage.getItem(PENDING_SAVED_SEARCH_KEY)).not.toBeNull();
    client.tokenStore.set('test-token');
    expect(await screen.findByText(savedSearchMessages.saved)).toBeDefined();
    await waitFor(() => expect(onOpenSearch).toHaveBeenCalledOnce());
  });

  it('toasts a failed save and drops the search', async () => {
    server.use(...searchErrorHandlers({ calls: ['save'] }));
    const storage = createMemoryStorage();
    pendingIn(storage);
    const onOpenSearch = vi.fn();
    renderWithTrove(<PendingSearch storage={storage} onOpenSearch={onOpenSearch} />, { token: 'test-token' });
    expect(await screen.findByText(savedSearchMessages.saveFailed)).toBeDefined();
    expect(onOpenSearch).not.toHaveBeenCalled();
    expect(storage.getItem(PENDING_SAVED_SEARCH_KEY)).toBeNull();
  });
});
