import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultGalleryParams } from '@trove/core/gallery';
import { galleryItemFixture } from '@trove/test-utils';
import { describe, expect, it, vi } from 'vitest';
import { GalleryTileView } from './GalleryTileView';

const params = { ...defaultGalleryParams, q: 'gold' };

describe('GalleryTileView', () => {
  it('drops the decimals of a whole price of 100 or more, and keeps them below', () => {
    const { rerender } = render(
      <GalleryTileView item={galleryItemFixture({ price: '1500.00' })} params={params} />,
    );
    expect(screen.getByText('$1,500')).toBeDefined();
    rerender(
      <GalleryTileView item={galleryItemFixture({ price: '99.00', currency: 'GBP' })} params={params} />,
    );
    expect(screen.getByText('£99.00')).toBeDefined();
    rerender(
      <GalleryTileView item={galleryItemFixture({ price: '150.50', currency: 'EUR' })} params={params} />,
    );
    expect(screen.getByText('€150.50')).toBeDefined();
  });

  it('cuts the title to 20 characters in 1 and 3 columns and 13 in 6', () => {
    const item = galleryItemFixture({ title: 'Victorian gold sovereign 1887 jubilee head' });
    const { rerender } = render(<GalleryTileView item={item} params={params} columns={3} />);
    expect(screen.getByText('Victorian gold sove…')).toBeDefined();
    rerender(<GalleryTileView item={item} params={params} columns={1} />);
    expect(screen.getByText('Victorian gold sove…')).toBeDefined();
    rerender(<GalleryTileView item={item} params={params} columns={6} />);
    expect(screen.getByText('Victorian go…')).toBeDefined();
    expect(screen.getByRole('img', { name: 'Victorian gold sovereign 1887 jubilee head' })).toBeDefined();
  });

  it('shows a sold tile with its realisation price in its own currency', () => {
    render(
      <GalleryTileView
        item={galleryItemFixture({
          sold: true,
          for_sale: false,
          price: '150.00',
          realisation_price: '210.00',
          realisation_currency: 'GBP',
        })}
        params={params}
      />,
    );
    expect(screen.getByText('Sold')).toBeDefined();
    expect(screen.getByText('£210')).toBeDefined();
    expect(screen.queryByText('$150')).toBeNull();
  });

  it('counts likes and views as a number, k or M, and badges events and locked tiles', () => {
    render(
      <GalleryTileView
        item={galleryItemFixture({
          item_type: 'EVENT',
          like_count: 0,
          view_count: 2_450_000,
          can_open: false,
        })}
        params={params}
      />,
    );
    const link = screen.getByRole('link');
    expect(link.textContent).toContain('- likes');
    expect(link.textContent).toContain('2.4M views');
    expect(screen.getByText('Event')).toBeDefined();
    expect(screen.getByText('Locked')).toBeDefined();
  });

  it("links to the tile's gallery URL, keeping the search, and opens it in place on a plain click", async () => {
    const onOpen = vi.fn();
    const item = galleryItemFixture({ id: 42, title: 'Gold sovereign' });
    render(<GalleryTileView item={item} params={params} onOpen={onOpen} />);
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('/collectables/coins/british/gold/042-gold-sovereign?q=gold');
    await userEvent.click(link);
    expect(onOpen).toHaveBeenCalledExactlyOnceWith(item);
  });
});
