import { screen, waitFor } from '@testing-library/react';
import { defaultGalleryParams, type GalleryParams } from '@trove/core/gallery';
import { describe, expect, it, vi } from 'vitest';

// The combobox's module loads when the test opens this gate, so the plain box can be tried first.
const gate = vi.hoisted(() => {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open: () => open(), opened, requested: false };
});
vi.mock('./ui/SearchBoxView', async (importOriginal) => {
  gate.requested = true;
  await gate.opened;
  return importOriginal();
});

// The project's files share a worker's modules (isolate: false): the search box, imported by an
// earlier file, would keep the combobox's real module. Imported anew after the mock, it takes it.
vi.resetModules();
const { galleryHandlers, lookupHandlers } = await import('@trove/test-utils');
const { setupMswServer } = await import('../../testing/mswServer');
const { renderWithTrove } = await import('../../testing/renderWithTrove');
const { DeferredSearchBox, loadSearchBoxListingsView } = await import('./DeferredSearchBox');

setupMswServer(...lookupHandlers(), ...galleryHandlers());

const params: GalleryParams = { ...defaultGalleryParams, section: 'coins' };

function renderBox(initial: GalleryParams = params) {
  const onParamsChange = vi.fn();
  const view = renderWithTrove(<DeferredSearchBox params={initial} onParamsChange={onParamsChange} />);
  return { ...view, onParamsChange };
}

const box = () => screen.getByRole('combobox', { name: 'Search' }) as HTMLInputElement;
/** The combobox has come: react-aria's input (`data-rac`) in place of the plain one. */
const combobox = () =>
  waitFor(() => {
    const input = box();
    expect(input.hasAttribute('data-rac')).toBe(true);
    return input;
  });

// In order: the module loads once for the page, so the boxes after the third start as the combobox.
describe('DeferredSearchBox', () => {
  it('told not to load when idle, waits for the visitor', async () => {
    const { unmount } = renderWithTrove(<DeferredSearchBox params={params} loadWhenIdle={false} />);
    // past the idle time of the page (jsdom has no requestIdleCallback: whenIdle waits 200 ms)
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(gate.requested).toBe(false);
    expect(box().hasAttribute('data-rac')).toBe(false);
    unmount();
  });

  it('before its combobox loads: a plain box that searches on Enter and clears on Escape', async () => {
    const { user, onParamsChange } = renderBox({ ...params, q: 'crown' });
    const input = box();
    expect(input.hasAttribute('data-rac')).toBe(false);
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.value).toBe('crown');
    await user.keyboard('{Escape}');
    await user.click(input);
    await user.keyboard('{Escape}');
    expect(input.value).toBe('');
    await user.type(input, 'sovereign{Enter}');
    expect(onParamsChange).toHaveBeenCalledWith({
      ...params,
      q: 'sovereign',
      item: undefined,
      prompt: false,
    });
    // still the plain box: its module is held back
    expect(box()).toBe(input);
  });

  it('keeps what was typed before the combobox came, with the focus and caret, and opens its list', async () => {
    const { user, onParamsChange } = renderBox();
    const plain = box();
    await user.click(plain);
    await user.type(plain, 'gol');
    // the caret after "go": the next letter goes there, as it would have in the plain box
    plain.setSelectionRange(2, 2);
    gate.open();
    const input = await combobox();
    expect(input).not.toBe(plain);
    expect(document.activeElement).toBe(input);
    expect(input.value).toBe('gol');
    expect([input.selectionStart, input.selectionEnd]).toEqual([2, 2]);
    // the list opens for the text typed, before another key is pressed
    expect(await screen.findByRole('listbox', { name: 'Categories' })).toBeTruthy();
    await user.keyboard('l');
    expect(input.value).toBe('goll');
    await user.keyboard('{Backspace}{End}d');
    expect(input.value).toBe('gold');
    expect(await screen.findByRole('option', { name: /Gold Coins/ })).toBeTruthy();
    await user.keyboard('{Enter}');
    expect(onParamsChange).toHaveBeenCalledWith({ ...params, q: 'gold', item: undefined, prompt: false });
  });

  it('opens no list for a text searched before the combobox came; typing again opens it', async () => {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const onParamsChange = vi.fn();
    const { user } = renderWithTrove(
      <DeferredSearchBox
        params={params}
        onParamsChange={onParamsChange}
        loadWhenIdle={false}
        loadView={async () => {
          await released;
          return (await import('./ui/SearchBoxView')).SearchBoxView;
        }}
      />,
    );
    const plain = box();
    await user.click(plain);
    await user.type(plain, 'gold{Enter}');
    expect(onParamsChange).toHaveBeenCalledWith(expect.objectContaining({ q: 'gold' }));
    release();
    const input = await combobox();
    expect(document.activeElement).toBe(input);
    // past the typeahead's wait: the list would cover the results asked for
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.type(input, 's');
    expect(await screen.findByRole('listbox', { name: 'Categories' })).toBeTruthy();
  });

  it('once loaded, a new box is the combobox at once, with no focus taken', async () => {
    const { user, onParamsChange } = renderBox();
    const input = box();
    expect(input.hasAttribute('data-rac')).toBe(true);
    expect(document.activeElement).not.toBe(input);
    await user.type(input, 'stamp');
    await user.click(await screen.findByRole('option', { name: /^Stamps/ }));
    expect(onParamsChange).toHaveBeenCalledWith(
      expect.objectContaining({ category: ['stamps'], q: undefined }),
    );
  });

  it('loads the combobox it is given: with loadSearchBoxListingsView, listings too, and a chosen one opens', async () => {
    const onParamsChange = vi.fn();
    const { user } = renderWithTrove(
      <DeferredSearchBox
        params={params}
        onParamsChange={onParamsChange}
        loadView={loadSearchBoxListingsView}
        loadWhenIdle={false}
      />,
    );
    // the categories' combobox is loaded already, but this box waits for its own
    expect(box().hasAttribute('data-rac')).toBe(false);
    await user.click(box());
    const input = await combobox();
    await user.type(input, 'florin');
    await user.click(await screen.findByRole('option', { name: /Kiwi florin 1853/ }));
    expect(onParamsChange).toHaveBeenCalledWith(
      expect.objectContaining({ item: { itemType: 'ITEM', id: 3, slug: 'kiwi-florin-1853' }, q: undefined }),
    );
    expect(input.value).toBe('');
  });
});
