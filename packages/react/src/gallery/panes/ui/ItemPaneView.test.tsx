import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { itemDetailFixture, soldItemDetailFixture } from '@trove/test-utils';
import { describe, expect, it, vi } from 'vitest';
import { ItemPaneView } from './ItemPaneView';

const now = new Date('2026-11-20T12:00:00Z');

describe('ItemPaneView', () => {
  it('shows the item: title, years, price, SKU, link, rows, description, tags, breadcrumb and age', () => {
    render(<ItemPaneView item={itemDetailFixture()} onClose={vi.fn()} now={now} timeZone="UTC" />);
    const pane = screen.getByRole('region', { name: 'Victorian gold sovereign' });
    expect(within(pane).getByRole('heading', { level: 2 }).textContent).toBe('Victorian gold sovereign');
    expect(within(pane).getByText('1887–1890')).toBeDefined();
    expect(within(pane).getByText('$1,250')).toBeDefined();
    expect(within(pane).getByText('SKU-000042')).toBeDefined();
    const website = within(pane).getByRole('link', { name: 'https://www.kiwicoins.example/s…' });
    expect(website.getAttribute('href')).toBe(
      'https://www.kiwicoins.example/shop/british/gold-sovereigns/1887',
    );
    expect(website.getAttribute('rel')).toBe('noopener noreferrer');
    expect(within(pane).getByText('Grade').nextElementSibling?.textContent).toBe('Extremely fine');
    expect(within(pane).getByText('A jubilee head sovereign with a sharp strike.').tagName).toBe('P');
    expect(within(pane).getByText('Struck at the Melbourne mint in 1887.').tagName).toBe('P');
    expect(within(pane).getByRole('link', { name: '#gold' }).getAttribute('href')).toBe(
      '/collectables/coins?tags=gold',
    );
    const crumbs = within(within(pane).getByRole('navigation', { name: 'Breadcrumb' })).getAllByRole('link');
    expect(crumbs.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Coins', '/collectables/coins'],
      ['British', '/collectables/coins/british'],
      ['Gold', '/collectables/coins/british/gold'],
    ]);
    expect(within(pane).getByText('12 March 2026 (8 months ago)').tagName).toBe('TIME');
    expect(within(pane).getByText(/12 likes/)).toBeDefined();
    expect(within(pane).getByText(/2 comments/)).toBeDefined();
    expect(within(pane).getByText('Listed by')).toBeDefined();
  });

  it('shows the sale closed date and the realisation price of a sold item, not its price', () => {
    render(<ItemPaneView item={soldItemDetailFixture()} onClose={vi.fn()} now={now} timeZone="UTC" />);
    expect(screen.getByText('Sold')).toBeDefined();
    expect(screen.getByText('Sale closed').nextElementSibling?.textContent).toBe('20 April 2026');
    expect(screen.getByText('Sold for').nextElementSibling?.textContent).toBe('$1,480');
    expect(screen.queryByText('Price')).toBeNull();
  });

  it('shows the view count and share counters to admins only', () => {
    const { rerender } = render(<ItemPaneView item={itemDetailFixture()} onClose={vi.fn()} now={now} />);
    expect(screen.queryByText(/views/)).toBeNull();
    rerender(<ItemPaneView item={itemDetailFixture()} onClose={vi.fn()} now={now} admin />);
    expect(screen.getByText(/1\.5k views/)).toBeDefined();
    expect(screen.getByText('Shares: Facebook 3, Twitter 1')).toBeDefined();
  });

  it('invites anonymous visitors to log in to like or comment, and shows the scroll message', () => {
    const { rerender } = render(
      <ItemPaneView
        item={itemDetailFixture()}
        onClose={vi.fn()}
        scrollMessage="Scroll down for more Coins listings"
        hrefs={{ login: '/auth/login' }}
      />,
    );
    expect(screen.getByRole('link', { name: 'Log in to like or comment' }).getAttribute('href')).toBe(
      '/auth/login',
    );
    expect(screen.getByText('Scroll down for more Coins listings')).toBeDefined();
    rerender(<ItemPaneView item={itemDetailFixture()} onClose={vi.fn()} signedIn />);
    expect(screen.queryByText('Log in to like or comment')).toBeNull();
    expect(screen.queryByText('Scroll down for more Coins listings')).toBeNull();
  });

  it('steps through the images and closes', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(<ItemPaneView item={itemDetailFixture()} onClose={onClose} />);
    const images = screen.getByRole('region', { name: 'Images' });
    expect(within(images).getByRole('group', { name: '1 of 3' })).toBeDefined();
    await user.click(within(images).getByRole('button', { name: 'Next' }));
    expect(within(images).getByRole('group', { name: '2 of 3' })).toBeDefined();
    await user.click(within(images).getByRole('button', { name: 'Previous' }));
    await user.click(within(images).getByRole('button', { name: 'Previous' }));
    expect(within(images).getByRole('group', { name: '3 of 3' })).toBeDefined();
    expect(within(images).getAllByRole('img')).toHaveLength(1);
    await user.click(screen.getAllByRole('button', { name: 'Close' })[0] as HTMLElement);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('links a video entry to its page and shows unsafe links as text', () => {
    render(
      <ItemPaneView
        item={itemDetailFixture({
          images: [{ url: 'dQw4w9WgXcQ', media_type: 'youtube' }],
          website: 'javascript:alert(1)',
        })}
        onClose={vi.fn()}
      />,
    );
    expect(screen.getByRole('link', { name: 'Watch video' }).getAttribute('href')).toBe(
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    );
    expect(screen.getByText('javascript:alert(1)').tagName).toBe('SPAN');
  });
});
