import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultGalleryParams } from '@trove/core/gallery';
import { galleryItemFixture } from '@trove/test-utils';
import { describe, expect, it, vi } from 'vitest';
import { GalleryTileView } from './GalleryTileView';
import { TileActionsContext } from './tileActions';

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

  it('offers the three thumbnail sizes in a srcset, with the tile’s width and height, loaded lazily', () => {
    const item = galleryItemFixture({
      title: 'Penny Black',
      image_thumbnail: '/thumbnails/penny-262x262',
      image_thumbnail_small: '/thumbnails/penny-116x116',
      image_thumbnail_lg: '/thumbnails/penny-393x393',
    });
    const { rerender } = render(<GalleryTileView item={item} params={params} columns={3} />);
    const image = screen.getByRole('img', { name: 'Penny Black' });
    expect(image.getAttribute('src')).toBe('/thumbnails/penny-262x262');
    expect(image.getAttribute('srcset')).toBe(
      '/thumbnails/penny-116x116 116w, /thumbnails/penny-262x262 262w, /thumbnails/penny-393x393 393w',
    );
    expect(image.getAttribute('sizes')).toBe('33vw');
    expect(image.getAttribute('width')).toBe('262');
    expect(image.getAttribute('height')).toBe('262');
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('fetchpriority')).toBeNull();

    rerender(<GalleryTileView item={item} params={params} columns={1} priority />);
    expect(image.getAttribute('sizes')).toBe('min(262px, 40vw)');
    expect(image.getAttribute('loading')).toBe('eager');
    expect(image.getAttribute('fetchpriority')).toBe('high');
  });

  it('has no srcset when the API gives one size only', () => {
    const item = galleryItemFixture({
      title: 'Penny Red',
      image_thumbnail: '/thumbnails/red-262x262',
      image_thumbnail_small: null,
      image_thumbnail_lg: null,
    });
    render(<GalleryTileView item={item} params={params} />);
    const image = screen.getByRole('img', { name: 'Penny Red' });
    expect(image.getAttribute('src')).toBe('/thumbnails/red-262x262');
    expect(image.getAttribute('srcset')).toBeNull();
    expect(image.getAttribute('sizes')).toBeNull();
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

  it('badges an event that is over at now Past event, and one to come Event', () => {
    const now = new Date('2026-11-20T12:00:00Z');
    const event = (date_start: string, date_end: string | null) =>
      galleryItemFixture({ item_type: 'EVENT', date_start, date_end });
    const { rerender } = render(
      <GalleryTileView
        item={event('2026-11-18T10:00:00Z', '2026-11-20T11:59:59Z')}
        params={params}
        now={now}
      />,
    );
    expect(screen.getByText('Past event').className).toBe('trove-tile__badge');
    expect(screen.queryByText('Event')).toBeNull();
    // still on: its end is after now, though it started before
    rerender(
      <GalleryTileView
        item={event('2026-11-18T10:00:00Z', '2026-11-20T12:00:01Z')}
        params={params}
        now={now}
      />,
    );
    expect(screen.getByText('Event').className).toBe('trove-tile__badge');
    expect(screen.queryByText('Past event')).toBeNull();
    rerender(<GalleryTileView item={event('2026-12-05T10:00:00Z', null)} params={params} now={now} />);
    expect(screen.getByText('Event')).toBeDefined();
    // an item is never an event, past or not
    rerender(
      <GalleryTileView
        item={galleryItemFixture({ item_type: 'ITEM', date_start: '2026-11-01T10:00:00Z', date_end: null })}
        params={params}
        now={now}
      />,
    );
    expect(screen.queryByText('Past event')).toBeNull();
  });

  describe('a lot', () => {
    const now = new Date('2026-11-20T12:00:00Z');
    const lot = (overrides: Parameters<typeof galleryItemFixture>[0] = {}) =>
      galleryItemFixture({
        price: '150.00',
        for_sale_by_auction: true,
        lot_number: 12,
        start_price: '40.00',
        current_bid: '95.50',
        auction_currency: 'GBP',
        auction_opens: '2026-11-18T09:00:00Z',
        auction_closes: '2026-11-22T16:30:00Z',
        ...overrides,
      });
    const textOf = (item: ReturnType<typeof lot>) => {
      const { container, unmount } = render(<GalleryTileView item={item} params={params} now={now} />);
      const text = {
        badge: container.querySelector('.trove-tile__badge')?.textContent,
        price: container.querySelector('.trove-tile__price')?.textContent ?? null,
        facts: [...container.querySelectorAll('.trove-tile__facts > *')].map((fact) => fact.textContent),
      };
      unmount();
      return text;
    };

    it('without a listed price shows its leading bid in its own currency, its number and its time left', () => {
      expect(textOf(lot({ price: null }))).toEqual({
        badge: 'Auction',
        price: 'Bid£95.50',
        facts: ['Lot 12', '2d 4h left'],
      });
    });

    it('with a listed price leads with it, as the price sorts order by it, and gives its bid among its facts', () => {
      expect(textOf(lot())).toEqual({
        badge: 'Auction',
        price: '$150',
        facts: ['Lot 12', 'Bid £95.50', '2d 4h left'],
      });
    });

    it('shows its start price until the first bid, and the time to its open before it opens', () => {
      expect(textOf(lot({ price: null, current_bid: null }))).toMatchObject({ price: 'Starts at£40.00' });
      expect(
        textOf(
          lot({ price: null, current_bid: null, auction_opens: '2026-11-21T12:00:00Z', lot_number: null }),
        ),
      ).toEqual({ badge: 'Auction', price: 'Starts at£40.00', facts: ['Opens in 1d'] });
      expect(textOf(lot({ current_bid: null })).facts).toEqual(['Lot 12', 'Starts at £40.00', '2d 4h left']);
    });

    it('reads Closed once closed, by the time or settled, with its last bid and no start price', () => {
      expect(textOf(lot({ price: null, auction_closes: '2026-11-20T11:59:00Z' }))).toEqual({
        badge: 'Auction',
        price: 'Bid£95.50',
        facts: ['Lot 12', 'Closed'],
      });
      expect(textOf(lot({ price: null, for_sale_by_auction: false, current_bid: null }))).toEqual({
        badge: 'Auction',
        price: null,
        facts: ['Lot 12', 'Closed'],
      });
    });

    it('once sold says Sold with what it made, and its number', () => {
      const sold = lot({
        for_sale_by_auction: false,
        sold: true,
        realisation_price: '120.00',
        realisation_currency: 'GBP',
      });
      expect(textOf(sold)).toEqual({ badge: 'Auction', price: 'Sold£120', facts: ['Lot 12'] });
    });

    it('is no lot without its times: an item’s own lot number alone shows nothing of an auction', () => {
      expect(textOf(galleryItemFixture({ lot_number: 7 }))).toEqual({
        badge: undefined,
        price: '$150',
        facts: [],
      });
    });
  });

  it('shows an event’s dates and city', () => {
    const { container } = render(
      <GalleryTileView
        item={galleryItemFixture({
          item_type: 'EVENT',
          price: null,
          date_start: '2026-07-30T10:00:00Z',
          date_end: '2026-08-02T16:00:00Z',
          city: 'Wellington',
        })}
        params={params}
        now={new Date('2026-07-01T00:00:00Z')}
        timeZone="UTC"
      />,
    );
    const facts = [...container.querySelectorAll('.trove-tile__facts > *')].map((fact) => fact.textContent);
    expect(facts).toEqual(['30 Jul – 2 Aug 2026', 'Wellington']);
    expect(screen.getByText('Event')).toBeDefined();
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

  it('shows its controls outside its link, and a click on them opens nothing', async () => {
    const onOpen = vi.fn();
    const onToggle = vi.fn();
    const item = galleryItemFixture({ id: 42, title: 'Gold sovereign' });
    render(
      <GalleryTileView
        item={item}
        params={params}
        onOpen={onOpen}
        actions={
          <button type="button" onClick={onToggle}>
            Watch
          </button>
        }
      />,
    );
    const toggle = screen.getByRole('button', { name: 'Watch' });
    expect(screen.getByRole('link').contains(toggle)).toBe(false);
    await userEvent.click(toggle);
    expect(onToggle).toHaveBeenCalledOnce();
    expect(onOpen).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('link'));
    expect(onOpen).toHaveBeenCalledExactlyOnceWith(item);
  });

  it('takes its controls from a TileActionsContext, for its own item, unless given its own', () => {
    const render_ = (item: { id: number }) => <button type="button">{`Watch ${item.id}`}</button>;
    const { rerender } = render(
      <TileActionsContext.Provider value={render_}>
        <GalleryTileView item={galleryItemFixture({ id: 7 })} params={params} />
        <GalleryTileView item={galleryItemFixture({ id: 8 })} params={params} />
      </TileActionsContext.Provider>,
    );
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Watch 7', 'Watch 8']);
    rerender(
      <TileActionsContext.Provider value={render_}>
        <GalleryTileView item={galleryItemFixture({ id: 7 })} params={params} actions={null} />
      </TileActionsContext.Provider>,
    );
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<GalleryTileView item={galleryItemFixture({ id: 7 })} params={params} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
