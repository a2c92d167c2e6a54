import type { Meta, StoryObj } from '@storybook/react-vite';
import { advancedSearchMessages, defaultGalleryParams, prioritiseCountries } from '@trove/core/gallery';
import { countryListFixture, galleryCategoriesFixture, nicheTreeFixture } from '@trove/test-utils';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { AdvancedSearchPanelView } from './AdvancedSearchPanelView';

/** The advanced search panel in each of its states; the modal renders over the page, so plays query `screen`. */
const meta = {
  title: 'Search/Filters/AdvancedSearchPanelView',
  component: AdvancedSearchPanelView,
  args: {
    params: defaultGalleryParams,
    niches: nicheTreeFixture(),
    categories: galleryCategoriesFixture(),
    onParamsChange: fn(),
    onClose: fn(),
    onCountryQueryChange: fn(),
  },
} satisfies Meta<typeof AdvancedSearchPanelView>;

export default meta;
type Story = StoryObj<typeof meta>;

const panel = async () => within(await screen.findByRole('dialog', { name: 'Advanced Search' }));

/** Items (or no type chosen): price from and to, no city. */
export const ForItems: Story = {
  args: { params: { ...defaultGalleryParams, section: 'coins', q: 'sovereign', for_sale: true } },
  play: async ({ args }) => {
    const dialog = await panel();
    await expect(dialog.getByRole('combobox', { name: 'Section' })).toHaveValue('coins');
    await expect(dialog.getByRole('textbox', { name: 'Price from' })).toBeVisible();
    await expect(dialog.queryByRole('textbox', { name: 'City' })).toBeNull();
    await expect(dialog.getByRole('checkbox', { name: 'For Sale' })).toBeChecked();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Price to' }), '500');
    await userEvent.click(dialog.getByRole('button', { name: 'Search' }));
    await expect(args.onParamsChange).toHaveBeenCalledWith(
      expect.objectContaining({ section: 'coins', q: 'sovereign', max_price: 500, for_sale: true }),
    );
  },
};

/** Events: city instead of price, and the present-day countries. */
export const ForEvents: Story = {
  args: { params: { ...defaultGalleryParams, section: 'events', city: 'Wellington' } },
  play: async ({ args }) => {
    const dialog = await panel();
    await expect(dialog.getByRole('textbox', { name: 'City' })).toHaveValue('Wellington');
    await expect(dialog.queryByRole('textbox', { name: 'Price from' })).toBeNull();
    await expect(args.onCountryQueryChange).toHaveBeenCalledWith('', 'presentday');
  },
};

/** A member with search_member_id and bulk_add_item also searches by member and organisation. */
export const WithMemberIdPermission: Story = {
  args: { canSearchMemberId: true, canBulkAddItem: true, params: { ...defaultGalleryParams, uid: 'kiri7' } },
  play: async () => {
    const dialog = await panel();
    await expect(dialog.getByRole('textbox', { name: 'Member id' })).toHaveValue('kiri7');
    await expect(dialog.getByRole('textbox', { name: 'Organisation id' })).toBeVisible();
  },
};

/** Price from must be at least 0.01 and no more than price to. */
export const ValidationError: Story = {
  play: async ({ args }) => {
    const dialog = await panel();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Price from' }), '0');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Price to' }), 'cheap');
    await userEvent.click(dialog.getByRole('button', { name: 'Search' }));
    await expect(await dialog.findByText(advancedSearchMessages.priceMinimum)).toBeVisible();
    await expect(dialog.getByText(advancedSearchMessages.priceInvalid)).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Price from' })).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onParamsChange).not.toHaveBeenCalled();
  },
};

/** Price from above price to. */
export const PriceRangeError: Story = {
  args: { params: { ...defaultGalleryParams, min_price: 100, max_price: 20 } },
  play: async () => {
    const dialog = await panel();
    await userEvent.click(dialog.getByRole('button', { name: 'Search' }));
    await expect(await dialog.findByText(advancedSearchMessages.priceRange)).toBeVisible();
  },
};

/** The country typeahead, New Zealand first. */
export const CountrySuggestions: Story = {
  args: {
    countrySuggestions: prioritiseCountries(countryListFixture().filter((c) => c.name.startsWith('New'))),
    countryStatus: 'done',
  },
  play: async () => {
    const dialog = await panel();
    await userEvent.type(dialog.getByRole('combobox', { name: 'Country' }), 'new');
    const list = within(await screen.findByRole('listbox', { name: /Country/ }));
    await expect(list.getAllByRole('option')[0]).toHaveTextContent('New Zealand');
    await userEvent.click(list.getByRole('option', { name: 'New Zealand' }));
    await expect(dialog.getByRole('combobox', { name: 'Country' })).toHaveValue('New Zealand');
  },
};

/** Several categories chosen. */
export const Categories: Story = {
  args: { params: { ...defaultGalleryParams, category: ['coins', 'gold'] } },
  play: async () => {
    const dialog = await panel();
    await expect(dialog.getByRole('button', { name: /Categories/ })).toHaveTextContent(/Coins.*Gold/);
  },
};

/** Reset clears the search, keeping the place. */
export const Reset: Story = {
  args: { params: { ...defaultGalleryParams, section: 'coins', q: 'florin', sold: true } },
  play: async ({ args }) => {
    const dialog = await panel();
    await userEvent.click(dialog.getByRole('button', { name: 'Reset' }));
    await expect(args.onParamsChange).toHaveBeenCalledWith({ ...defaultGalleryParams, section: 'coins' });
    await expect(args.onClose).toHaveBeenCalled();
  },
};
