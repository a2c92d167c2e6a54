import type { Meta, StoryObj } from '@storybook/react-vite';
import { defaultGalleryParams } from '@trove/core/gallery';
import { lookupHandlers } from '@trove/test-utils';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { SearchBox } from './SearchBox';

/**
 * While a combobox's list is open, react-aria hides the rest of the page with aria-hidden (focus
 * stays in the input; Tab closes the list and shows the page again). axe's aria-hidden-focus flags
 * the focusable elements so hidden, so stories that end with the list open leave that one rule out.
 */
const openList = { a11y: { options: { rules: { 'aria-hidden-focus': { enabled: false } } } } };

/** The navbar's search box over msw: `GET /api/categories/?q=` after 3 characters and 250 ms. */
const meta = {
  title: 'Search/Filters/SearchBox (connected)',
  component: SearchBox,
  decorators: [
    (Story) => (
      <div style={{ padding: 16, minHeight: 320 }}>
        <Story />
      </div>
    ),
  ],
  args: { params: { ...defaultGalleryParams, section: 'coins' }, onParamsChange: fn() },
  parameters: { msw: { handlers: { lookups: lookupHandlers() } } },
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing suggests categories; choosing one searches it in place of the keywords. */
export const TypeaheadSuggests: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox', { name: 'Search' }), 'gold');
    await userEvent.click(await screen.findByRole('option', { name: /Gold Coins/ }));
    await expect(args.onParamsChange).toHaveBeenCalledWith(
      expect.objectContaining({ category: ['gold-coins'], q: undefined }),
    );
  },
};

/** Enter searches the typed keywords. */
export const SearchesKeywords: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox', { name: 'Search' }), 'sovereign{Enter}');
    await expect(args.onParamsChange).toHaveBeenCalledWith(expect.objectContaining({ q: 'sovereign' }));
  },
};

export const NoMatch: Story = {
  parameters: openList,
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox', { name: 'Search' }), 'unicorn');
    await expect(await screen.findByText('No matching categories')).toBeVisible();
  },
};
