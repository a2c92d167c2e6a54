import { screen, waitFor, within } from '@testing-library/react';
import type { Item, ItemInput, ListingPrice } from '@trove/core/listing';
import { authHandlers, groupFixture, userFixture } from '@trove/test-utils';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { setupMswServer } from '../testing/mswServer';
import { renderWithTrove } from '../testing/renderWithTrove';
import type { ImagePreparation } from './ImageUploader';
import { ItemFormModal } from './ItemFormModal';
import { feePrice, freePrice, writableTree } from './ui/itemFormStoryData';

const server = setupMswServer();

const lister = userFixture({
  id: 7,
  groups: [groupFixture({ permissions: ['add_item', 'change_item', 'add_item_price', 'change_item_price'] })],
});

/** jsdom has no canvas: the image is handed on as it is (the canvas work is the browser's). */
const preparation: ImagePreparation = {
  resize: async (file) => ({ blob: file, name: file.name, width: 800, height: 800 }),
  crop: async (image) => image,
};

const savedItem = (input: Partial<ItemInput>, overrides: Partial<Item> = {}): Item => ({
  id: 41,
  item_type: 'ITEM',
  niche: 'collectables',
  section: 'coins',
  gallery: 'gold',
  caption: 'sovereigns',
  item_layout: 'standard',
  price_option: 'standard',
  forsale: true,
  name: '',
  category: null,
  country_name: null,
  tags: [],
  manufacture_date_from: null,
  manufacture_date_to: null,
  description: '',
  external_url: null,
  price: null,
  currency: 'NZD',
  sku: null,
  num_in_stock: null,
  realisation_price: null,
  realisation_currency: null,
  realisation_date: null,
  publish_after: null,
  video_url: null,
  external_images: [],
  products: [],
  status: 'active',
  searchable: true,
  listed: true,
  organisation: null,
  boost: 0,
  user: 7,
  absolute_url: '/collectables/coins/gold/sovereigns/0041-coin',
  created_date: '2026-03-01T00:00:00Z',
  expires: null,
  ...(input as Partial<Item>),
  ...overrides,
});

interface Api {
  prices: string[];
  saves: { method: string; body: ItemInput }[];
}

/** The writable tree, prices by caption, the upload policy and storage, and saves answered by `answer`. */
function listingApi({
  price = () => freePrice,
  answer = (body: ItemInput) => HttpResponse.json(savedItem(body)),
  item,
}: {
  price?: (caption: string) => ListingPrice;
  answer?: (body: ItemInput, method: string) => Response | Promise<Response>;
  item?: Item;
} = {}): Api {
  const api: Api = { prices: [], saves: [] };
  let uploads = 0;
  server.use(
    ...authHandlers({ user: lister }),
    http.get('*/api/niches/writable/', () => HttpResponse.json(writableTree)),
    http.get('*/api/payments/price/', ({ request }) => {
      const caption = new URL(request.url).searchParams.get('caption') ?? '';
      api.prices.push(caption);
      return HttpResponse.json(price(caption));
    }),
    http.post('*/api/uploads/policy/', async ({ request }) => {
      const { filename } = (await request.json()) as { filename: string };
      uploads += 1;
      const key = `images/7_abc${uploads}_${filename}`;
      return HttpResponse.json({ url: 'http://storage.test/media/', key, fields: { key, policy: 'p' } });
    }),
    http.post('http://storage.test/media/', () => new HttpResponse(null, { status: 204 })),
    http.post('*/api/items/', async ({ request }) => {
      const body = (await request.json()) as ItemInput;
      api.saves.push({ method: 'POST', body });
      return answer(body, 'POST');
    }),
    http.put('*/api/items/:id/', async ({ request }) => {
      const body = (await request.json()) as ItemInput;
      api.saves.push({ method: 'PUT', body });
      return answer(body, 'PUT');
    }),
  );
  if (item) server.use(http.get(`*/api/items/${item.id}/`, () => HttpResponse.json(item)));
  return api;
}

const dialog = () => within(screen.getByRole('dialog'));
const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;

async function choosePlace(user: ReturnType<typeof renderWithTrove>['user'], caption = 'sovereigns') {
  // one niche-level choice is the member's; the gold gallery has two captions
  await user.selectOptions(await dialog().findByRole('combobox', { name: 'Section' }), 'coins');
  await user.selectOptions(dialog().getByRole('combobox', { name: 'Gallery' }), 'gold');
  await user.selectOptions(dialog().getByRole('combobox', { name: 'Caption' }), caption);
}

