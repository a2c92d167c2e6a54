import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ListingsDashboardView } from './ListingsDashboardView';
import { listingRows, listingsPage, seller, sellerWithoutBoost } from './listingStoryData';

const stats = { item_count: 5, view_count: 1759, likes_received: 17 };

/** The member's listings (/listings?q): stats, Create Listing, search, a sortable table, pages. */
const meta = {
  title: 'Listing/ListingsDashboardView',
  component: ListingsDashboardView,
  args: {
    stats,
    listings: listingsPage(listingRows),
    page: 1,
    canCreate: true,
    user: seller,
    onBoost: fn(),
    timeZone: 'Pacific/Auckland',
    onPageChange: fn(),
    onSearch: fn(),
    onSortChange: fn(),
    onRelist: fn(),
    onToggleArchive: fn(),
  },
} satisfies Meta<typeof ListingsDashboardView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { stats: undefined, listings: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  },
};

/** One listing in every status, each badge in its colour; the row actions each status allows. */
export const Listings: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1.7k')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Create Listing' })).toHaveAttribute('href', '/add');
    // archived: the name without a link, and Publish
    await expect(canvas.queryByRole('link', { name: 'Maori Chief Print, 1890' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Publish Maori Chief Print, 1890' }));
    await expect(args.onToggleArchive).toHaveBeenCalledWith(expect.objectContaining({ id: 15 }));
    // expired: Re-list, and neither Archive nor Publish
    await expect(canvas.queryByRole('button', { name: 'Archive Edwardian Pocket Watch' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Re-list Edwardian Pocket Watch' }));
    await expect(args.onRelist).toHaveBeenCalledWith(expect.objectContaining({ id: 14 }));
    await expect(canvas.getByRole('link', { name: 'Edit 1911 Half Sovereign' })).toHaveAttribute(
      'href',
      '/edit/11',
    );
    await expect(canvas.getByRole('link', { name: 'Duplicate 1911 Half Sovereign' })).toHaveAttribute(
      'href',
      '/add?id=11',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Boost 1911 Half Sovereign' }));
    await expect(args.onBoost).toHaveBeenCalledWith(expect.objectContaining({ id: 11 }));
    const badge = canvas.getByText('Active');
    await expect(getComputedStyle(badge).color).toBe('rgb(30, 107, 52)');
    await expect(getComputedStyle(canvas.getByText('Expired')).color).toBe('rgb(122, 77, 0)');
    await expect(getComputedStyle(canvas.getByText('Archived')).color).toBe('rgb(95, 99, 104)');
  },
};

/** Sorted by views, most first: a second click on Views would sort the other way. */
export const SortedByViews: Story = {
  args: { sort: '-views_count' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('columnheader', { name: /Views/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Sort by Views' }));
    await expect(args.onSortChange).toHaveBeenCalledWith('views_count');
    await userEvent.click(canvas.getByRole('button', { name: 'Sort by Name' }));
    await expect(args.onSortChange).toHaveBeenCalledWith('name');
  },
};

/** A keyword search applied: Reset clears it. */
export const Searched: Story = {
  args: { query: 'sovereign', listings: listingsPage(listingRows.slice(0, 1)) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('searchbox', { name: 'Search your listings' });
    await expect(box).toHaveValue('sovereign');
    await userEvent.clear(box);
    await userEvent.type(box, 'penny{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('penny');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await expect(args.onSearch).toHaveBeenLastCalledWith('');
  },
};

export const NoResults: Story = {
  args: { query: 'zeppelin', listings: listingsPage([]) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No results found.')).toBeVisible();
  },
};

/** 1,000 listings, 50 a page: 20 pages, at most 6 page links around page 9. */
export const ManyPages: Story = {
  args: { page: 9, listings: listingsPage(listingRows, 1000) },
  play: async ({ canvasElement, args }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Pagination' }));
    await expect(nav.getAllByRole('button', { name: /^Page / })).toHaveLength(6);
    await expect(nav.getByRole('button', { name: 'Page 9' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(nav.getByRole('button', { name: 'Next' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(10);
  },
};

/** Just re-listed: the row is highlighted and active. */
export const Relisted: Story = {
  args: {
    listings: listingsPage(
      listingRows.map((row) =>
        row.id === 14 ? { ...row, status: 'active' as const, highlight: true } : row,
      ),
    ),
  },
};

/** An action running on a row: its buttons wait. */
export const ActionRunning: Story = { args: { busyIds: [11] } };

/** Without add_item: no Create Listing; without change_item_feature_boost: no Boost. */
export const WithoutAddItemOrBoost: Story = {
  args: { canCreate: false, user: sellerWithoutBoost },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: 'Create Listing' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Boost / })).toBeNull();
  },
};

export const Failed: Story = {
  args: { failed: true, onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
