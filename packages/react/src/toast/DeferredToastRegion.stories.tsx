import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { DeferredToastRegion } from './DeferredToastRegion';
import { ToastProvider } from './ToastProvider';
import { createToastQueue } from './toastQueue';
import { useToast } from './useToast';

/** A button that shows a toast, as a page's action would. */
function SaveButton() {
  const toasts = useToast();
  return (
    <button type="button" onClick={() => toasts.success('Search saved')}>
      Save
    </button>
  );
}

/** The toasts' region loaded on demand: nothing until the first toast (or the visitor's first press, key or touch). */
const meta = {
  title: 'Toast/DeferredToastRegion',
  component: DeferredToastRegion,
  decorators: [
    (Story) => (
      // stories keep their toasts until closed, so the tests never race a timeout
      <ToastProvider queue={createToastQueue({ timeout: 0 })}>
        <SaveButton />
        <Story />
      </ToastProvider>
    ),
  ],
} satisfies Meta<typeof DeferredToastRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No toast: no region. */
export const Empty: Story = {
  play: async () => {
    await expect(screen.queryByRole('region', { name: 'Messages' })).toBeNull();
  },
};

/** The first toast shows once the region has loaded; Close closes it. */
export const FirstToast: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
    const region = await screen.findByRole('region', { name: 'Messages' });
    await expect(within(region).getByText('Search saved')).toBeVisible();
    await userEvent.click(within(region).getByRole('button', { name: 'Close' }));
    await expect(screen.queryByText('Search saved')).toBeNull();
  },
};