async function uploadOne(user: ReturnType<typeof renderWithTrove>['user'], name: string, count: number) {
  await user.upload(fileInput(), new File(['x'], name, { type: 'image/png' }));
  await dialog().findByRole('button', { name: `Image ${count}` });
}

describe('ItemFormModal', () => {
  it('lists a new item: the cascade priced at each change, two images (the first primary), Create with Item added', async () => {
    const api = listingApi();
    const onSaved = vi.fn();
    const { user } = renderWithTrove(
      <ItemFormModal onSaved={onSaved} imagePreparation={preparation} cropping={false} />,
      { token: 'kiri' },
    );
    // two niches: nothing chosen for the member yet
    await waitFor(() =>
      expect(dialog().getByRole('combobox', { name: 'Niche' })).toHaveProperty('value', ''),
    );
    await user.selectOptions(dialog().getByRole('combobox', { name: 'Niche' }), 'collectables');
    await choosePlace(user, 'ducats');
    expect(await dialog().findByText('3 of 5 free listings left this billing cycle')).toBeTruthy();
    await user.selectOptions(dialog().getByRole('combobox', { name: 'Caption' }), 'sovereigns');
    await waitFor(() => expect(api.prices).toEqual(['ducats', 'sovereigns']));
    await uploadOne(user, 'my coin (1).png', 1);
    await uploadOne(user, 'back.png', 2);
    expect(dialog().getByText('Primary')).toBeTruthy();
    await user.type(dialog().getByRole('textbox', { name: 'Title' }), '1911 Half Sovereign');
    await user.type(dialog().getByRole('textbox', { name: 'Price' }), '250');
    await user.click(dialog().getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Item added')).toBeTruthy();
    expect(api.saves).toHaveLength(1);
    const body = api.saves[0]?.body;
    expect(body).toMatchObject({
      niche: 'collectables',
      section: 'coins',
      gallery: 'gold',
      caption: 'sovereigns',
      name: '1911 Half Sovereign',
      price: '250',
    });
    expect(body?.external_images.map((image) => [image.url, image.primary])).toEqual([
      ['http://storage.test/media/images/7_abc1_mycoin1.png', true],
      ['http://storage.test/media/images/7_abc2_back.png', false],
    ]);
    expect(body?.payment).toBeUndefined();
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ held: false }), {
      close: true,
      duplicate: false,
    });
  });

  it('chooses a level with one option for the member, and opens in the section given', async () => {
    listingApi();
    renderWithTrove(<ItemFormModal section="medals" imagePreparation={preparation} />, { token: 'kiri' });
    // medals has one gallery with one caption: all chosen down the chain
    await waitFor(() =>
      expect(dialog().getByRole('combobox', { name: 'Caption' })).toHaveProperty('value', 'ww1'),
    );
    expect(dialog().getByRole('combobox', { name: 'Niche' })).toHaveProperty('value', 'collectables');
    expect(dialog().getByRole('combobox', { name: 'Gallery' })).toHaveProperty('value', 'military');
  });

  it('pays a fee with the card form: a 402 comes back to paying with its message, Back returns to the form as typed', async () => {
    let declined = true;
    const api = listingApi({
      price: () => feePrice,
      answer: (body) => {
        if (declined) {
          declined = false;
          return HttpResponse.json({ detail: 'Card declined' }, { status: 402 });
        }
        return HttpResponse.json(savedItem(body));
      },
    });
    server.use(
      http.get('*/api/shop/client-token/', () =>
        HttpResponse.json({ gateway: 'test', client_token: 'test-gateway' }),
      ),
    );
    const { user } = renderWithTrove(<ItemFormModal imagePreparation={preparation} cropping={false} />, {
      token: 'kiri',
    });
    await user.selectOptions(await dialog().findByRole('combobox', { name: 'Niche' }), 'collectables');
    await choosePlace(user);
    await uploadOne(user, 'coin.png', 1);
    await user.type(dialog().getByRole('textbox', { name: 'Title' }), 'Ducat');
    await user.click(await dialog().findByRole('button', { name: 'Pay Now' }));
    const paying = within(await dialog().findByRole('region', { name: 'Payment' }));
    expect(api.saves).toHaveLength(0);
    // Back keeps what was typed
    await user.click(paying.getByRole('button', { name: 'Back' }));
    expect(dialog().getByRole('textbox', { name: 'Title' })).toHaveProperty('value', 'Ducat');
    await user.click(dialog().getByRole('button', { name: 'Pay Now' }));
    const card = within(await dialog().findByRole('region', { name: 'Payment' }));
    await user.type(await card.findByRole('textbox', { name: 'Card number' }), '4111111111111111');
    await user.type(card.getByRole('textbox', { name: 'Expiry (MM/YY)' }), '12/40');
    await user.type(card.getByRole('textbox', { name: 'CVV' }), '123');
    await user.click(card.getByRole('button', { name: 'Pay Now' }));
    expect(await card.findByText('Sorry there was a problem with your payment: Card declined')).toBeTruthy();
    expect(api.saves[0]?.body.payment).toEqual({ nonce: 'fake-valid-visa-nonce' });
    await user.click(card.getByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByText('Item added')).toBeTruthy();
    expect(api.saves).toHaveLength(2);
  });

  it('edits: Update keeps the form open and pristine with the saved values; Save and close says Item updated', async () => {
    const item = savedItem({
      name: 'Half Sovereign',
      price: '100.00',
      external_images: [
        { url: 'http://storage.test/media/images/7_a_coin.png', media_type: 'image', primary: true },
      ],
    });
    const api = listingApi({
      item,
      answer: (body) => HttpResponse.json(savedItem(body, { price: `${body.price}.00` })),
    });
    const onSaved = vi.fn();
    const { user } = renderWithTrove(
      <ItemFormModal itemId={41} onSaved={onSaved} imagePreparation={preparation} />,
      { token: 'kiri' },
    );
    const price = await dialog().findByDisplayValue('100.00');
    await waitFor(() =>
      expect(dialog().getByRole('combobox', { name: 'Caption' })).toHaveProperty('value', 'sovereigns'),
    );
    await user.clear(price);
    await user.type(price, '120');
    await user.click(dialog().getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Item updated')).toBeTruthy();
    expect(api.saves[0]).toMatchObject({ method: 'PUT', body: { price: '120', name: 'Half Sovereign' } });
    // the saved values are the form's again
    await waitFor(() =>
      expect(dialog().getByRole('textbox', { name: 'Price' })).toHaveProperty('value', '120.00'),
    );
    expect(onSaved).toHaveBeenLastCalledWith(expect.anything(), { close: false, duplicate: false });
    await user.click(dialog().getByRole('button', { name: 'Save and close' }));
    await waitFor(() => expect(api.saves).toHaveLength(2));
    await waitFor(() =>
      expect(onSaved).toHaveBeenLastCalledWith(expect.anything(), { close: true, duplicate: false }),
    );
  });

  it('shows field errors under their fields and the others in an alert; 202 is Item submitted for moderation', async () => {
    let first = true;
    listingApi({
      answer: (body) => {
        if (first) {
          first = false;
          return HttpResponse.json(
            { name: ['This name is taken.'], non_field_errors: ['Listing limit reached.'] },
            { status: 400 },
          );
        }
        return HttpResponse.json(savedItem(body), { status: 202 });
      },
    });
    const { user } = renderWithTrove(<ItemFormModal imagePreparation={preparation} cropping={false} />, {
      token: 'kiri',
    });
    await user.selectOptions(await dialog().findByRole('combobox', { name: 'Niche' }), 'collectables');
    await choosePlace(user);
    await uploadOne(user, 'coin.png', 1);
    await user.type(dialog().getByRole('textbox', { name: 'Title' }), 'Ducat');
    await user.click(dialog().getByRole('button', { name: 'Create and duplicate' }));
    expect(await dialog().findByText('This name is taken.')).toBeTruthy();
    expect(dialog().getByRole('textbox', { name: 'Title' }).getAttribute('aria-invalid')).toBe('true');
    expect(dialog().getByRole('alert').textContent).toContain('Listing limit reached.');
    await user.click(dialog().getByRole('button', { name: 'Create and duplicate' }));
    expect(await screen.findByText('Item submitted for moderation')).toBeTruthy();
    // Create and duplicate: the form stays, with the values to list again
    expect(dialog().getByRole('textbox', { name: 'Title' })).toHaveProperty('value', 'Ducat');
    expect(dialog().getByRole('button', { name: 'Image 1' })).toBeTruthy();
  });
});
