import type { Meta, StoryObj } from '@storybook/react-vite';
import { organisationDetailFixture, staticMapFixture } from '@trove/test-utils';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OrganisationPaneView } from './OrganisationPaneView';

/** An organisation's pane in the directory. */
const meta = {
  title: 'Gallery/Panes/OrganisationPaneView',
  component: OrganisationPaneView,
  decorators: [
    (Story) => (
      <div style={{ padding: 16, maxWidth: 960 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    item: organisationDetailFixture(),
    onClose: fn(),
    now: new Date('2026-11-20T12:00:00Z'),
    timeZone: 'UTC',
    mapImageUrl: (_address, size) => staticMapFixture(size.width, size.height),
  },
} satisfies Meta<typeof OrganisationPaneView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** With view_organisation_contact_details: contact person, phone, mobile, email, and the address with its map. */
export const WithContactPermission: Story = {
  args: { canViewContactDetails: true, signedIn: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Hemi Walker')).toBeVisible();
    await expect(canvas.getByText('Phone 04 123 4567')).toBeVisible();
    await expect(
      canvas.getByRole('img', { name: 'Map of 101 Wakefield Street, Wellington, New Zealand' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show more' }));
    await expect(canvas.getByText(/Visitors are welcome/)).toBeVisible();
  },
};

/** Without the permission: no contact details nor address; website, categories and description still show. */
export const WithoutContactPermission: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('Hemi Walker')).toBeNull();
    await expect(canvas.queryByRole('img', { name: /^Map of/ })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'See our listings' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Show more' })).toHaveAttribute('aria-expanded', 'false');
  },
};
