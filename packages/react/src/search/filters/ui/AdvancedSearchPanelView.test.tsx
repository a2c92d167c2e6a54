import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { advancedSearchMessages, defaultGalleryParams, type GalleryParams } from '@trove/core/gallery';
import { countryListFixture, galleryCategoriesFixture, nicheTreeFixture } from '@trove/test-utils';
import { describe, expect, it, vi } from 'vitest';
import { AdvancedSearchPanelView, type AdvancedSearchPanelViewProps } from './AdvancedSearchPanelView';

const params: GalleryParams = { ...defaultGalleryParams, sort: 'price', tags: ['gold'] };

function renderPanel(props: Partial<AdvancedSearchPanelViewProps> = {}) {
  const onParamsChange = vi.fn();
  const onClose = vi.fn();
  const view = render(
    <AdvancedSearchPanelView
      params={params}
      niches={nicheTreeFixture()}
      categories={galleryCategoriesFixture()}
      onParamsChange={onParamsChange}
      onClose={onClose}
      {...props}
    />,
  );
  const dialog = within(screen.getByRole('dialog', { name: 'Advanced Search' }));
  return { ...view, dialog, onParamsChange, onClose, user: userEvent.setup() };
}

/** The labels of the panel's text boxes (typeaheads included), in order. */
const labels = () =>
  [
    ...document.querySelectorAll<HTMLInputElement>(
      '[role="dialog"] input:not([type="checkbox"]):not([type="search"])',
    ),
  ]
    .map((input) => input.labels?.[0]?.textContent)
    .filter(Boolean);

