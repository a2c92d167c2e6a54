import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ImagePreviewModalView, type PreviewMedia } from './ImagePreviewModalView';
import { coinImages } from './sampleImages';

const media: PreviewMedia[] = [
  {
    url: coinImages[0] ?? '',
    media_type: 'image',
    caption: 'Obverse',
    primary: true,
    is_for_sale: true,
    products: [
      { title: 'A4 print', price: '25.00', url: '/api/products/7/' },
      { title: 'Digital licence', price: '60.00', url: '/api/products/8/', option: 'web' },
    ],
  },
  { url: coinImages[1] ?? '', media_type: 'image', caption: 'Reverse' },
  { url: 'dQw4w9WgXcQ', media_type: 'youtube' },
  { url: '76979871', media_type: 'vimeo' },
];

/** The image preview modal: a carousel of images and videos, Buy this image, or edit controls. */
const meta = {
  title: 'Listing/ImagePreviewModalView',
  component: ImagePreviewModalView,
  args: {
    media,
    index: 0,
    onIndexChange: fn(),
    onClose: fn(),
    onBuy: fn(),
    onRemove: fn(),
    onToggleForSale: fn(),
    onSetPrimary: fn(),
  },
} satisfies Meta<typeof ImagePreviewModalView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Read-only: an image for sale offers its products under Buy this image. */
export const ReadOnly: Story = {
  play: async ({ args }) => {
    const dialog = within(within(document.body).getByRole('dialog'));
    await expect(dialog.getByText('1 of 4')).toBeVisible();
    await expect(dialog.getByRole('img', { name: 'Obverse' })).toBeVisible();
    await expect(dialog.queryByRole('button', { name: 'Remove' })).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Buy this image' }));
    const menu = within(within(document.body).getByRole('menu', { name: 'Buy this image' }));
    await userEvent.click(menu.getByRole('menuitem', { name: /Digital licence \(web\) \$60\.00/ }));
    await expect(args.onBuy).toHaveBeenCalledWith(
      expect.objectContaining({ url: '/api/products/8/' }),
      expect.objectContaining({ caption: 'Obverse' }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Next' }));
    await expect(args.onIndexChange).toHaveBeenCalledWith(1);
    await userEvent.click(dialog.getByRole('button', { name: 'Previous' }));
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(3);
  },
};

/** An image not for sale: nothing to buy. */
export const NotForSale: Story = {
  args: { index: 1 },
  play: async () => {
    const dialog = within(within(document.body).getByRole('dialog'));
    await expect(dialog.getByText('2 of 4')).toBeVisible();
    await expect(dialog.queryByRole('button', { name: 'Buy this image' })).toBeNull();
  },
};

export const YouTube: Story = {
  args: { index: 2 },
  play: async () => {
    const dialog = within(within(document.body).getByRole('dialog'));
    await expect(dialog.getByTitle('Video 3')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
  },
};

export const Vimeo: Story = {
  args: { index: 3 },
  play: async () => {
    const dialog = within(within(document.body).getByRole('dialog'));
    await expect(dialog.getByText('4 of 4')).toBeVisible();
    await expect(dialog.getByTitle('Video 4')).toHaveAttribute(
      'src',
      'https://player.vimeo.com/video/76979871',
    );
  },
};

/** Edit mode on a second image: Set as primary, Set for sale (add_photo_for_sale) and Remove. */
export const Edit: Story = {
  args: { mode: 'edit', index: 1, canSetForSale: true },
  play: async ({ args }) => {
    const dialog = within(within(document.body).getByRole('dialog'));
    await expect(dialog.queryByRole('button', { name: 'Buy this image' })).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Set as primary' }));
    await expect(args.onSetPrimary).toHaveBeenCalledWith(1);
    const forSale = dialog.getByRole('button', { name: 'Set for sale' });
    await expect(forSale).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(forSale);
    await expect(args.onToggleForSale).toHaveBeenCalledWith(1);
    await userEvent.click(dialog.getByRole('button', { name: 'Remove' }));
    await expect(args.onRemove).toHaveBeenCalledWith(1);
  },
};

/** Edit mode on the primary image, for sale: no Set as primary. */
export const EditPrimaryForSale: Story = {
  args: { mode: 'edit', index: 0, canSetForSale: true },
  play: async () => {
    const dialog = within(within(document.body).getByRole('dialog'));
    await expect(dialog.queryByRole('button', { name: 'Set as primary' })).toBeNull();
    await expect(dialog.getByRole('button', { name: 'Set for sale' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** One image: previous and next are disabled. */
export const SingleImage: Story = {
  args: { media: media.slice(1, 2) },
  play: async () => {
    const dialog = within(within(document.body).getByRole('dialog'));
    await expect(dialog.getByText('1 of 1')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};
