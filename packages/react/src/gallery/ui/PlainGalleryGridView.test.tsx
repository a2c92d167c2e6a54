import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultGalleryParams } from '@trove/core/gallery';
import { galleryListFixture } from '@trove/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PlainGalleryGridView } from './GalleryGridView';

const params = defaultGalleryParams;
const tiles = galleryListFixture(40);

// jsdom lays nothing out: rows of 300 px, so the virtualiser draws the first few rows
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(300);
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** The drawn cells as `position:T<listing id>`, from each tile link's raw id. */
const cells = () =>
  screen.queryAllByRole('listitem').map((cell) => {
    const rawId = within(cell).getByRole('link').getAttribute('href')?.split('/').at(-1) ?? '';
    return `${cell.getAttribute('aria-posinset')}:T${Number(rawId.slice(1).split('-')[0])}`;
  });

describe('PlainGalleryGridView', () => {
  it('lists the tiles in rows, counting every tile of the gallery in the list size', async () => {
    render(
      <PlainGalleryGridView tiles={tiles.slice(0, 11)} params={params} columns={3} total={40} hasMore />,
    );
    expect(screen.getByRole('list', { name: 'Gallery' })).toBeDefined();
    await waitFor(() => expect(cells().slice(0, 4)).toEqual(['1:T1', '2:T2', '3:T3', '4:T4']));
    expect(screen.getAllByRole('listitem')[0]?.getAttribute('aria-setsize')).toBe('40');
    // the first row's three tiles in one row element, the next row's in another
    const rows = document.querySelectorAll('.trove-gallery-grid__row');
    expect(rows[0]?.querySelectorAll('[role="listitem"]')).toHaveLength(3);
    expect(screen.getAllByRole('listitem')[0]?.getAttribute('aria-current')).toBeNull();
  });

  it('hands a plain click on a tile to onOpen', async () => {
    const onOpen = vi.fn();
    render(<PlainGalleryGridView tiles={tiles.slice(0, 3)} params={params} onOpen={onOpen} />);
    const [first] = await screen.findAllByRole('listitem');
    await userEvent.click(within(first as HTMLElement).getByRole('link'));
    expect(onOpen).toHaveBeenCalledWith(tiles[0]);
  });

  it('asks for more when the end is near, and not while a page loads', async () => {
    const onEndReached = vi.fn();
    const { rerender } = render(
      <PlainGalleryGridView tiles={tiles} params={params} hasMore loadingMore onEndReached={onEndReached} />,
    );
    // past the time an observer of the end would have answered
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onEndReached).not.toHaveBeenCalled();
    expect(screen.getByRole('status', { name: 'Loading more' })).toBeDefined();
    rerender(<PlainGalleryGridView tiles={tiles} params={params} hasMore onEndReached={onEndReached} />);
    // the end's observer answers after the render, as a browser's does after its layout
    await waitFor(() => expect(onEndReached).toHaveBeenCalledOnce());
  });

  it('shows skeletons while loading, the empty state with Go back, and the end footer', async () => {
    const onGoBack = vi.fn();
    const { rerender } = render(<PlainGalleryGridView tiles={[]} params={params} loading />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeDefined();
    rerender(<PlainGalleryGridView tiles={[]} params={params} onGoBack={onGoBack} />);
    expect(screen.getByText('No items found')).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Go back' }));
    expect(onGoBack).toHaveBeenCalledOnce();
    rerender(<PlainGalleryGridView tiles={tiles.slice(0, 3)} params={params} />);
    expect(screen.getByText('You have reached the end of the gallery')).toBeDefined();
  });

  it('shows the error with a retry, alone without tiles and below them with some', async () => {
    const onRetry = vi.fn();
    const { rerender } = render(<PlainGalleryGridView tiles={[]} params={params} error onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain('Sorry an error occurred');
    expect(screen.queryByRole('list')).toBeNull();
    rerender(<PlainGalleryGridView tiles={tiles} params={params} hasMore error onRetry={onRetry} />);
    expect(screen.getByRole('list', { name: 'Gallery' })).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(screen.queryByText('You have reached the end of the gallery')).toBeNull();
  });
});
