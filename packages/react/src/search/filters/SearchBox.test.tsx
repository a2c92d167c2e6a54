import { screen, waitFor } from '@testing-library/react';
import { defaultGalleryParams, type GalleryParams } from '@trove/core/gallery';
import { lookupHandlers } from '@trove/test-utils';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setupMswServer } from '../../testing/mswServer';
import { renderWithTrove } from '../../testing/renderWithTrove';
import { SearchBox } from './SearchBox';

const asked: string[] = [];
setupMswServer(
  ...lookupHandlers({
    onRequest: (url) => {
      if (url.pathname.endsWith('/api/categories/')) asked.push(url.searchParams.get('q') ?? '');
    },
  }),
);

beforeEach(() => {
  asked.length = 0;
});

const params: GalleryParams = { ...defaultGalleryParams, section: 'coins' };
const quiet = () => new Promise((resolve) => setTimeout(resolve, 400));

function renderBox(initial: GalleryParams = params) {
  const onParamsChange = vi.fn();
  const view = renderWithTrove(<SearchBox params={initial} onParamsChange={onParamsChange} />);
  return { ...view, onParamsChange, input: screen.getByRole('combobox', { name: 'Search' }) };
}

/** A page that keeps the params, with a button that changes the keywords as the back button would. */
function Page() {
  const [current, setCurrent] = useState<GalleryParams>({ ...params, q: 'crown' });
  return (
    <>
      <SearchBox params={current} onParamsChange={setCurrent} />
      <button type="button" onClick={() => setCurrent({ ...current, q: 'penny' })}>
        Back
      </button>
    </>
  );
}

describe('SearchBox', () => {
  it('asks for categories only from 3 characters, after the typing stops', async () => {
    const { user, input } = renderBox();
    await user.type(input, 'go');
    await quiet();
    expect(asked).toEqual([]);
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.type(input, 'ld');
    expect(await screen.findByRole('option', { name: /Gold Coins/ })).toBeTruthy();
    // never under 3 characters; the last call is for the whole word (useDebouncedValue's test
    // shows, on a fake clock, that a burst of typing makes one call)
    await waitFor(() => expect(asked.at(-1)).toBe('gold'));
    expect(asked.every((q) => q.length >= 3)).toBe(true);
  });

  it('searches the typed keywords on Enter, with the suggestions open', async () => {
    const { user, input, onParamsChange } = renderBox();
    await user.type(input, 'gold');
    await screen.findByRole('option', { name: /Gold Coins/ });
    await user.keyboard('{Enter}');
    expect(onParamsChange).toHaveBeenCalledTimes(1);
    expect(onParamsChange).toHaveBeenCalledWith({ ...params, q: 'gold', item: undefined, prompt: false });
  });

  it('closes the suggestions with Escape, keeping the text; a second Escape clears the box', async () => {
    const { user, input, onParamsChange } = renderBox();
    await user.type(input, 'gold');
    await screen.findByRole('option', { name: /Gold Coins/ });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect((input as HTMLInputElement).value).toBe('gold');
    await user.keyboard('{Escape}');
    await waitFor(() => expect((input as HTMLInputElement).value).toBe(''));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(onParamsChange).not.toHaveBeenCalled();
  });

  it('searches the typed keywords with the search button', async () => {
    const { user, input, onParamsChange } = renderBox();
    expect(screen.getByRole('button', { name: 'Search' }).getAttribute('type')).toBe('submit');
    await user.type(input, 'florin');
    // the open list hides the rest of the page from assistive technology (the button too): click it as a mouse would
    const button = input.closest('form')?.querySelector('button[type="submit"]');
    if (!button) throw new Error('no search button');
    await user.click(button);
    expect(onParamsChange).toHaveBeenCalledWith(expect.objectContaining({ q: 'florin' }));
  });

  it('searches a category chosen with the arrow keys, in place of the keywords', async () => {
    const { user, input, onParamsChange } = renderBox({ ...params, q: 'old' });
    await user.clear(input);
    await user.type(input, 'silver');
    const option = await screen.findByRole('option', { name: /Silver Coins/ });
    expect(option.textContent).toContain('in Coins');
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(input.getAttribute('aria-activedescendant')).toBeTruthy());
    await user.keyboard('{Enter}');
    expect(onParamsChange).toHaveBeenCalledTimes(1);
    expect(onParamsChange).toHaveBeenCalledWith({
      ...params,
      q: undefined,
      category: ['silver-coins'],
      item: undefined,
      prompt: false,
    });
  });

  it('searches a clicked category', async () => {
    const { user, input, onParamsChange } = renderBox();
    await user.type(input, 'stamp');
    await user.click(await screen.findByRole('option', { name: /^Stamps/ }));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(onParamsChange).toHaveBeenCalledWith(
      expect.objectContaining({ category: ['stamps'], q: undefined }),
    );
  });

  it('says so when no category matches', async () => {
    const { user, input } = renderBox();
    await user.type(input, 'zzz');
    expect(await screen.findByText('No matching categories')).toBeTruthy();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'No matching categories',
    ]);
  });

  it('shows the keywords of the search, and follows them when they change elsewhere', async () => {
    const { user } = renderWithTrove(<Page />);
    const input = screen.getByRole('combobox', { name: 'Search' }) as HTMLInputElement;
    expect(input.value).toBe('crown');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(input.value).toBe('penny');
  });
});
