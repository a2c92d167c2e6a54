import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NavbarView } from './NavbarView';

describe('NavbarView', () => {
  it('shows the site name, an empty search box, Watchlist, Join for FREE and Log In to visitors', () => {
    render(<NavbarView siteName="Trove" />);
    expect(screen.getByRole('link', { name: 'Trove' })).toHaveProperty('pathname', '/collectables');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveProperty('value', '');
    const nav = within(screen.getByRole('navigation'));
    expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Watchlist',
      'Join for FREE',
      'Log In',
    ]);
    expect(nav.getByRole('link', { name: 'Log In' })).toHaveProperty('pathname', '/login');
    expect(nav.getByRole('link', { name: 'Join for FREE' })).toHaveProperty('pathname', '/sign-up');
  });

  it('hides Join for FREE and Log In from members', () => {
    render(<NavbarView siteName="Trove" anonymous={false} />);
    expect(screen.queryByRole('link', { name: 'Log In' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Join for FREE' })).toBeNull();
  });

  it('shows a loading placeholder until the site name is known', () => {
    render(<NavbarView siteName={undefined} />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeDefined();
  });

  it('takes translations, hrefs and class names', () => {
    render(
      <NavbarView
        siteName="Trove"
        translations={{ login: 'Sign in' }}
        hrefs={{ login: '/auth/login' }}
        classNames={{ root: 'site-header' }}
      />,
    );
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveProperty('pathname', '/auth/login');
    expect(screen.getByRole('banner').className).toContain('site-header');
  });
});
