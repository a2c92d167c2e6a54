import { fireEvent, render, screen } from '@testing-library/react';
import { MAP_IMAGE_SIZES } from '@trove/core/gallery';
import { eventDetailFixture, itemAddressFixture } from '@trove/test-utils';
import { describe, expect, it, vi } from 'vitest';
import { EventPaneView } from './EventPaneView';

const venue = 'Town Hall, 101 Wakefield Street, Wellington, New Zealand';

describe('EventPaneView', () => {
  it('shows when with times, contact and website', () => {
    const before = new Date('2025-07-01T12:00:00Z');
    render(<EventPaneView item={eventDetailFixture()} onClose={vi.fn()} timeZone="UTC" now={before} />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Wellington coin fair');
    const when = screen.getByText('When').nextElementSibling;
    expect(when?.textContent).toBe('Sat, 12 July 2025, 10:00 am – 4:00 pm');
    expect(when?.querySelector('time')?.getAttribute('dateTime')).toBe('2025-07-12T10:00:00Z');
    expect(screen.getByText('Contact').nextElementSibling?.textContent).toBe('Aroha Smith04 123 4567');
    expect(screen.getByRole('link', { name: 'https://www.coinfair.example/we…' })).toBeDefined();
  });

  it('marks an event that is over at now Past event beside its dates, and not one to come', () => {
    const item = eventDetailFixture({ date_start: '2026-11-18T10:00:00Z', date_end: '2026-11-20T11:59:59Z' });
    const { rerender } = render(
      <EventPaneView item={item} onClose={vi.fn()} timeZone="UTC" now={new Date('2026-11-20T12:00:00Z')} />,
    );
    const when = screen.getByText('When').nextElementSibling;
    expect(when?.querySelector('.trove-pane__past')?.textContent).toBe('Past event');
    expect(when?.textContent).toBe(
      'Wed, 18 November 2026 at 10:00 am – Fri, 20 November 2026 at 11:59 am Past event',
    );
    rerender(
      <EventPaneView item={item} onClose={vi.fn()} timeZone="UTC" now={new Date('2026-11-20T11:00:00Z')} />,
    );
    expect(screen.queryByText('Past event')).toBeNull();
    expect(screen.getByText('When').nextElementSibling?.textContent).toBe(
      'Wed, 18 November 2026 at 10:00 am – Fri, 20 November 2026 at 11:59 am',
    );
  });

  it("maps its second address at 360x135, zoom 12, from the provider's URL", () => {
    const mapImageUrl = vi.fn(
      (address: string) => `https://maps.example/static?q=${encodeURIComponent(address)}`,
    );
    render(<EventPaneView item={eventDetailFixture()} onClose={vi.fn()} mapImageUrl={mapImageUrl} />);
    expect(mapImageUrl).toHaveBeenCalledWith(venue, MAP_IMAGE_SIZES.event);
    const map = screen.getByRole('img', { name: `Map of ${venue}` });
    expect([map.getAttribute('width'), map.getAttribute('height')]).toEqual(['360', '135']);
    expect(screen.getByText(venue)).toBeDefined();
  });

  it('links the map to a maps page when told where', () => {
    render(
      <EventPaneView
        item={eventDetailFixture()}
        onClose={vi.fn()}
        mapImageUrl={() => '/map.png'}
        mapLinkUrl={(address) => `https://maps.example/?q=${encodeURIComponent(address)}`}
      />,
    );
    expect(screen.getByRole('link', { name: `Map of ${venue}` }).getAttribute('href')).toBe(
      `https://maps.example/?q=${encodeURIComponent(venue)}`,
    );
  });

  it('falls back to the address text when the map fails, or without a provider', () => {
    const { rerender } = render(
      <EventPaneView item={eventDetailFixture()} onClose={vi.fn()} mapImageUrl={() => '/broken.png'} />,
    );
    fireEvent.error(screen.getByRole('img', { name: `Map of ${venue}` }));
    expect(screen.queryByRole('img', { name: /^Map of/ })).toBeNull();
    expect(screen.getByText(venue)).toBeDefined();
    rerender(<EventPaneView item={eventDetailFixture()} onClose={vi.fn()} />);
    expect(screen.queryByRole('img', { name: /^Map of/ })).toBeNull();
    expect(screen.getByText(venue)).toBeDefined();
  });

  it('maps its only address when it has one, and shows no map without any', () => {
    const office = itemAddressFixture({ line1: '5 Willis Street' });
    const { rerender } = render(
      <EventPaneView item={eventDetailFixture({ addresses: [office] })} onClose={vi.fn()} />,
    );
    expect(screen.getByText('5 Willis Street, Wellington, New Zealand')).toBeDefined();
    rerender(
      <EventPaneView item={eventDetailFixture({ addresses: [], date_start: null })} onClose={vi.fn()} />,
    );
    expect(screen.queryByText('Where')).toBeNull();
    expect(screen.queryByText('When')).toBeNull();
  });
});
