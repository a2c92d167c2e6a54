import type { Meta, StoryObj } from '@storybook/react-vite';
import { defaultGalleryParams, type GalleryParams } from '@trove/core/gallery';
import { galleryErrorHandlers, galleryHandlers, galleryLoadingHandlers } from '@trove/test-utils';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Gallery, type GalleryProps } from './Gallery';

/** The site's part: it keeps the params (here in state; in a site, in the URL). */
function StatefulGallery({ params: initial, onParamsChange, ...props }: GalleryProps) {
  const [params, setParams] = useState<GalleryParams>(initial);
  return (
    <Gallery
      {...props}
      params={params}
      onParamsChange={(next) => {
        setParams(next);
        onParamsChange?.(next);
      }}
    />
  );
}

/** The gallery over msw: 40 tiles, 11 a page, keyset paging. */
const meta = {
  title: 'Gallery/Gallery (connected)',
  component: Gallery,
  render: (args) => <StatefulGallery {...args} />,
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  args: { params: defaultGalleryParams, onParamsChange: fn(), onOpenItem: fn(), onGoBack: fn() },
  parameters: { msw: { handlers: { gallery: galleryHandlers() } } },
} satisfies Meta<typeof Gallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Scrolling to the end loads every page; a chip narrows the gallery; a click opens a tile in place. */
export const ScrollsFiltersAndOpens: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('40 items')).toBeVisible();
    await waitFor(
      async () => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        await expect(canvas.getByText('You have reached the end of the gallery')).toBeInTheDocument();
      },
      { timeout: 5000 },
    );
    window.scrollTo(0, 0);
    await userEvent.click(canvas.getByRole('button', { name: 'Sold' }));
    await expect(args.onParamsChange).toHaveBeenCalledWith({ ...defaultGalleryParams, sold: true });
    await expect(await canvas.findByText('7 items')).toBeVisible();
    const [first] = await canvas.findAllByRole('link');
    await userEvent.click(first as HTMLElement);
    await expect(args.onOpenItem).toHaveBeenCalledWith(expect.objectContaining({ sold: true }));
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { gallery: galleryLoadingHandlers() } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Loading' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { params: { ...defaultGalleryParams, q: 'unicorn' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No items found')).toBeVisible();
  },
};

/** The provider's client retries once before the error shows. */
export const Failed: Story = {
  parameters: { msw: { handlers: { gallery: galleryErrorHandlers() } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Sorry an error occurred',
    );
  },
};
