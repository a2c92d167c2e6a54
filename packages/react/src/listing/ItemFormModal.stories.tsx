import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Item, ItemInput } from '@trove/core/listing';
import { authHandlers, groupFixture, userFixture } from '@trove/test-utils';
import { delay, HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withSignedIn, withToasts } from '../testing/storyDecorators';
import { ItemFormModal } from './ItemFormModal';
import { feePrice, freePrice, twoImages, writableTree } from './ui/itemFormStoryData';

const lister = userFixture({
  id: 7,
  groups: [groupFixture({ permissions: ['add_item', 'change_item', 'add_item_price', 'change_item_price'] })],
});

const item: Item = {
  id: 41,
  item_type: 'ITEM',
  niche: 'collectables',
  section: 'coins',
  gallery: 'gold',
  caption: 'sovereigns',
  item_layout: 'standard',
  price_option: 'standard',
  forsale: true,
  name: '1911 Half Sovereign',
  category: null,
  country_name: 'New Zealand',
  tags: ['gold'],
  manufacture_date_from: 1911,
  manufacture_date_to: null,
  description: 'Struck in London.',
  external_url: null,
  price: '250.00',
  currency: 'NZD',
  sku: null,
  num_in_stock: null,
  realisation_price: null,
  realisation_currency: null,
  realisation_date: null,
  publish_after: null,
  video_url: null,
  external_images: twoImages,
  products: [],
  status: 'active',
  searchable: true,
  listed: true,
  organisation: null,
  boost: 0,
  user: 7,
  absolute_url: '/collectables/coins/gold/sovereigns/0041-1911-half-sovereign',
  created_date: '2026-03-01T00:00:00Z',
  expires: null,
};

const saved = async ({ request }: { request: Request }) =>
  HttpResponse.json({ ...item, ...((await request.json()) as Partial<ItemInput>) } as Item);

/** The connected item form over msw: the writable tree, the price, the listing and its saves. */
const meta = {
  title: 'Listing/ItemFormModal (connected)',
  component: ItemFormModal,
  decorators: [withToasts, withSignedIn],
  args: { onClose: fn(), onSaved: fn(), cropping: false },
  parameters: {
    msw: {
      handlers: {
        auth: authHandlers({ user: lister }),
        listing: [
          http.get('*/api/niches/writable/', () => HttpResponse.json(writableTree)),
          http.get('*/api/items/41/', () => HttpResponse.json(item)),
          http.get('*/api/shop/client-token/', () =>
            HttpResponse.json({ gateway: 'test', client_token: 'test-gateway' }),
          ),
        ],
        // by key, so a story replaces them
        price: [http.get('*/api/payments/price/', () => HttpResponse.json(freePrice))],
        save: [http.post('*/api/items/', saved), http.put('*/api/items/:id/', saved)],
      },
    },
  },
} satisfies Meta<typeof ItemFormModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(within(document.body).getByRole('dialog'));

/** `/add?section=medals`: its one gallery and caption are chosen for the member, and priced. */
export const NewInSection: Story = {
  args: { section: 'medals' },
  play: async () => {
    await waitFor(() => expect(dialog().getByRole('combobox', { name: 'Caption' })).toHaveValue('ww1'));
    await expect(await dialog().findByText('3 of 5 free listings left this billing cycle')).toBeVisible();
    await expect(dialog().getByRole('button', { name: 'Create and duplicate' })).toBeVisible();
  },
};

/** An edit: the listing's values, place and images; Update says Item updated and the form stays. */
export const Edit: Story = {
  args: { itemId: 41 },
  play: async ({ args }) => {
    const price = await dialog().findByDisplayValue('250.00');
    await userEvent.clear(price);
    await userEvent.type(price, '260');
    await userEvent.click(dialog().getByRole('button', { name: 'Update' }));
    await expect(await within(document.body).findByText('Item updated')).toBeVisible();
    await expect(args.onSaved).toHaveBeenCalledWith(expect.anything(), { close: false, duplicate: false });
    await expect(dialog().getByRole('button', { name: 'Save and close' })).toBeVisible();
  },
};

/** `/add?id=41`: a copy of the listing as a new one (Create, Create and duplicate). */
export const Duplicate: Story = {
  args: { itemId: 41, duplicate: true },
  play: async () => {
    await expect(await dialog().findByDisplayValue('1911 Half Sovereign')).toBeVisible();
    await expect(within(document.body).getByRole('heading', { name: 'Create Listing' })).toBeVisible();
    await expect(dialog().getByRole('button', { name: 'Create' })).toBeVisible();
  },
};

/** A fee is due: Pay Now opens the card form (the test gateway's), Back returns. */
export const PayingByCard: Story = {
  args: { itemId: 41, duplicate: true },
  parameters: {
    msw: { handlers: { price: [http.get('*/api/payments/price/', () => HttpResponse.json(feePrice))] } },
  },
  play: async () => {
    await userEvent.click(await dialog().findByRole('button', { name: 'Pay Now' }, { timeout: 5000 }));
    const paying = within(await dialog().findByRole('region', { name: 'Payment' }));
    await expect(await paying.findByRole('textbox', { name: 'Card number' })).toBeVisible();
    await userEvent.click(paying.getByRole('button', { name: 'Back' }));
    await expect(dialog().getByRole('textbox', { name: 'Title' })).toHaveValue('1911 Half Sovereign');
  },
};

/** A 402: back to paying with the spec's message. */
export const PaymentRefused: Story = {
  args: { itemId: 41, duplicate: true },
  parameters: {
    msw: {
      handlers: {
        price: [http.get('*/api/payments/price/', () => HttpResponse.json(feePrice))],
        save: [
          http.post('*/api/items/', () => HttpResponse.json({ detail: 'Card declined' }, { status: 402 })),
        ],
      },
    },
  },
  play: async () => {
    await userEvent.click(await dialog().findByRole('button', { name: 'Pay Now' }, { timeout: 5000 }));
    const paying = within(await dialog().findByRole('region', { name: 'Payment' }));
    await userEvent.type(await paying.findByRole('textbox', { name: 'Card number' }), '4111111111111111');
    await userEvent.type(paying.getByRole('textbox', { name: 'Expiry (MM/YY)' }), '12/40');
    await userEvent.type(paying.getByRole('textbox', { name: 'CVV' }), '123');
    await userEvent.click(paying.getByRole('button', { name: 'Pay Now' }));
    // saving, then the payment step again (a new one)
    const again = within(await dialog().findByRole('region', { name: 'Payment' }));
    await expect(await again.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Sorry there was a problem with your payment: Card declined',
    );
  },
};

/** Saving: the spinner, no buttons and no closing until the server answers. */
export const Saving: Story = {
  args: { itemId: 41 },
  parameters: {
    msw: {
      handlers: {
        save: [
          http.put('*/api/items/:id/', async () => {
            await delay('infinite');
            return HttpResponse.json(item);
          }),
        ],
      },
    },
  },
  play: async () => {
    await dialog().findByDisplayValue('250.00');
    await userEvent.click(dialog().getByRole('button', { name: 'Update' }));
    await expect(await dialog().findByRole('status', { name: 'Saving…' })).toBeInTheDocument();
    await expect(dialog().queryByRole('button', { name: 'Close' })).toBeNull();
  },
};
