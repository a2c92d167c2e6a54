import type { Meta, StoryObj } from '@storybook/react-vite';
import { defaultGalleryParams } from '@trove/core/gallery';
import { galleryFeaturesFixture, galleryHandlers, lookupHandlers } from '@trove/test-utils';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { GalleryHeader } from './GalleryHeader';

/** The gallery header over msw: the header of the place, its name from the niche tree, the description. */
const meta = {
  title: 'Search/Filters/GalleryHeader (connected)',
  component: GalleryHeader,
  decorators: [
    (Story) => (
      <div style={{ padding: 16, maxWidth: 960 }}>
        <Story />
      </div>
    ),
  ],
  args: { params: { ...defaultGalleryParams, section: 'coins' }, onParamsChange: fn() },
  parameters: { msw: { handlers: { lookups: lookupHandlers(), gallery: galleryHandlers() } } },
} satisfies Meta<typeof GalleryHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Advanced Search opens the panel, which searches. */
export const FromTheApi: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Coins' })).toBeVisible();
    await expect(await canvas.findByRole('region', { name: 'Featured' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Advanced Search' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Advanced Search' }));
    await userEvent.type(dialog.getByRole('searchbox', { name: 'Keywords' }), 'florin');
    await userEvent.click(dialog.getByRole('button', { name: 'Search' }));
    await expect(args.onParamsChange).toHaveBeenCalledWith(expect.objectContaining({ q: 'florin' }));
  },
};

export const AdvancedSearchHidden: Story = {
  parameters: {
    msw: {
      handlers: {
        lookups: lookupHandlers({ features: galleryFeaturesFixture({ hide_advanced_search: true }) }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('navigation', { name: 'Popular searches' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Advanced Search' })).toBeNull();
  },
};