describe('AdvancedSearchPanelView', () => {
  it('offers price for items or no type, and no city, member id or organisation id without cause', () => {
    const { dialog } = renderPanel();
    expect(labels()).toEqual(['Price from', 'Price to', 'Country']);
    expect(dialog.getByRole('searchbox', { name: 'Keywords' })).toBeTruthy();
    const sections = dialog.getByRole('combobox', { name: 'Section' }) as HTMLSelectElement;
    expect([...sections.options].map((option) => option.text)).toEqual([
      'Any',
      'Coins',
      'Banknotes',
      'Stamps',
      'Events',
      'Directory',
    ]);
    expect(dialog.getByRole('checkbox', { name: 'Items of Interest' })).toBeTruthy();
  });

  it('offers city instead of price in events, with their galleries, and resets the levels below a new section', async () => {
    const { dialog, user } = renderPanel({
      params: { ...params, section: 'coins', gallery: 'british', caption: 'gold' },
    });
    expect((dialog.getByRole('combobox', { name: 'Caption' }) as HTMLSelectElement).value).toBe('gold');
    await user.type(dialog.getByRole('textbox', { name: 'Price from' }), 'abc');
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Section' }), 'events');
    expect(labels()).toEqual(['Country', 'City']);
    const galleries = dialog.getByRole('combobox', { name: 'Sub gallery' }) as HTMLSelectElement;
    expect(galleries.value).toBe('');
    expect([...galleries.options].map((option) => option.text)).toEqual([
      'Any',
      'Fairs',
      'Auctions',
      'Club Meetings',
    ]);
    expect((dialog.getByRole('combobox', { name: 'Caption' }) as HTMLSelectElement).value).toBe('');
  });

  it('offers member id with search_member_id and organisation id with bulk_add_item', () => {
    renderPanel({ canSearchMemberId: true, canBulkAddItem: true });
    expect(labels()).toEqual(['Price from', 'Price to', 'Country', 'Member id', 'Organisation id']);
  });

  it('says what is wrong with the prices and does not search', async () => {
    const { dialog, user, onParamsChange } = renderPanel();
    await user.type(dialog.getByRole('textbox', { name: 'Price from' }), '0');
    await user.click(dialog.getByRole('button', { name: 'Search' }));
    expect(await dialog.findByText(advancedSearchMessages.priceMinimum)).toBeTruthy();
    expect(dialog.getByRole('textbox', { name: 'Price from' }).getAttribute('aria-invalid')).toBe('true');
    await user.clear(dialog.getByRole('textbox', { name: 'Price from' }));
    await user.type(dialog.getByRole('textbox', { name: 'Price from' }), '100');
    await user.type(dialog.getByRole('textbox', { name: 'Price to' }), '20');
    await user.click(dialog.getByRole('button', { name: 'Search' }));
    expect(await dialog.findByText(advancedSearchMessages.priceRange)).toBeTruthy();
    expect(onParamsChange).not.toHaveBeenCalled();
  });

  it('searches the form over the params and closes', async () => {
    const { dialog, user, onParamsChange, onClose } = renderPanel({ canSearchMemberId: true });
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Section' }), 'coins');
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Sub gallery' }), 'british');
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Caption' }), 'silver');
    await user.type(dialog.getByRole('textbox', { name: 'Price from' }), '10');
    await user.type(dialog.getByRole('textbox', { name: 'Price to' }), '99.5');
    await user.type(dialog.getByRole('textbox', { name: 'Member id' }), 'kiri7');
    await user.type(dialog.getByRole('searchbox', { name: 'Keywords' }), ' florin ');
    await user.click(dialog.getByRole('checkbox', { name: 'For Sale' }));
    await user.click(dialog.getByRole('button', { name: 'Search' }));
    expect(onParamsChange).toHaveBeenCalledWith({
      ...params,
      section: 'coins',
      gallery: 'british',
      caption: 'silver',
      item: undefined,
      prompt: false,
      display_type: undefined,
      min_price: 10,
      max_price: 99.5,
      country: undefined,
      country_code: undefined,
      city: undefined,
      uid: 'kiri7',
      organisation: undefined,
      q: 'florin',
      for_sale: true,
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('chooses several categories', async () => {
    const { dialog, user, onParamsChange } = renderPanel();
    await user.click(dialog.getByRole('button', { name: /Categories/ }));
    const list = within(screen.getByRole('listbox'));
    await user.click(list.getByRole('option', { name: 'Coins' }));
    await user.click(list.getByRole('option', { name: 'Silver' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onParamsChange).toHaveBeenCalledWith(expect.objectContaining({ category: ['coins', 'silver'] }));
  });

  it('suggests countries for the scope of the section, and takes a chosen one', async () => {
    const onCountryQueryChange = vi.fn();
    const { dialog, user, onParamsChange, onClose, rerender } = renderPanel({ onCountryQueryChange });
    const country = dialog.getByRole('combobox', { name: 'Country' });
    await user.type(country, 'new');
    expect(onCountryQueryChange).toHaveBeenLastCalledWith('new', 'all');
    // Escape closes the suggestions (the text stays), not the panel
    await user.keyboard('{Escape}');
    expect((country as HTMLInputElement).value).toBe('new');
    expect(onClose).not.toHaveBeenCalled();
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Section' }), 'events');
    expect(onCountryQueryChange).toHaveBeenLastCalledWith('new', 'presentday');
    const suggestions = countryListFixture().filter((c) => c.name.startsWith('New') && c.present_day);
    rerender(
      <AdvancedSearchPanelView
        params={params}
        niches={nicheTreeFixture()}
        onParamsChange={onParamsChange}
        onCountryQueryChange={onCountryQueryChange}
        countrySuggestions={suggestions}
        countryStatus="done"
      />,
    );
    await user.type(country, ' ');
    await user.click(await screen.findByRole('option', { name: 'New Caledonia' }));
    expect((country as HTMLInputElement).value).toBe('New Caledonia');
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onParamsChange).toHaveBeenCalledWith(
      expect.objectContaining({ country: 'New Caledonia', section: 'events' }),
    );
  });

  it('resets the search but keeps the place, and closes', async () => {
    const searched = { ...params, section: 'coins', q: 'florin', for_sale: true, min_price: 5 };
    const { dialog, user, onParamsChange, onClose } = renderPanel({ params: searched });
    await user.click(dialog.getByRole('button', { name: 'Reset' }));
    expect(onParamsChange).toHaveBeenCalledWith({ ...defaultGalleryParams, section: 'coins', sort: 'price' });
    expect(onClose).toHaveBeenCalled();
  });
});
