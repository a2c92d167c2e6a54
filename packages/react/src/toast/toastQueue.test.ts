import { describe, expect, it, vi } from 'vitest';
import { createToastQueue } from './toastQueue';

describe('createToastQueue', () => {
  it('never opens the same toast twice while it is open', () => {
    const toasts = createToastQueue();
    const first = toasts.success('Password changed.');
    const second = toasts.success('Password changed.');
    expect(second).toBe(first);
    expect(toasts.queue.visibleToasts).toHaveLength(1);
  });

  it('opens it again once closed, and tells different toasts apart', () => {
    const onClose = vi.fn();
    const toasts = createToastQueue();
    const key = toasts.success('Password changed.', { onClose });
    toasts.error('Password changed.');
    toasts.close(key);
    expect(onClose).toHaveBeenCalledTimes(1);
    toasts.success('Password changed.');
    expect(toasts.queue.visibleToasts.map((toast) => toast.content)).toEqual([
      { kind: 'success', message: 'Password changed.' },
      { kind: 'error', message: 'Password changed.' },
    ]);
  });

  it('forgets everything on clear', () => {
    const toasts = createToastQueue();
    toasts.success('Search saved');
    toasts.clear();
    expect(toasts.queue.visibleToasts).toEqual([]);
    toasts.success('Search saved');
    expect(toasts.queue.visibleToasts).toHaveLength(1);
  });
});
