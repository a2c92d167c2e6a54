import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ToastProvider } from './ToastProvider';
import { ToastRegion } from './ToastRegion';
import { createToastQueue } from './toastQueue';

describe('ToastRegion', () => {
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
