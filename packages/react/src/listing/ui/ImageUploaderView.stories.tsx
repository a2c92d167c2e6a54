import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ExternalImage } from '@trove/core/listing';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ImageUploaderView } from './ImageUploaderView';
import { coinImages, sampleImage } from './sampleImages';

const image = (url: string, primary = false): ExternalImage => ({ url, media_type: 'image', primary });
const two = [image(coinImages[0] ?? '', true), image(coinImages[1] ?? '')];
const four = coinImages.map((url, index) => image(url, index === 0));

/** The listing forms' image upload widget: ready, loading, resizing (crop), uploading, limit reached. */
const meta = {
  title: 'Listing/ImageUploaderView',
  component: ImageUploaderView,
  args: {
    status: 'ready',
    images: [],
    onFiles: fn(),
    onCropLoaded: fn(),
    onConfirmCrop: fn(),
    onCancelCrop: fn(),
    onSetPrimary: fn(),
    onDelete: fn(),
    onOpenImage: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '40rem', padding: '1rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ImageUploaderView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing uploaded yet: choosing an image hands it on (one at a time, to crop). */
export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Add four images or fewer.')).toBeVisible();
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    await expect(input).toHaveAttribute('accept', 'image/*');
    await expect(input).not.toHaveAttribute('multiple');
    const file = new File(['png'], 'coin.png', { type: 'image/png' });
    await userEvent.upload(input, file);
    await expect(args.onFiles).toHaveBeenCalledWith([file]);
  },
};

/** Two images, the first primary: another can be made primary, any deleted. */
export const WithImages: Story = {
  args: { images: two },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Primary')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Set as primary: Image 1' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Set as primary: Image 2' }));
    await expect(args.onSetPrimary).toHaveBeenCalledWith(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete: Image 1' }));
    await expect(args.onDelete).toHaveBeenCalledWith(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Image 2' }));
    await expect(args.onOpenImage).toHaveBeenCalledWith(1);
  },
};

/** A file is chosen and read: the cropper says when it has the image. */
export const Loading: Story = {
  args: { status: 'loading', cropSource: sampleImage('Photo', '#2a6f4e', 1600, 1000), images: two },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Loading image…' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Upload' })).toBeDisabled();
    await waitFor(() => expect(args.onCropLoaded).toHaveBeenCalled());
  },
};

/** The square crop: Upload hands on the area kept, in the image's pixels. */
export const Resizing: Story = {
  args: { status: 'resizing', cropSource: sampleImage('Photo', '#2a6f4e', 1600, 1000), images: two },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Crop image' })).toBeVisible();
    const upload = canvas.getByRole('button', { name: 'Upload' });
    await waitFor(() => expect(upload).toBeEnabled());
    await userEvent.click(upload);
    // a 1600x1000 picture cropped square at zoom 1: the middle 1000x1000
    await expect(args.onConfirmCrop).toHaveBeenCalledWith({ x: 300, y: 0, width: 1000, height: 1000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancelCrop).toHaveBeenCalledOnce();
  },
};

export const Uploading: Story = {
  args: { status: 'uploading', progress: 40, images: two },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    await expect(canvas.getByRole('button', { name: 'Choose images' })).toBeDisabled();
  },
};

/** The upload failed: the message, and the progress back at 0. */
export const UploadFailed: Story = {
  args: { status: 'ready', progress: 0, error: 'Sorry, the image could not be uploaded.', images: two },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Sorry, the image could not be uploaded.');
    await expect(canvas.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
  },
};

/** Four images, the limit: the drop zone and Choose images are disabled. */
export const LimitReached: Story = {
  args: { status: 'limit-reached', images: four },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Choose images' })).toBeDisabled();
    await expect(canvas.getByText('You have added the most images a listing can have.')).toBeVisible();
    await expect(canvasElement.querySelector('.trove-uploader__drop')).toHaveAttribute(
      'data-disabled',
      'true',
    );
    await expect(canvas.getByText('4 / 4')).toBeVisible();
  },
};

/** Cropping off: several images upload at once. */
export const CroppingOff: Story = {
  args: { cropping: false },
  play: async ({ canvasElement, args }) => {
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    await expect(input).toHaveAttribute('multiple');
    const files = [
      new File(['a'], 'a.png', { type: 'image/png' }),
      new File(['b'], 'b.jpg', { type: 'image/jpeg' }),
    ];
    await userEvent.upload(input, files);
    await expect(args.onFiles).toHaveBeenCalledWith(files);
  },
};
