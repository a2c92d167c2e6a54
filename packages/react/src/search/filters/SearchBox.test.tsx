import { screen, waitFor, within } from '@testing-library/react';
import { defaultGalleryParams, type GalleryParams } from '@trove/core/gallery';
import { galleryHandlers, lookupHandlers } from '@trove/test-utils';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setupMswServer } from '../../testing/mswServer';
import { renderWithTrove } from '../../testing/renderWithTrove';
import { SearchBox } from './SearchBox';

const asked: string[] = [];
// the gallery calls the listing suggestions made: their query strings
const listed: URLSearchParams[] = [];
setupMswServer(
  ...lookupHandlers({
    onRequest: (url) => {
      if (url.pathname.endsWith('/api/categories/')) asked.push(url.searchParams.get('q') ?? '');
    },
  }),
  ...galleryHandlers({ onRequest: (query) => listed.push(query) }),
);

beforeEach(() => {
  asked.length = 0;
  listed.length = 0;
});

const params: GalleryParams = { ...defaultGalleryParams, section: 'coins' };
const quiet = () => new Promise((resolve) => setTimeout(resolve, 400));

function renderBox(initial: GalleryParams = params, listingSuggestions = false) {
  const onParamsChange = vi.fn();
  const view = renderWithTrove(
    <SearchBox params={initial} onParamsChange={onParamsChange} listingSuggestions={listingSuggestions} />,
  );
  return { ...view, onParamsChange, input: screen.getByRole('combobox', { name: 'Search' }) };
}

/** A page that keeps the params, with a button that changes the keywords as the back button would. */
function Page({ listingSuggestions = false }: { listingSuggestions?: boolean }) {
  const [current, setCurrent] = useState<GalleryParams>({ ...params, q: 'crown' });
  return (
    <>
      <SearchBox params={current} onParamsChange={setCurrent} listingSuggestions={listingSuggestions} />
      <output>{current.category.join(',') || 'no category'}</output>
      <output>{current.item ? `item ${current.item.id}` : 'no item'}</output>
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
    // without listingSuggestions, no listing is asked for
    expect(listed).toEqual([]);
  });

  it('clears the box once a category is chosen, the category searched in place of the keywords', async () => {
    const { user } = renderWithTrove(<Page />);
    const input = screen.getByRole('combobox', { name: 'Search' }) as HTMLInputElement;
    await user.clear(input);
    await user.type(input, 'silver');
    await user.click(await screen.findByRole('option', { name: /Silver Coins/ }));
    expect(screen.getByText('silver-coins')).toBeTruthy();
    expect(input.value).toBe('');
    expect(screen.queryByRole('listbox')).toBeNull();
    // typing again suggests again, and the same category may be chosen again
    await user.type(input, 'silver');
    await user.click(await screen.findByRole('option', { name: /Silver Coins/ }));
    expect(input.value).toBe('');
  });

  it('shows the keywords of the search, and follows them when they change elsewhere', async () => {
    const { user } = renderWithTrove(<Page />);
    const input = screen.getByRole('combobox', { name: 'Search' }) as HTMLInputElement;
    expect(input.value).toBe('crown');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(input.value).toBe('penny');
  });
});

describe('SearchBox with listing suggestions', () => {
  it('suggests categories, then the first 5 listings the keywords would find, each under its heading', async () => {
    const { user, input } = renderBox({ ...params, for_sale: true }, true);
    await user.type(input, 'gold');
    const categories = await screen.findByRole('group', { name: 'Categories' });
    const listings = await screen.findByRole('group', { name: 'Listings' });
    expect(
      within(categories)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Gold Coinsin Coins']);
    // the gallery's own search of the keywords, in the same place and with the same filters
    expect(listed.at(-1)?.get('q')).toBe('gold');
    expect(listed.at(-1)?.get('for_sale')).toBe('1');
    expect(listed.every((query) => (query.get('q') ?? '').length >= 3)).toBe(true);
    // the gold sovereigns for sale (the one of 1875 is sold), each with its price
    const options = within(listings).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Gold sovereign 1851$178',
      'Gold sovereign 1859$662.50',
      'Gold sovereign 1867$246',
    ]);
    // the thumbnail shows what the title says: no text of its own
    expect(options[0]?.querySelector('img')?.getAttribute('alt')).toBe('');
  });

  it('suggests 5 listings at most', async () => {
    const { user, input } = renderBox(params, true);
    // "185": the fixture's listings of 1851 to 1859 (7 items; 1857 is an event)
    await user.type(input, '185');
    const listings = await screen.findByRole('group', { name: 'Listings' });
    expect(screen.queryByRole('group', { name: 'Categories' })).toBeNull();
    expect(
      within(listings)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Gold sovereign 1851$178',
      'Penny Black stamp 1852$351',
      'Kiwi florin 1853$524.50',
      // a listing without a price shows none
      'Silver crown 1854',
      'Carved kauri box 1855$870',
    ]);
  });

  it('opens a chosen listing in its own gallery, and clears the box', async () => {
    const { user } = renderWithTrove(<Page listingSuggestions />);
    const input = screen.getByRole('combobox', { name: 'Search' }) as HTMLInputElement;
    await user.clear(input);
    await user.type(input, 'florin');
    // the suggestions for "crown" show until those for "florin" come
    await user.click(await screen.findByRole('option', { name: /Kiwi florin 1853/ }));
    expect(screen.getByText('item 3')).toBeTruthy();
    expect(input.value).toBe('');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('opens a listing chosen with the arrow keys: its place, the listing open, no keywords', async () => {
    const { user, input, onParamsChange } = renderBox({ ...params, q: 'old', category: ['coins'] }, true);
    await user.clear(input);
    await user.type(input, 'florin');
    await screen.findByRole('option', { name: /Kiwi florin 1853/ });
    // no category matches "florin": the first option is the first listing
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Categories' })).toBeNull());
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(input.getAttribute('aria-activedescendant')).toBeTruthy());
    await user.keyboard('{Enter}');
    expect(onParamsChange).toHaveBeenCalledTimes(1);
    expect(onParamsChange).toHaveBeenCalledWith({
      ...params,
      q: undefined,
      category: ['coins'],
      section: 'coins',
      gallery: 'british',
      caption: 'gold',
      item: { itemType: 'ITEM', id: 3, slug: 'kiwi-florin-1853' },
      prompt: false,
    });
  });

  it('still searches the keywords on Enter with no suggestion focused', async () => {
    const { user, input, onParamsChange } = renderBox(params, true);
    await user.type(input, 'florin');
    await screen.findByRole('group', { name: 'Listings' });
    await user.keyboard('{Enter}');
    expect(onParamsChange).toHaveBeenCalledWith({ ...params, q: 'florin', item: undefined, prompt: false });
  });

  it('says nothing matches only once the listings have answered too', async () => {
    const { user, input } = renderBox(params, true);
    await user.type(input, 'zzz');
    expect(await screen.findByText('No matching categories or listings')).toBeTruthy();
    expect(listed.at(-1)?.get('q')).toBe('zzz');
  });
});
