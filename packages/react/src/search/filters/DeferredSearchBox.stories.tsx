import type { Meta, StoryObj } from '@storybook/react-vite';
import { defaultGalleryParams } from '@trove/core/gallery';
import { lookupHandlers } from '@trove/test-utils';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { DeferredSearchBox } from './DeferredSearchBox';

/** See SearchBox's stories: an open list hides the page from assistive technology, axe's rule aside. */
const openList = { a11y: { options: { rules: { 'aria-hidden-focus': { enabled: false } } } } };

/**
 * The navbar's search box with its combobox loaded on demand, over msw: a plain box first, the
 * combobox once the page is idle or the box is pointed at, touched or focused.
 */
const meta = {
  title: 'Search/Filters/DeferredSearchBox (connected)',
  component: DeferredSearchBox,
  decorators: [
    (Story) => (
      <div style={{ padding: 16, minHeight: 320 }}>
        <Story />
      </div>
    ),
  ],
  args: { params: { ...defaultGalleryParams, section: 'coins' }, onParamsChange: fn() },
  parameters: { msw: { handlers: { lookups: lookupHandlers() } } },
} satisfies Meta<typeof DeferredSearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Focused, the box becomes the combobox, keeping the focus; typing suggests categories. */
export const LoadsOnFocus: Story = {
  parameters: openList,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Search' }));
    const box = await waitFor(() => {
      const input = within(canvasElement).getByRole('combobox', { name: 'Search' });
      expect(input).toHaveAttribute('data-rac');
      return input;
    });
    await expect(box).toHaveFocus();
    await userEvent.type(box, 'gold');
    await userEvent.click(await screen.findByRole('option', { name: /Gold Coins/ }));
    await expect(args.onParamsChange).toHaveBeenCalledWith(
      expect.objectContaining({ category: ['gold-coins'], q: undefined }),
    );
  },
};

/** The gallery's keywords show in the box, plain or combobox. */
export const WithKeywords: Story = {
  args: { params: { ...defaultGalleryParams, section: 'coins', q: 'sovereign' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Search' })).toHaveValue('sovereign');
  },
};
