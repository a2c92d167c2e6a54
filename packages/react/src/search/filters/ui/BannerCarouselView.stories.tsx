import type { Meta, StoryObj } from '@storybook/react-vite';
import { galleryFeaturesFixture } from '@trove/test-utils';
import { HttpResponse, http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { BannerCarouselView } from './BannerCarouselView';

/** The server's banner thumbnail of the size asked for, naming its size, so the story shows which one the browser took. */
const bannerThumbnail = http.get('*/thumbnails/:file', ({ params }) => {
  const [, width = '0', height = '0'] = /-(\d+)x(\d+)$/.exec(String(params.file)) ?? [];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1600 400"><rect width="1600" height="400" fill="#1b2233"/><circle cx="1000" cy="200" r="150" fill="#e2b64a"/><circle cx="1340" cy="200" r="150" fill="#d3d5da"/><text x="60" y="190" font-family="serif" font-size="84" font-weight="bold" fill="#fbf3dc">Coins of the month</text><text x="60" y="270" font-family="sans-serif" font-size="40" fill="#e2b64a">${width}x${height}</text></svg>`;
  return new HttpResponse(svg, { headers: { 'Content-Type': 'image/svg+xml' } });
});

/** A square picture from another server: an admin may give any image as a banner. */
const squareImage = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="393" height="393"><rect width="393" height="393" fill="#5a2a3a"/><circle cx="196" cy="196" r="150" fill="#c07a3c"/></svg>',
)}`;

const meta = {
  title: 'Search/Filters/BannerCarouselView',
  component: BannerCarouselView,
  decorators: [
    (Story) => (
      <div className="trove-root" style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    banners: [
      {
        image: '/thumbnails/demo-banner-coins-of-the-month-1200x300',
        url: '/collectables/coins',
        alt: 'Coins of the month',
      },
    ],
  },
  parameters: { msw: { handlers: { thumbnails: [bannerThumbnail] } } },
} satisfies Meta<typeof BannerCarouselView>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A wide banner of ours: the browser takes the banner size its width needs from the srcset, fetched
 * first, in a 4:1 box as wide as the header up to 720 px.
 */
export const WideBanner: Story = {
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole<HTMLImageElement>('img', { name: 'Coins of the month' });
    await expect(image).toHaveAttribute('fetchpriority', 'high');
    await expect(image.srcset).toContain('-400x100 400w');
    await waitFor(() => expect(image.complete && image.naturalWidth > 0).toBe(true));
    await expect(image.currentSrc).toMatch(/-(400x100|800x200|1200x300|1600x400)$/);
    const box = image.getBoundingClientRect();
    await expect(box.width / box.height).toBeCloseTo(4, 1);
    await expect(box.width).toBeLessThanOrEqual(720);
  },
};

/** A square image from elsewhere is shown whole in the 4:1 box, on the surface colour. */
export const OtherShapeFromElsewhere: Story = {
  args: { banners: [{ image: squareImage, url: null, alt: 'A copper coin' }] },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole<HTMLImageElement>('img', { name: 'A copper coin' });
    await expect(image.srcset).toBe('');
    await expect(getComputedStyle(image).objectFit).toBe('contain');
    const box = image.getBoundingClientRect();
    await expect(box.width / box.height).toBeCloseTo(4, 1);
  },
};

/** Three banners turning every 4 seconds: only the first is fetched at once, the others when shown. */
export const Several: Story = {
  args: { banners: galleryFeaturesFixture().banners },
  play: async ({ canvasElement }) => {
    const images = within(canvasElement).getAllByRole<HTMLImageElement>('img', { hidden: true });
    await expect(images.map((image) => image.loading)).toEqual(['eager', 'lazy', 'lazy']);
  },
};
