import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { itemFormValuesOf } from '../itemFormValues';
import { ImageUploaderView } from './ImageUploaderView';
import { ItemFormModalView } from './ItemFormModalView';
import { allFields, emptyCascade, feePrice, placedCascade, twoImages } from './itemFormStoryData';

const uploader = <ImageUploaderView status="ready" images={twoImages} />;
const now = new Date('2026-03-01T00:00:00Z');

/** The item form modal: the form (new or edit), paying and saving. */
const meta = {
  title: 'Listing/ItemFormModalView',
  component: ItemFormModalView,
  args: {
    isNew: true,
    step: 'form',
    cascade: placedCascade(),
    fields: allFields,
    buttons: ['create', 'createAndDuplicate'],
    images: twoImages,
    imageUploader: uploader,
    now,
    onChoose: fn(),
    onSubmit: fn(),
    onPay: fn(),
    onBack: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof ItemFormModalView>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(within(document.body).getByRole('dialog'));

/** A new listing, nothing chosen: an empty form is refused with the spec's messages under the fields. */
export const NewEmpty: Story = {
  args: {
    cascade: emptyCascade,
    images: [],
    imageUploader: <ImageUploaderView status="ready" images={[]} />,
  },
  play: async ({ args }) => {
    const form = dialog();
    await expect(form.getByRole('combobox', { name: 'Section' })).toBeDisabled();
    await userEvent.click(form.getByRole('button', { name: 'Create' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(form.getAllByText('This is required')).toHaveLength(4);
    await expect(form.getByText('Title or category is required')).toBeVisible();
    await expect(form.getByText('At least one image required')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Title' })).toHaveAttribute('aria-invalid', 'true');
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Niche' }), 'classifieds');
    await expect(args.onChoose).toHaveBeenCalledWith('niche', 'classifieds');
  },
};

/** Free listings left: Create and Create and duplicate. */
export const NewFree: Story = {
  play: async ({ args }) => {
    const form = dialog();
    await expect(form.getByText('3 of 5 free listings left this billing cycle')).toBeVisible();
    await userEvent.type(form.getByRole('textbox', { name: 'Title' }), '1911 Half Sovereign');
    await userEvent.type(form.getByRole('textbox', { name: 'Price' }), '450');
    await userEvent.click(form.getByRole('button', { name: 'Create and duplicate' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ name: '1911 Half Sovereign', price: '450', caption: 'sovereigns' }),
      'createAndDuplicate',
      { close: false },
    );
  },
};

/** Invalid links and price: core's messages under the fields. */
export const InvalidFields: Story = {
  play: async ({ args }) => {
    const form = dialog();
    await userEvent.type(form.getByRole('textbox', { name: 'Title' }), 'Half Sovereign');
    await userEvent.type(form.getByRole('textbox', { name: 'Website' }), 'example');
    await userEvent.type(form.getByRole('textbox', { name: 'Video URL' }), 'https://example.com/video');
    await userEvent.click(form.getByRole('button', { name: 'Create' }));
    await expect(form.getByText('Please provide a valid URL including http:// or https://')).toBeVisible();
    await expect(
      form.getByText('Please provide a valid YouTube or Vimeo URL including http:// or https://'),
    ).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The place's fee is due: Pay Now. */
export const NewWithFee: Story = {
  args: { cascade: placedCascade(feePrice), buttons: ['payNow'] },
  play: async ({ args }) => {
    const form = dialog();
    await expect(form.getByText('$4.50')).toBeVisible();
    await expect(form.queryByRole('button', { name: 'Create' })).toBeNull();
    await userEvent.type(form.getByRole('textbox', { name: 'Title' }), 'Gold ducat');
    await userEvent.click(form.getByRole('button', { name: 'Pay Now' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Gold ducat' }),
      'payNow',
      {
        close: false,
      },
    );
  },
};

const saved = itemFormValuesOf({
  id: 21,
  item_type: 'ITEM',
  niche: 'collectables',
  section: 'coins',
  gallery: 'gold',
  caption: 'sovereigns',
  item_layout: 'standard',
  price_option: 'standard',
  forsale: true,
  name: '1911 Half Sovereign',
  category: { name: 'Sovereigns' },
  country_name: 'New Zealand',
  tags: ['gold', 'edward vii'],
  manufacture_date_from: 1911,
  manufacture_date_to: null,
  description: 'Extremely fine, a few light marks.',
  external_url: null,
  price: '450.00',
  currency: 'NZD',
  sku: 'HS-1911',
  num_in_stock: 1,
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
  user: 3,
  absolute_url: '/collectables/coins/gold/sovereigns/021',
  created_date: '2026-02-01T00:00:00Z',
  expires: null,
});

/** An edit: Update (stays open) and Save and close. */
export const Edit: Story = {
  args: { isNew: false, buttons: ['update'], values: saved },
  play: async ({ args }) => {
    const form = dialog();
    await expect(form.getByRole('heading', { name: 'Edit Listing' })).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Title' })).toHaveValue('1911 Half Sovereign');
    await userEvent.click(form.getByRole('button', { name: 'Save and close' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ sku: 'HS-1911' }), 'update', {
      close: true,
    });
  },
};

/** The caption hides price and currency, the member may not add a URL, video URL or schedule. */
export const FieldsHidden: Story = {
  args: {
    fields: {
      ...allFields,
      price: false,
      currency: false,
      external_url: false,
      video_url: false,
      publish_after: false,
    },
  },
  play: async () => {
    const form = dialog();
    await expect(form.queryByRole('textbox', { name: 'Price' })).toBeNull();
    await expect(form.queryByRole('textbox', { name: 'Website' })).toBeNull();
    await expect(form.queryByRole('textbox', { name: 'Video URL' })).toBeNull();
    await expect(form.queryByLabelText('Publish after')).toBeNull();
  },
};

/** A game section: no category, so the title alone is required. */
export const GameSection: Story = {
  args: { fields: { ...allFields, category: false } },
  play: async () => {
    const form = dialog();
    await expect(form.queryByRole('textbox', { name: 'Category' })).toBeNull();
    await userEvent.click(form.getByRole('button', { name: 'Create' }));
    await expect(form.getByText('Title is required')).toBeVisible();
  },
};

/** The server refused the save: its field messages under the fields, the rest in the alert. */
export const ServerErrors: Story = {
  args: {
    serverErrors: {
      fields: { name: 'An item with this title is already listed.', caption: 'This caption is closed.' },
      alert: ['Your plan does not allow more listings this month.'],
    },
  },
  play: async () => {
    const form = dialog();
    await expect(form.getByRole('alert')).toHaveTextContent(
      'Your plan does not allow more listings this month.',
    );
    await expect(form.getByText('An item with this title is already listed.')).toBeVisible();
    await expect(form.getByText('This caption is closed.')).toBeVisible();
  },
};

export const CountryNotFound: Story = {
  args: { countryNotFound: true },
  play: async () => {
    await expect(dialog().getByText('Country not found and will be created')).toBeVisible();
  },
};

export const ProfileIncomplete: Story = {
  args: { profileIncomplete: true },
  play: async () => {
    const form = dialog();
    await expect(form.getByRole('alert')).toHaveTextContent(
      'You must complete your profile before you can create listings',
    );
    await expect(form.getByRole('button', { name: 'Create' })).toBeDisabled();
  },
};

const testCard = (
  <div className="trove-card-entry">
    <label className="trove-field__label" htmlFor="story-card">
      Card number
    </label>
    <input id="story-card" className="trove-field__input" defaultValue="4111 1111 1111 1111" />
  </div>
);

/** Paying the fee: Pay Now, or Back to the form. */
export const Paying: Story = {
  args: { step: 'paying', cascade: placedCascade(feePrice), buttons: ['payNow'], cardEntry: testCard },
  play: async ({ args }) => {
    const form = dialog();
    const paying = within(form.getByRole('region', { name: 'Payment' }));
    await expect(paying.getByText('$4.50')).toBeVisible();
    await expect(form.queryByRole('textbox', { name: 'Title' })).toBeNull();
    await userEvent.click(form.getByRole('button', { name: 'Pay Now' }));
    await expect(args.onPay).toHaveBeenCalledOnce();
    await userEvent.click(form.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

/** The payment failed (402): the spec's message over the card form. */
export const PaymentFailed: Story = {
  args: {
    ...Paying.args,
    paymentError: 'Sorry there was a problem with your payment: Card declined',
  },
  play: async () => {
    await expect(dialog().getByRole('alert')).toHaveTextContent(
      'Sorry there was a problem with your payment: Card declined',
    );
  },
};

/** Saving: no buttons, no closing. */
export const Saving: Story = {
  args: { step: 'saving' },
  play: async () => {
    const form = dialog();
    await expect(form.getByRole('status', { name: 'Saving…' })).toBeInTheDocument();
    await expect(form.queryByRole('button', { name: 'Close' })).toBeNull();
    await expect(form.queryByRole('button', { name: 'Create' })).toBeNull();
  },
};
