import type { Meta, StoryObj } from '@storybook/react-vite';
import { defaultGalleryParams } from '@trove/core/gallery';
import {
  authHandlers,
  galleryHandlers,
  groupFixture,
  lookupErrorHandlers,
  lookupHandlers,
  userFixture,
} from '@trove/test-utils';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { withSignedIn } from '../../testing/storyDecorators';
import { AdvancedSearchPanel } from './AdvancedSearchPanel';

/**
 * While a combobox's list is open, react-aria hides the rest of the page with aria-hidden (focus
 * stays in the input; Tab closes the list and shows the page again). axe's aria-hidden-focus flags
 * the focusable elements so hidden, so stories that end with the list open leave that one rule out.
 */
const openList = { a11y: { options: { rules: { 'aria-hidden-focus': { enabled: false } } } } };

/** The advanced search panel over msw: the niche tree, the gallery's categories, the country typeahead. */
const meta = {
  title: 'Search/Filters/AdvancedSearchPanel (connected)',
  component: AdvancedSearchPanel,
  args: { params: defaultGalleryParams, onParamsChange: fn(), onClose: fn() },
  parameters: { msw: { handlers: { lookups: lookupHandlers(), gallery: galleryHandlers() } } },
} satisfies Meta<typeof AdvancedSearchPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const panel = async () => within(await screen.findByRole('dialog', { name: 'Advanced Search' }));

/** Items: all countries, New Zealand first. */
export const ForItems: Story = {
  play: async ({ args }) => {
    const dialog = await panel();
    // the sections come with the niche tree
    await dialog.findByRole('option', { name: 'Coins' });
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Section' }), 'coins');
    await userEvent.type(dialog.getByRole('combobox', { name: 'Country' }), 'new');
    const list = within(await screen.findByRole('listbox', { name: /Country/ }));
    await expect(await list.findByRole('option', { name: 'Newfoundland' })).toBeVisible();
    await expect(list.getAllByRole('option')[0]).toHaveTextContent('New Zealand');
    await userEvent.click(list.getByRole('option', { name: 'New Zealand' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Search' }));
    await expect(args.onParamsChange).toHaveBeenCalledWith(
      expect.objectContaining({ section: 'coins', country: 'New Zealand' }),
    );
  },
};

/** Events: city, and present-day countries only. */
export const ForEvents: Story = {
  args: { params: { ...defaultGalleryParams, section: 'events' } },
  parameters: openList,
  play: async () => {
    const dialog = await panel();
    // the niche tree says the section holds events
    await expect(await dialog.findByRole('textbox', { name: 'City' })).toBeVisible();
    await userEvent.type(dialog.getByRole('combobox', { name: 'Country' }), 'newf');
    await expect(await screen.findByText('No matching countries')).toBeVisible();
  },
};

/** A member with search_member_id and bulk_add_item. */
export const MemberWithPermissions: Story = {
  decorators: [withSignedIn],
  parameters: {
    msw: {
      handlers: {
        auth: authHandlers({
          user: userFixture({
            groups: [groupFixture({ permissions: ['search_member_id', 'bulk_add_item'] })],
          }),
        }),
      },
    },
  },
  play: async () => {
    const dialog = await panel();
    await expect(await dialog.findByRole('textbox', { name: 'Member id' })).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Organisation id' })).toBeVisible();
  },
};

/** The country search fails: no suggestions. */
export const CountriesUnavailable: Story = {
  parameters: {
    ...openList,
    msw: { handlers: { lookups: [...lookupErrorHandlers('countries'), ...lookupHandlers()] } },
  },
  play: async () => {
    const dialog = await panel();
    await userEvent.type(dialog.getByRole('combobox', { name: 'Country' }), 'new');
    await expect(
      await screen.findByText('No matching countries', undefined, { timeout: 5000 }),
    ).toBeVisible();
  },
};
