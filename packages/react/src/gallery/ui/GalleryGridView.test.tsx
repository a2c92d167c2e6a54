import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultGalleryParams } from '@trove/core/gallery';
import { galleryListFixture } from '@trove/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GalleryGridView } from './GalleryGridView';

const params = defaultGalleryParams;
const tiles = galleryListFixture(40);

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('GalleryGridView', () => {
  it('draws only the rows near the viewport of 10,000 tiles', async () => {
    // jsdom lays nothing out: give every row a height so the window virtualiser has one to count
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(300);
    const many = Array.from({ length: 10_000 }, (_, index) => ({
      ...(tiles[index % tiles.length] as (typeof tiles)[number]),
      id: index + 1,
      url_id: `0${index + 1}`,
    }));
    render(<GalleryGridView tiles={many} params={params} columns={6} total={10_000} hasMore />);
    const drawn = await screen.findAllByRole('listitem');
    // a 768 px window shows 3 rows of 300 px, plus 2 overscan rows' worth below (none above)
    expect(drawn.length).toBeGreaterThan(0);
    expect(drawn.length).toBeLessThanOrEqual(6 * 6);
    expect(drawn[0]?.getAttribute('aria-setsize')).toBe('10000');
  });

  it('loads the first row’s images at once and first, and the others lazily', async () => {
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(300);
    render(<GalleryGridView tiles={tiles.slice(0, 9)} params={params} columns={3} total={9} />);
    const cells = await screen.findAllByRole('listitem');
    const images = cells.map((cell) => within(cell).getByRole('img'));
    expect(images.length).toBeGreaterThan(3);
    images.forEach((image, index) => {
      const firstRow = index < 3;
      expect(image.getAttribute('loading'), `tile ${index + 1}`).toBe(firstRow ? 'eager' : 'lazy');
      expect(image.getAttribute('fetchpriority'), `tile ${index + 1}`).toBe(firstRow ? 'high' : null);
    });
  });

  it('asks for more when the end is near, and not while a page loads', async () => {
    const onEndReached = vi.fn();
    const { rerender } = render(
      <GalleryGridView tiles={tiles} params={params} hasMore loadingMore onEndReached={onEndReached} />,
    );
    // past the time an observer of the end would have answered
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onEndReached).not.toHaveBeenCalled();
    rerender(<GalleryGridView tiles={tiles} params={params} hasMore onEndReached={onEndReached} />);
    // the end's observer answers after the render, as a browser's does after its layout
    await waitFor(() => expect(onEndReached).toHaveBeenCalledOnce());
    expect(screen.getByRole('list', { name: 'Gallery' })).toBeDefined();
  });

  it('shows skeletons while loading, the end footer on the last page', () => {
    const { rerender } = render(<GalleryGridView tiles={[]} params={params} loading />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeDefined();
    rerender(<GalleryGridView tiles={tiles.slice(0, 3)} params={params} />);
    expect(screen.getByText('You have reached the end of the gallery')).toBeDefined();
  });

  it('offers a retry below the tiles when the next page fails', async () => {
    const onRetry = vi.fn();
    render(<GalleryGridView tiles={tiles} params={params} hasMore error onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain('Sorry an error occurred');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(screen.queryByText('You have reached the end of the gallery')).toBeNull();
  });

  describe('advertisements', () => {
    const ad = (slot: number) => <p>House ad {slot}</p>;
    // jsdom lays nothing out: rows of 300 px, so the first five or so rows are drawn
    beforeEach(() => {
      vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(300);
    });

    /**
     * The drawn cells as `position:what`, T for a tile (with its listing's id), A for an
     * advertisement. The virtualiser shows rows once it has measured the window and them, so
     * tests wait for the cells they expect.
     */
    const cells = () =>
      screen.queryAllByRole('listitem').map((cell) => {
        const position = cell.getAttribute('aria-posinset');
        if (cell.getAttribute('aria-label') === 'Advertisement') return `${position}:A`;
        // the raw id ends the link: the kind of listing's digit, then its id, then perhaps a slug
        const rawId = within(cell).getByRole('link').getAttribute('href')?.split('/').at(-1) ?? '';
        return `${position}:T${Number(rawId.slice(1).split('-')[0])}`;
      });

    it('puts them at positions 3 and 6 in one column, then after every adFrequency tiles', async () => {
      render(
        <GalleryGridView
          tiles={tiles}
          params={params}
          columns={1}
          total={40}
          renderAdvertisement={ad}
          overscan={4}
        />,
      );
      await waitFor(() =>
        expect(cells().slice(0, 7)).toEqual(['1:T1', '2:T2', '3:A', '4:T3', '5:T4', '6:A', '7:T5']),
      );
      const [first, second] = screen.getAllByRole('listitem', { name: 'Advertisement' });
      expect(first?.textContent).toBe('House ad 0');
      expect(second?.textContent).toBe('House ad 1');
      // 40 tiles and 5 advertisements: after tiles 2, 4, 14, 24 and 34
      expect(first?.getAttribute('aria-setsize')).toBe('45');
      expect(screen.getAllByRole('listitem')[0]?.getAttribute('aria-setsize')).toBe('45');
    });

    it('puts one after every adFrequency tiles in three columns', async () => {
      const { rerender } = render(
        <GalleryGridView tiles={tiles} params={params} columns={3} total={40} renderAdvertisement={ad} />,
      );
      // the default: every 10 tiles, so the 11th cell, in the fourth row
      await waitFor(() => expect(cells().slice(9, 13)).toEqual(['10:T10', '11:A', '12:T11', '13:T12']));
      expect(screen.getAllByRole('listitem', { name: 'Advertisement' })).toHaveLength(1);
      rerender(
        <GalleryGridView
          tiles={tiles}
          params={params}
          columns={3}
          total={40}
          renderAdvertisement={ad}
          adFrequency={4}
        />,
      );
      await waitFor(() =>
        expect(cells().slice(0, 11)).toEqual([
          '1:T1',
          '2:T2',
          '3:T3',
          '4:T4',
          '5:A',
          '6:T5',
          '7:T6',
          '8:T7',
          '9:T8',
          '10:A',
          '11:T9',
        ]),
      );
      // 40 tiles, 9 advertisements (none after the last tile)
      expect(screen.getAllByRole('listitem')[0]?.getAttribute('aria-setsize')).toBe('49');
    });

    it('counts the advertisements of the tiles not yet loaded in the list size', async () => {
      render(
        <GalleryGridView
          tiles={tiles.slice(0, 11)}
          params={params}
          columns={3}
          total={40}
          hasMore
          renderAdvertisement={ad}
        />,
      );
      await waitFor(() => expect(cells().at(-1)).toBe('12:T11'));
      expect(screen.getAllByRole('listitem')[0]?.getAttribute('aria-setsize')).toBe('43');
    });

    it('has none without a renderer', async () => {
      render(<GalleryGridView tiles={tiles} params={params} columns={1} total={40} adFrequency={2} />);
      expect(screen.queryAllByRole('listitem', { name: 'Advertisement' })).toEqual([]);
      await waitFor(() => expect(cells().slice(0, 4)).toEqual(['1:T1', '2:T2', '3:T3', '4:T4']));
      expect(screen.getAllByRole('listitem')[0]?.getAttribute('aria-setsize')).toBe('40');
    });

    it('scrolls back to and focuses the closed tile, past the advertisements before it', async () => {
      const { rerender } = render(
        <GalleryGridView
          tiles={tiles}
          params={params}
          columns={1}
          total={40}
          renderAdvertisement={ad}
          openItem={{ itemType: 'ITEM', id: 4 }}
        />,
      );
      const open = (await screen.findAllByRole('listitem')).find(
        (cell) => cell.getAttribute('aria-current') === 'true',
      );
      expect(open?.getAttribute('aria-posinset')).toBe('5');
      rerender(
        <GalleryGridView tiles={tiles} params={params} columns={1} total={40} renderAdvertisement={ad} />,
      );
      // the fourth tile is the fifth cell: row 5 starts at 1,200 px, centred in a 768 px window
      expect(window.scrollTo).toHaveBeenCalledWith({ top: 1200 - (768 - 300) / 2 });
      const focused = document.activeElement?.closest('[role="listitem"]');
      expect(focused?.getAttribute('aria-posinset')).toBe('5');
      expect(document.activeElement?.textContent).toContain('Silver crown 1854');
    });
  });
});
