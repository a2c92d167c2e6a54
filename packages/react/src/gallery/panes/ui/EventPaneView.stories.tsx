import type { Meta, StoryObj } from '@storybook/react-vite';
import { eventDetailFixture, staticMapFixture } from '@trove/test-utils';
import { expect, fn, waitFor, within } from 'storybook/test';
import { EventPaneView } from './EventPaneView';

const VENUE = 'Town Hall, 101 Wakefield Street, Wellington, New Zealand';

/** An event's pane: when, contact, website, and a map of its venue. */
const meta = {
  title: 'Gallery/Panes/EventPaneView',
  component: EventPaneView,
  decorators: [
    (Story) => (
      <div style={{ padding: 16, maxWidth: 960 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    item: eventDetailFixture(),
    onClose: fn(),
    now: new Date('2026-11-20T12:00:00Z'),
    timeZone: 'UTC',
  },
} satisfies Meta<typeof EventPaneView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A map provider answers: a 360x135 map above the venue's address, linking to a maps page. */
export const WithMap: Story = {
  args: {
    mapImageUrl: (_address, size) => staticMapFixture(size.width, size.height),
    mapLinkUrl: (address) => `https://maps.example/?q=${encodeURIComponent(address)}`,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Sat, 12 July 2025, 10:00 am – 4:00 pm')).toBeVisible();
    const map = canvas.getByRole('img', { name: `Map of ${VENUE}` });
    await expect(map).toBeVisible();
    await expect(map).toHaveAttribute('width', '360');
    await expect(canvas.getByRole('link', { name: `Map of ${VENUE}` })).toBeVisible();
    await expect(canvas.getByText(VENUE)).toBeVisible();
  },
};

/** An event that is over at now: Past event beside its dates. */
export const PastEvent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const when = canvas.getByText('When').nextElementSibling as HTMLElement;
    await expect(within(when).getByText('Past event')).toBeVisible();
  },
};

/** An event still to come at now: its dates alone. */
export const UpcomingEvent: Story = {
  args: { now: new Date('2025-07-01T12:00:00Z') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Sat, 12 July 2025, 10:00 am – 4:00 pm')).toBeVisible();
    await expect(canvas.queryByText('Past event')).toBeNull();
  },
};

/** The map image fails to load: the address stays, as text. */
export const MapFailing: Story = {
  args: { mapImageUrl: () => 'data:image/png;base64,bm90IGFuIGltYWdl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.queryByRole('img', { name: /^Map of/ })).toBeNull());
    await expect(canvas.getByText(VENUE)).toBeVisible();
  },
};

/** No map provider configured: the address as text. */
export const WithoutMapProvider: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('img', { name: /^Map of/ })).toBeNull();
    await expect(canvas.getByText(VENUE)).toBeVisible();
  },
};
