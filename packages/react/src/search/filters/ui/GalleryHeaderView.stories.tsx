import type { Meta, StoryObj } from '@storybook/react-vite';
import { bannerImageFixture, galleryFeaturesFixture } from '@trove/test-utils';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GalleryHeaderView } from './GalleryHeaderView';

const features = galleryFeaturesFixture();
const [smallLinks, largeLinks, horizontalLinks] = features.link_blocks;
const blocksOnly = (block: (typeof features.link_blocks)[number] | undefined) => ({
  ...features,
  banners: [],
  link_blocks: block ? [block] : [],
});

const meta = {
  title: 'Search/Filters/GalleryHeaderView',
  component: GalleryHeaderView,
  decorators: [
    (Story) => (
      <div style={{ padding: 16, maxWidth: 960 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    name: 'Coins',
    description: ['Coins from around the world.', 'Browse, buy and show off your coins.'],
    features,
    onAdvancedSearch: fn(),
  },
} satisfies Meta<typeof GalleryHeaderView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every part: banners turning every 4 seconds, the three link block layouts, Advanced Search. */
export const WithBanners: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const carousel = canvas.getByRole('region', { name: 'Featured' });
    await expect(within(carousel).getByRole('group', { name: '1 of 3' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Pause banners' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next banner' }));
    await expect(within(carousel).getByRole('group', { name: '2 of 3' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Play banners' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Advanced Search' }));
    await expect(args.onAdvancedSearch).toHaveBeenCalled();
  },
};

/** Layout sm: a list of small text links. */
export const SmallLinkBlock: Story = {
  args: { features: blocksOnly(smallLinks) },
  play: async ({ canvasElement }) => {
    const block = within(canvasElement).getByRole('navigation', { name: 'Popular searches' });
    await expect(block).toHaveClass('trove-link-block--sm');
    await expect(within(block).getAllByRole('link')).toHaveLength(3);
  },
};

/** Layout lg: large tiles with images. */
export const LargeLinkBlock: Story = {
  args: { features: blocksOnly(largeLinks) },
  play: async ({ canvasElement }) => {
    const block = within(canvasElement).getByRole('navigation', { name: 'Featured galleries' });
    await expect(block).toHaveClass('trove-link-block--lg');
    await expect(within(block).getByRole('link', { name: 'British coins' })).toHaveAttribute(
      'href',
      '/collectables/coins/british',
    );
  },
};

/** Layout hz: one horizontal row. */
export const HorizontalLinkBlock: Story = {
  args: { features: blocksOnly(horizontalLinks) },
  play: async ({ canvasElement }) => {
    const block = within(canvasElement).getByRole('navigation', { name: 'Explore' });
    await expect(block).toHaveClass('trove-link-block--hz');
  },
};

/**
 * A logo of its own shape (here 4:1): the header keeps a square thumbnail's box until it loads,
 * then the logo takes its own shape, as tall as before.
 */
export const AlternateLogo: Story = {
  args: { features: { ...blocksOnly(undefined), alternate_logo: bannerImageFixture(280, 'Kiwi Coins') } },
  play: async ({ canvasElement }) => {
    const logo = within(canvasElement).getByRole<HTMLImageElement>('img', { name: 'Coins logo' });
    await expect(logo).toBeVisible();
    await logo.decode();
    const { width, height } = logo.getBoundingClientRect();
    await expect(Math.round(height)).toBe(64);
    await expect(Math.round(width)).toBe(256);
  },
};

/** The header's flag hides the Advanced Search button. */
export const AdvancedSearchHidden: Story = {
  args: { features: { ...features, hide_advanced_search: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Advanced Search' })).toBeNull();
  },
};

/** A place without a header (or while it loads): the name and description only. */
export const NameAndDescription: Story = {
  args: { features: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Coins' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Featured' })).toBeNull();
  },
};
