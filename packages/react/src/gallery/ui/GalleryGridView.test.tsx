import { render, screen } from '@testing-library/react';
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
  it('draws only the rows near the viewport of 10,000 tiles', () => {
    // jsdom lays nothing out: give every row a height so the window virtualiser has one to count
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(300);
    const many = Array.from({ length: 10_000 }, (_, index) => ({
      ...(tiles[index % tiles.length] as (typeof tiles)[number]),
      id: index + 1,
      url_id: `0${index + 1}`,
    }));
    render(<GalleryGridView tiles={many} params={params} columns={6} total={10_000} hasMore />);
    const drawn = screen.getAllByRole('listitem');
    // a 768 px window shows 3 rows of 300 px, plus 2 overscan rows on either side
    expect(drawn.length).toBeGreaterThan(0);
    expect(drawn.length).toBeLessThanOrEqual(6 * 6);
    expect(drawn[0]?.getAttribute('aria-setsize')).toBe('10000');
  });

  it('asks for more when the end is near, and not while a page loads', () => {
    const onEndReached = vi.fn();
    const { rerender } = render(
      <GalleryGridView tiles={tiles} params={params} hasMore loadingMore onEndReached={onEndReached} />,
    );
    expect(onEndReached).not.toHaveBeenCalled();
    rerender(<GalleryGridView tiles={tiles} params={params} hasMore onEndReached={onEndReached} />);
    expect(onEndReached).toHaveBeenCalledOnce();
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
});
