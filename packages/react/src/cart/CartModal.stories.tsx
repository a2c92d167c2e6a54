import type { Meta, StoryObj } from '@storybook/react-vite';
import { authHandlers, basketLineFixture, shopHandlers } from '@trove/test-utils';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withSignedIn, withToasts } from '../testing/storyDecorators';
import { CartModal } from './CartModal';

/** The cart modal over msw: the test gateway's card form, a basket of one coin. */
const meta = {
  title: 'Cart/CartModal (connected)',
  component: CartModal,
  decorators: [withToasts, withSignedIn],
  args: { onClose: fn(), onLogin: fn(), onOrderPlaced: fn() },
  parameters: { msw: { handlers: { auth: authHandlers(), shop: shopHandlers() } } },
} satisfies Meta<typeof CartModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const screen = () => within(document.body);

/** Cart, addresses, shipping, payment with the test Visa, complete. */
export const PaysWithTheTestCard: Story = {
  play: async ({ args }) => {
    await userEvent.click(await screen().findByRole('button', { name: 'Checkout' }));
    await userEvent.click(await screen().findByRole('button', { name: 'Continue' }));
    await userEvent.click(await screen().findByRole('radio', { name: /Standard shipping/ }));
    await userEvent.click(screen().getByRole('button', { name: 'Continue' }));
    await userEvent.type(await screen().findByLabelText('Card number'), '4111 1111 1111 1111');
    await userEvent.type(screen().getByLabelText('Expiry (MM/YY)'), '12/39');
    await userEvent.type(screen().getByLabelText('CVV'), '123');
    await userEvent.click(screen().getByRole('button', { name: 'Pay $130.00' }));
    await expect(await screen().findByText('Your order number is 100001.')).toBeVisible();
    await expect(args.onOrderPlaced).toHaveBeenCalledWith('100001');
  },
};

/** An event ticket: nothing ships, no shipping step. */
export const NothingShips: Story = {
  parameters: {
    msw: {
      handlers: {
        shop: shopHandlers({
          lines: [basketLineFixture({ title: 'Gala dinner ticket', is_shipping_required: false })],
        }),
      },
    },
  },
};

/** The basket cannot be read: the modal closes with the spec's toast. */
export const BasketLoadFailure: Story = {
  parameters: { msw: { handlers: { shop: shopHandlers({ basketError: 500 }) } } },
  play: async ({ args }) => {
    await expect(
      // after the provider's one retry
      await screen().findByText(
        'Sorry there was a problem with your shopping cart, please try again later',
        undefined,
        {
          timeout: 5000,
        },
      ),
    ).toBeVisible();
    await expect(args.onClose).toHaveBeenCalled();
  },
};
