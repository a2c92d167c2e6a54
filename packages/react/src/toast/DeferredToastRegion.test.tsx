import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

// The region's module loads when the test opens this gate, so a toast can come before it.
const gate = vi.hoisted(() => {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open: () => open(), opened };
});
vi.mock('./ui/ToastRegionView', async (importOriginal) => {
  await gate.opened;
  return importOriginal();
});

// The project's files share a worker's modules (isolate: false): the region's module, imported by an earlier
// file, would keep the real view without waiting for the gate. Imported anew after the mock, they take it.
vi.resetModules();
const { DeferredToastRegion } = await import('./DeferredToastRegion');
const { ToastProvider } = await import('./ToastProvider');
const { createToastQueue } = await import('./toastQueue');

function renderRegion() {
  const toasts = createToastQueue();
  render(
    <ToastProvider queue={toasts}>
      <DeferredToastRegion translations={{ region: 'Page messages' }} />
    </ToastProvider>,
  );
  return toasts;
}

// In order: the module loads once for the page.
describe('DeferredToastRegion', () => {
  it('shows nothing before its module, then the toasts shown meanwhile, with their own translations', async () => {
    const toasts = renderRegion();
    act(() => {
      toasts.success('Search saved');
    });
    expect(screen.queryByText('Search saved')).toBeNull();
    gate.open();
    const region = await screen.findByRole('region', { name: 'Page messages' });
    expect(region.textContent).toContain('Search saved');
  });

  it('once loaded, shows toasts at once and closes them', async () => {
    const toasts = renderRegion();
    // empty, the region is not there, as react-aria's is not
    expect(screen.queryByRole('region', { name: 'Page messages' })).toBeNull();
    act(() => {
      toasts.error('Could not save the search');
    });
    expect(screen.getByText('Could not save the search')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText('Could not save the search')).toBeNull());
  });
});
