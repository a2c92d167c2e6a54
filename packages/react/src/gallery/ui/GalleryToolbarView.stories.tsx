import type { Meta, StoryObj } from '@storybook/react-vite';
import { defaultGalleryParams } from '@trove/core/gallery';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GalleryToolbarView } from './GalleryToolbarView';

const meta = {
  title: 'Gallery/GalleryToolbarView',
  component: GalleryToolbarView,
  args: {
    params: { ...defaultGalleryParams, sold: true },
    columns: 3,
    total: 1_234,
    onParamsChange: fn(),
    onColumnsChange: fn(),
  },
} satisfies Meta<typeof GalleryToolbarView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Best match, Sold chosen, 3 columns, 1.2k items. */
export const Toolbar: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toHaveValue(
      '-price,-realisation_price,-created_date',
    );
    await expect(canvas.getByText('1.2k items')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sold' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('radio', { name: '3 columns' })).toBeChecked();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Sort by' }), 'Price: high to low');
    await expect(args.onParamsChange).toHaveBeenLastCalledWith({ ...args.params, sort: '-price' });
    await userEvent.click(canvas.getByRole('button', { name: 'For Sale' }));
    await expect(args.onParamsChange).toHaveBeenLastCalledWith({ ...args.params, for_sale: true });
    await userEvent.click(canvas.getByRole('radio', { name: '1 column' }));
    await expect(args.onColumnsChange).toHaveBeenCalledWith(1);
  },
};
