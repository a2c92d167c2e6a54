import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FooterView } from './FooterView';

const places = [
  { name: 'Collectables', href: '/collectables' },
  { name: 'Events', href: '/collectables/events' },
];

const linksOf = (group: string) =>
  within(screen.getByRole('region', { name: group }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('FooterView', () => {
  it("lists the gallery's places and a visitor's pages, with the site's name", () => {
    render(<FooterView siteName="Trove" places={places} />);
    expect(screen.getByRole('contentinfo').textContent).toContain('Trove');
    expect(linksOf('Browse')).toEqual([
      ['Collectables', '/collectables'],
      ['Events', '/collectables/events'],
    ]);
    expect(linksOf('Your account')).toEqual([
      ['Join for FREE', '/sign-up'],
      ['Log In', '/login'],
      ['Forgot password', '/forgot-password'],
      ['Watchlist', '/collectables?key=watchlist'],
    ]);
  });

  it("lists a member's pages, Orders and Cart with the cart flag, My lots with the auctions flag", () => {
    const { rerender } = render(<FooterView siteName="Trove" signedIn />);
    expect(linksOf('Your account').map(([name]) => name)).toEqual([
      'Your account',
      'Notifications',
      'Watchlist',
    ]);
    rerender(<FooterView siteName="Trove" signedIn cartEnabled auctionsEnabled />);
    expect(linksOf('Your account')).toEqual([
      ['Your account', '/account'],
      ['Notifications', '/notifications'],
      ['Watchlist', '/collectables?key=watchlist'],
      ['My lots', '/auctions'],
      ['Orders', '/orders'],
      ['Cart', '/cart'],
    ]);
  });

  it('leaves out a link given as null, and a group with no links', () => {
    render(<FooterView siteName="Trove" hrefs={{ forgotPassword: null }} />);
    expect(screen.queryByRole('region', { name: 'Browse' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Forgot password' })).toBeNull();
  });

  it('shows a placeholder name while the settings load, and takes translations', () => {
    render(<FooterView siteName={undefined} translations={{ browse: 'Explore' }} places={places} />);
    expect(screen.getByRole('contentinfo').textContent).toContain('Loading');
    expect(screen.getByRole('region', { name: 'Explore' })).toBeDefined();
  });
});
