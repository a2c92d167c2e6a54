import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from './ToastProvider';
import { ToastRegion } from './ToastRegion';
import { createToastQueue } from './toastQueue';

describe('ToastRegion', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  // moved here from toastQueue.test.ts, which only read the option back: the region runs the timers
  it('closes toasts after their timeout, keeps those with 0, and then shows the same toast again', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    const toasts = createToastQueue({ timeout: 3000 });
    render(
      <ToastProvider queue={toasts}>
        <ToastRegion />
      </ToastProvider>,
    );
    act(() => {
      toasts.warning('Approval required', { onClose });
      toasts.info('Kept', { timeout: 0 });
    });
    act(() => vi.advanceTimersByTime(2900));
    expect(screen.getByText('Approval required')).toBeDefined();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Approval required')).toBeNull();
    expect(onClose).toHaveBeenCalledOnce();
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('Kept')).toBeDefined();
    // closed, it is no longer a duplicate
    act(() => {
      toasts.warning('Approval required');
    });
    expect(screen.getByText('Approval required')).toBeDefined();
  });

  it("shows the provider's toasts, once each, and closes them", async () => {
    const toasts = createToastQueue();
    render(
      <ToastProvider queue={toasts}>
        <ToastRegion />
      </ToastProvider>,
    );
    act(() => {
      toasts.success('Profile updated');
      toasts.success('Profile updated');
      toasts.show({
        kind: 'warning',
        title: 'Approval required',
        message: 'Your comment has been sent for moderation.',
      });
    });
    expect(screen.getAllByText('Profile updated')).toHaveLength(1);
    expect(screen.getByText('Approval required')).toBeDefined();
    expect(screen.getByText('Your comment has been sent for moderation.')).toBeDefined();
    const [first] = screen.getAllByRole('button', { name: 'Close' });
    if (first) await userEvent.click(first);
    expect(screen.getAllByRole('button', { name: 'Close' })).toHaveLength(1);
  });
});
