import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  type CheckoutFlowState,
  cardEntryErrorMessage,
  initialCheckoutFlow,
  type TokenizeErrorKind,
} from '@trove/core/shop';
import {
  auctionWinLineFixture,
  basketFixture,
  basketLineFixture,
  countriesFixture,
  orderFixture,
  shippingMethodsFixture,
  sourceTypesFixture,
  userAddressFixture,
} from '@trove/test-utils';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CartModalView } from './CartModalView';
import { TestCardFieldsView } from './TestCardFieldsView';

const basket = basketFixture([
  basketLineFixture({ image: '/thumbnails/kiwi-florin-262x262.jpg' }),
  auctionWinLineFixture(),
]);
const address = {
  title: 'Ms' as const,
  first_name: 'Kiri',
  last_name: 'Tane',
  line1: '1 Queen Street',
  city: 'Auckland',
  postcode: '1010',
  country: '/api/shop/countries/NZ/',
};
const [standard, express] = shippingMethodsFixture();
const [card, bank] = sourceTypesFixture({ bankTransfer: true });

/** The flow at a mode, with the choices the steps before it made. */
function flowAt(
  mode: CheckoutFlowState['mode'],
  overrides: Partial<CheckoutFlowState> = {},
): CheckoutFlowState {
  return {
    ...initialCheckoutFlow(true),
    mode,
    basket,
    billingAddress: mode === 'cart' || mode === 'addresses' ? null : address,
    shippingAddress: mode === 'cart' || mode === 'addresses' ? null : address,
    shippingMethods: shippingMethodsFixture(),
    shippingMethod: mode === 'payment' || mode === 'complete' ? (standard ?? null) : null,
    paymentMethods: sourceTypesFixture(),
    paymentMethod: mode === 'payment' || mode === 'complete' ? (card ?? null) : null,
    ...overrides,
  };
}

/** The test gateway's fields, typed into. */
function CardFields({ invalid = [] }: { invalid?: string[] }) {
  const [value, setValue] = useState({ number: '', expirationDate: '', cvv: '' });
  return <TestCardFieldsView value={value} onChange={setValue} invalid={invalid} />;
}

const meta = {
  title: 'Cart/CartModalView',
  component: CartModalView,
  args: {
    flow: flowAt('cart'),
    onClose: fn(),
    onLogin: fn(),
    onRemoveLine: fn(),
    onNext: fn(),
    onBack: fn(),
    onSubmitAddresses: fn(),
    onChooseShipping: fn(),
    onChoosePaymentMethod: fn(),
    onPay: fn(),
    countries: countriesFixture(),
    savedAddresses: [userAddressFixture()],
    cardEntry: <CardFields />,
  },
} satisfies Meta<typeof CartModalView>;

export default meta;
type Story = StoryObj<typeof meta>;

// the modal is portalled to the body
const screen = () => within(document.body);

export const Loading: Story = { args: { flow: initialCheckoutFlow(true) } };

export const Login: Story = {
  args: { flow: initialCheckoutFlow(false) },
  play: async ({ args }) => {
    await userEvent.click(await screen().findByRole('button', { name: 'Log In' }));
    await expect(args.onLogin).toHaveBeenCalled();
  },
};

/** A coin the member may remove and an auction win they must pay for (no remove). */
export const Cart: Story = {
  play: async ({ args }) => {
    const dialog = within(await screen().findByRole('dialog', { name: 'Your cart' }));
    await expect(dialog.queryByRole('button', { name: 'Remove Lot 12: 1949 Half Crown' })).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Remove 1933 Kiwi Florin' }));
    await expect(args.onRemoveLine).toHaveBeenCalled();
    await expect(dialog.getByText('$1,442.50')).toBeVisible();
  },
};

export const EmptyCart: Story = {
  args: { flow: flowAt('cart', { basket: basketFixture([]) }) },
  play: async () => {
    await expect(await screen().findByText('Your cart is empty.')).toBeVisible();
    await expect(screen().queryByRole('button', { name: 'Checkout' })).toBeNull();
  },
};

/** The default saved address filled in; shipping the same. */
export const Addresses: Story = { args: { flow: flowAt('addresses') } };

/** Shipping to another address, with the rule's errors of the last try. */
export const AddressesWithErrors: Story = {
  args: {
    savedAddresses: [],
    flow: flowAt('addresses', {
      shippingSameAsBilling: false,
      message: 'Please complete all required address fields',
      addressErrors: {
        billing: {
          line1: 'Please complete all required address fields',
          postcode: 'Please complete all required address fields',
          country: 'Please complete all required address fields',
        },
        shipping: {},
      },
    }),
  },
};

export const ShippingMethod: Story = {
  args: { flow: flowAt('shipping-method', { shippingMethod: express ?? null }) },
  play: async ({ args }) => {
    await userEvent.click(await screen().findByRole('radio', { name: /Standard shipping/ }));
    await userEvent.click(screen().getByRole('button', { name: 'Continue' }));
    await expect(args.onChooseShipping).toHaveBeenCalledWith('standard');
  },
};

export const PaymentMethod: Story = {
  args: {
    flow: flowAt('payment-method', {
      shippingMethod: standard ?? null,
      paymentMethods: [card, bank].filter((one) => one !== undefined),
      message: 'Please select a payment method.',
    }),
  },
};

export const Payment: Story = {
  play: async () => {
    await expect(await screen().findByRole('button', { name: 'Pay $1,452.50' })).toBeEnabled();
  },
  args: { flow: flowAt('payment') },
};

/** Pay pressed: disabled until the checkout answers. */
export const PaymentSubmitting: Story = {
  args: { flow: flowAt('payment', { submitting: true }) },
  play: async () => {
    await expect(await screen().findByRole('button', { name: 'Paying…' })).toBeDisabled();
  },
};

/** A declined card: back on payment with the gateway's reason. */
export const PaymentDeclined: Story = {
  args: { flow: flowAt('payment', { message: 'Sorry there was a problem with your payment: Do Not Honor' }) },
};

const cardError = (kind: TokenizeErrorKind, fields: string[] = []): Story => ({
  args: {
    flow: flowAt('payment', { message: cardEntryErrorMessage({ kind, fields }) }),
    cardEntry: <CardFields invalid={fields} />,
  },
  play: async () => {
    await expect(await screen().findByRole('alert')).toHaveTextContent(
      cardEntryErrorMessage({ kind, fields }),
    );
  },
});

export const CardErrorEmpty = cardError('empty');
export const CardErrorInvalid = cardError('invalid', ['number', 'cvv']);
export const CardErrorTokenization = cardError('tokenization');
export const CardErrorNetwork = cardError('network');
export const CardErrorOther = cardError('other');

export const Complete: Story = {
  args: { flow: flowAt('complete', { order: orderFixture({ number: '100042' }) }) },
  play: async () => {
    await expect(await screen().findByText('Your order number is 100042.')).toBeVisible();
    await expect(screen().getByRole('link', { name: 'View your orders' })).toHaveAttribute('href', '/orders');
  },
};
