import type { Meta, StoryObj } from '@storybook/react-vite';
import { categoryListFixture, galleryListFixture } from '@trove/test-utils';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { SearchBoxListingsView } from './SearchBoxListingsView';
import { SearchBoxView, type SearchBoxViewProps } from './SearchBoxView';

const categories = categoryListFixture();
const listings = galleryListFixture();
const chooseListing = fn();

/**
 * While a combobox's list is open, react-aria hides the rest of the page with aria-hidden (focus
 * stays in the input; Tab closes the list and shows the page again). axe's aria-hidden-focus flags
 * the focusable elements so hidden, so stories that end with the list open leave that one rule out.
 */
const openList = { a11y: { options: { rules: { 'aria-hidden-focus': { enabled: false } } } } };

/** The view with its text kept in state; suggestions are the categories containing the text. */
function StatefulSearchBox(props: SearchBoxViewProps) {
  const [text, setText] = useState(props.inputValue);
  const q = text.trim().toLowerCase();
  const suggestions =
    props.status === 'done' ? categories.filter((c) => c.name.toLowerCase().includes(q)) : [];
  return (
    <SearchBoxView
      {...props}
      inputValue={text}
      onInputChange={setText}
      suggestions={suggestions}
      // as useSearchBox does: a chosen category is the search, and the box is emptied
      onChooseCategory={(category) => {
        setText('');
        props.onChooseCategory?.(category);
      }}
    />
  );
}

/** The site's navbar box: the same, with the first 5 listings whose title contains the text. */
function StatefulListingsBox(props: SearchBoxViewProps) {
  const [text, setText] = useState(props.inputValue);
  const q = text.trim().toLowerCase();
  const done = props.status === 'done';
  return (
    <SearchBoxListingsView
      {...props}
      inputValue={text}
      onInputChange={setText}
      suggestions={done ? categories.filter((c) => c.name.toLowerCase().includes(q)) : []}
      listings={done ? listings.filter((item) => item.title.toLowerCase().includes(q)).slice(0, 5) : []}
      listingStatus={props.status}
      onChooseListing={chooseListing}
    />
  );
}

const meta = {
  title: 'Search/Filters/SearchBoxView',
  component: SearchBoxView,
  render: (args) => <StatefulSearchBox {...args} />,
  decorators: [
    (Story) => (
      <div style={{ padding: 16, minHeight: 320 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    inputValue: '',
    suggestions: [],
    status: 'done',
    onSubmit: fn(),
    onChooseCategory: fn(),
  },
} satisfies Meta<typeof SearchBoxView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('combobox', { name: 'Search' });
    await expect(box).toHaveValue('');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
  },
};

/** From the third character the list suggests categories; a subcategory names its main category. */
export const WithSuggestions: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox', { name: 'Search' }), 'coi');
    const list = within(await screen.findByRole('listbox', { name: 'Categories' }));
    await expect(list.getByRole('option', { name: /Gold Coins/ })).toHaveTextContent('in Coins');
    await userEvent.click(list.getByRole('option', { name: /Gold Coins/ }));
    await expect(args.onChooseCategory).toHaveBeenCalledWith(expect.objectContaining({ slug: 'gold-coins' }));
    // the box emptied, the list closes: the page is no longer hidden behind it
    const box = within(canvasElement).getByRole('combobox', { name: 'Search' });
    await expect(box).toHaveValue('');
    await waitFor(() => expect(box).toHaveAttribute('aria-expanded', 'false'));
  },
};

/** Two characters ask for nothing; Enter searches the keywords. */
export const TooShort: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('combobox', { name: 'Search' });
    await userEvent.type(box, 'go');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('go');
  },
};

export const NoMatch: Story = {
  parameters: openList,
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox', { name: 'Search' }), 'unicorn');
    await expect(await screen.findByText('No matching categories')).toBeVisible();
  },
};

/** The text is long enough and the answer has not come yet. */
export const Searching: Story = {
  args: { status: 'loading' },
  parameters: openList,
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox', { name: 'Search' }), 'gold');
    await expect(await screen.findByText('Searching…')).toBeVisible();
  },
};

/**
 * The site's navbar (`SearchBoxListingsView`): categories, then listings with their thumbnail,
 * title and price, each under its heading; choosing a listing opens it.
 */
export const WithListings: Story = {
  parameters: openList,
  render: (args) => <StatefulListingsBox {...args} />,
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox', { name: 'Search' }), 'gold');
    const list = within(await screen.findByRole('listbox', { name: 'Suggestions' }));
    const categoriesGroup = within(list.getByRole('group', { name: 'Categories' }));
    await expect(categoriesGroup.getByRole('option', { name: /Gold Coins/ })).toBeVisible();
    const listingsGroup = within(list.getByRole('group', { name: 'Listings' }));
    const sovereign = listingsGroup.getByRole('option', { name: /Gold sovereign 1851/ });
    await expect(sovereign).toHaveTextContent('$178');
    await expect(sovereign.querySelector('img')).toBeVisible();
    await userEvent.click(sovereign);
    await expect(chooseListing).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
  },
};

/** Nothing matches once both the categories and the listings have answered. */
export const WithListingsNoMatch: Story = {
  parameters: openList,
  render: (args) => <StatefulListingsBox {...args} />,
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox', { name: 'Search' }), 'unicorn');
    await expect(await screen.findByText('No matching categories or listings')).toBeVisible();
  },
};
