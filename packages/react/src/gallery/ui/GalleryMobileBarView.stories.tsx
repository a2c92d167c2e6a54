import type { Meta, StoryObj } from '@storybook/react-vite';
import { defaultGalleryParams } from '@trove/core/gallery';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GalleryMobileBarView } from './GalleryMobileBarView';

const meta = {
  title: 'Gallery/GalleryMobileBarView',
  component: GalleryMobileBarView,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 390, minHeight: 200 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    // shown whatever the test browser's width (a site shows it below 40rem)
    shown: true,
    params: defaultGalleryParams,
    columns: 3,
    itemType: 'ITEM',
    onParamsChange: fn(),
    onColumnsChange: fn(),
    onTop: fn(),
    onRefine: fn(),
    onAdvancedSearch: fn(),
  },
} satisfies Meta<typeof GalleryMobileBarView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sort, Grid (3 columns, chosen), List (1 column), Top, Refine and Advanced Search. */
export const Bar: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('region', { name: 'Gallery tools' });
    await expect(within(bar).getByRole('button', { name: 'Grid' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(bar).getByRole('button', { name: 'List' }));
    await expect(args.onColumnsChange).toHaveBeenCalledWith(1);
    await userEvent.selectOptions(within(bar).getByRole('combobox', { name: 'Sort by' }), 'Most recent');
    await expect(args.onParamsChange).toHaveBeenLastCalledWith({ ...args.params, sort: '-created_date' });
    await userEvent.click(within(bar).getByRole('button', { name: 'Top' }));
    await expect(args.onTop).toHaveBeenCalledOnce();
    await userEvent.click(within(bar).getByRole('button', { name: 'Refine' }));
    await expect(args.onRefine).toHaveBeenCalledOnce();
    await userEvent.click(within(bar).getByRole('button', { name: 'Advanced Search' }));
    await expect(args.onAdvancedSearch).toHaveBeenCalledOnce();
  },
};

/** An events section: sorted by date alone (the select has nothing else to offer); no Advanced Search (hidden by its header). */
export const Events: Story = {
  args: { itemType: 'EVENT', columns: 1, onAdvancedSearch: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sort = canvas.getByRole('combobox', { name: 'Sort by' });
    await expect(sort).toHaveValue('date_start');
    await expect(sort).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.queryByRole('button', { name: 'Advanced Search' })).toBeNull();
  },
};
