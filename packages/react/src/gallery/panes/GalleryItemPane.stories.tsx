import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  eventDetailFixture,
  itemDetailFixture,
  itemErrorHandlers,
  itemHandlers,
  itemLoadingHandlers,
  organisationDetailFixture,
  staticMapFixture,
} from '@trove/test-utils';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { withToasts } from '../../testing/storyDecorators';
import { GalleryItemPane } from './GalleryItemPane';

const details = [itemDetailFixture(), eventDetailFixture(), organisationDetailFixture()];

/** A listing's pane over msw: loading, then the pane of its type, or what a failure leads to. */
const meta = {
  title: 'Gallery/Panes/GalleryItemPane (connected)',
  component: GalleryItemPane,
  decorators: [
    withToasts,
    (Story) => (
      <div style={{ padding: 16, maxWidth: 960 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    item: { itemType: 'ITEM', id: 42 },
    onClose: fn(),
    mapImageUrl: (_address, size) => staticMapFixture(size.width, size.height),
  },
  parameters: { msw: { handlers: { item: itemHandlers({ items: details }) } } },
} satisfies Meta<typeof GalleryItemPane>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An item, opened on entry by an anonymous visitor: the scroll message above it. */
export const Item: Story = {
  args: { initial: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Victorian gold sovereign' })).toBeVisible();
    await expect(await canvas.findByText('Scroll down for more Coins listings')).toBeVisible();
  },
};

export const Event: Story = {
  args: { item: { itemType: 'EVENT', id: 7 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Wellington coin fair' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: /^Map of Town Hall/ })).toBeVisible();
  },
};

export const Organisation: Story = {
  args: { item: { itemType: 'ORGANISATION', id: 11 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Wellington Numismatic Society' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { item: itemLoadingHandlers() } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Loading' })).toBeInTheDocument();
  },
};

/** A 403: the permission-denied pane. */
export const Forbidden: Story = {
  parameters: { msw: { handlers: { item: itemErrorHandlers(403) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Permission denied' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Join for FREE' })).toBeVisible();
  },
};

/** A 404: back to the tile, with a Not Found warning. */
export const NotFound: Story = {
  parameters: { msw: { handlers: { item: itemErrorHandlers(404) } } },
  play: async ({ args }) => {
    await expect(await screen.findByText('Not Found')).toBeVisible();
    await expect(screen.getByText('Sorry that item is not available right now.')).toBeVisible();
    await waitFor(() => expect(args.onClose).toHaveBeenCalledOnce());
  },
};

/** Any other failure (after the client's one retry): back to the tile, with an Error toast. */
export const ServerError: Story = {
  parameters: { msw: { handlers: { item: itemErrorHandlers(500) } } },
  play: async ({ args }) => {
    await expect(await screen.findByText('Error', {}, { timeout: 8000 })).toBeVisible();
    await waitFor(() => expect(args.onClose).toHaveBeenCalledOnce());
  },
};
