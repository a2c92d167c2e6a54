import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoadingPaneView } from './LoadingPaneView';
import { PermissionDeniedPaneView } from './PermissionDeniedPaneView';

describe('PermissionDeniedPaneView', () => {
  it('invites anonymous visitors to join for free or log in', async () => {
    const onClose = vi.fn();
    render(<PermissionDeniedPaneView signedIn={false} title="Penny Black" onClose={onClose} />);
    expect(screen.getByRole('region', { name: 'Permission denied' })).toBeDefined();
    expect(screen.getByText('Penny Black')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Join for FREE' }).getAttribute('href')).toBe('/sign-up');
    expect(screen.getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('link', { name: 'Upgrade' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('invites members to upgrade', () => {
    render(<PermissionDeniedPaneView signedIn onClose={vi.fn()} hrefs={{ upgrade: '/billing/upgrade' }} />);
    expect(screen.getByRole('link', { name: 'Upgrade' }).getAttribute('href')).toBe('/billing/upgrade');
    expect(screen.queryByRole('link', { name: 'Join for FREE' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Log In' })).toBeNull();
  });

  it('has no Upgrade button without an upgrade page to go to, only the message', () => {
    render(<PermissionDeniedPaneView signedIn onClose={vi.fn()} />);
    expect(screen.getByText(/^Upgrade required/)).toBeDefined();
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('LoadingPaneView', () => {
  it('is busy, says Loading, and can be closed', async () => {
    const onClose = vi.fn();
    const { rerender } = render(<LoadingPaneView title="Penny Black" onClose={onClose} />);
    const pane = screen.getByRole('region', { name: 'Penny Black' });
    expect(pane.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status', { name: 'Loading' })).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
    rerender(<LoadingPaneView onClose={onClose} />);
    expect(screen.getByRole('heading', { name: 'Loading' })).toBeDefined();
  });
});
