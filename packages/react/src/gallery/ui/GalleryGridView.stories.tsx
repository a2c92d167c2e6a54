import type { Meta, StoryObj } from '@storybook/react-vite';
import { defaultGalleryParams } from '@trove/core/gallery';
import { galleryListFixture } from '@trove/test-utils';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { GalleryGridView } from './GalleryGridView';

const tiles = galleryListFixture(40);

/** A host's advertisement: Trove only makes room for it. */
function placeholderAd(slot: number) {
  return (
    <div
      style={{
        display: 'grid',
        placeItems: 'center',
        minHeight: 120,
        padding: 16,
        border: '1px dashed #767676',
        borderRadius: 8,
        color: '#333',
        textAlign: 'center',
      }}
    >
      <p style={{ margin: 0 }}>
        Your advertisement here
        <br />
        <small>Ad slot {slot + 1}</small>
      </p>
    </div>
  );
}

/** The list positions (`aria-posinset`) of the advertisement tiles drawn. */
const adPositions = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('listitem', { name: 'Advertisement' })
    .map((ad) => ad.getAttribute('aria-posinset'));

const meta = {
  title: 'Gallery/GalleryGridView',
  component: GalleryGridView,
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    tiles,
    params: defaultGalleryParams,
    columns: 3,
    total: 40,
    onEndReached: fn(),
    onRetry: fn(),
    onGoBack: fn(),
    onOpen: fn(),
  },
} satisfies Meta<typeof GalleryGridView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { tiles: [], loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  },
};

export const OneColumn: Story = {
  args: { columns: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // shown once the virtualiser has measured its row
    await waitFor(() => expect(canvas.getByText('Gold sovereign 1851')).toBeVisible());
    const [first] = canvas.getAllByRole('listitem');
    await expect(first).toHaveAttribute('aria-setsize', '40');
  },
};

export const ThreeColumns: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByText('Penny Black stamp 1…')[0]).toBeVisible());
    await expect(canvas.getByText('You have reached the end of the gallery')).toBeInTheDocument();
  },
};

export const SixColumns: Story = {
  args: { columns: 6 },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getAllByText('Penny Black…')[0]).toBeVisible());
  },
};

/** One column (mobile): advertisements at positions 3 and 6, then after every 10 tiles. */
export const AdvertisementsOneColumn: Story = {
  args: { columns: 1, renderAdvertisement: placeholderAd },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(adPositions(canvasElement).slice(0, 2)).toEqual(['3', '6']));
    const [first] = canvas.getAllByRole('listitem', { name: 'Advertisement' });
    await expect(first).toHaveTextContent(/^Your advertisement here\s*Ad slot 1$/);
    await expect(first).toBeVisible();
    // 40 tiles and 5 advertisements (after tiles 2, 4, 14, 24 and 34)
    await expect(first).toHaveAttribute('aria-setsize', '45');
  },
};

/** Three columns: an advertisement after every 10 tiles, taking a tile's cell. */
export const AdvertisementsThreeColumns: Story = {
  args: { renderAdvertisement: placeholderAd },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(adPositions(canvasElement)[0]).toBe('11'));
    const [ad] = within(canvasElement).getAllByRole('listitem', { name: 'Advertisement' });
    await expect(ad).toHaveTextContent('Ad slot 1');
    await expect(ad).toHaveAttribute('aria-setsize', '43');
  },
};

/** Six columns, an advertisement after every 5 tiles. */
export const AdvertisementsSixColumns: Story = {
  args: { columns: 6, renderAdvertisement: placeholderAd, adFrequency: 5 },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(adPositions(canvasElement).slice(0, 3)).toEqual(['6', '12', '18']));
    await expect(within(canvasElement).getAllByRole('listitem', { name: 'Advertisement' })[0]).toBeVisible();
  },
};

export const Empty: Story = {
  args: { tiles: [], total: 0 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No items found')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Go back' }));
    await expect(args.onGoBack).toHaveBeenCalled();
  },
};

/** The last page is loaded: the footer line shows and scrolling asks for nothing more. */
export const End: Story = {
  args: { tiles: tiles.slice(0, 5), total: 5, hasMore: false },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByText('You have reached the end of the gallery')).toBeVisible();
    await expect(args.onEndReached).not.toHaveBeenCalled();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { tiles: [], error: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Sorry an error occurred');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const LoadingMore: Story = {
  args: { tiles: tiles.slice(0, 11), hasMore: true, loadingMore: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: 'Loading more' })).toBeInTheDocument();
    await expect(canvas.queryByText('You have reached the end of the gallery')).toBeNull();
    await expect(args.onEndReached).not.toHaveBeenCalled();
  },
};

/** 10,000 loaded tiles in 6 columns: only the rows near the viewport are in the DOM, also after scrolling. */
export const TenThousandTiles: Story = {
  args: {
    columns: 6,
    total: 10_000,
    hasMore: true,
    tiles: Array.from({ length: 10_000 }, (_, index) => {
      const tile = tiles[index % tiles.length] as (typeof tiles)[number];
      return { ...tile, id: index + 1, url_id: `0${index + 1}`, title: `Lot ${index + 1}` };
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('Lot 1')).toBeVisible());
    await expect(canvas.getAllByRole('listitem').length).toBeLessThan(200);
    await expect(args.onEndReached).not.toHaveBeenCalled();
    window.scrollTo(0, document.documentElement.scrollHeight / 2);
    await waitFor(() =>
      expect(Number(canvas.getAllByRole('listitem')[0]?.getAttribute('aria-posinset'))).toBeGreaterThan(1000),
    );
    await expect(canvas.queryByText('Lot 1')).toBeNull();
    await expect(canvas.getAllByRole('listitem').length).toBeLessThan(200);
    window.scrollTo(0, document.documentElement.scrollHeight);
    await waitFor(() => expect(args.onEndReached).toHaveBeenCalled());
    window.scrollTo(0, 0);
  },
};
