import { act, screen, waitFor, within } from '@testing-library/react';
import {
  auctionWinLineFixture,
  basketFixture,
  basketLineFixture,
  type CheckoutCall,
  shopHandlers,
  sourceTypesFixture,
  userAddressFixture,
} from '@trove/test-utils';
import { describe, expect, it, vi } from 'vitest';
import { setupMswServer } from '../testing/mswServer';
import { renderWithTrove } from '../testing/renderWithTrove';
import { CartModal } from './CartModal';
import { basketQueryKey } from './cartQueryKeys';

const server = setupMswServer();

const dialog = () => within(screen.getByRole('dialog'));

async function toAddresses(user: ReturnType<typeof renderWithTrove>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Checkout' }));
  await screen.findByRole('heading', { name: 'Addresses' });
}

async function enterCard(user: ReturnType<typeof renderWithTrove>['user'], number = '4111 1111 1111 1111') {
  await user.type(await screen.findByLabelText('Card number'), number);
  await user.type(screen.getByLabelText('Expiry (MM/YY)'), '12/39');
  await user.type(screen.getByLabelText('CVV'), '123');
}

// the flows type into many fields: more than the default 5 s on a busy machine
describe('CartModal', { timeout: 20_000 }, () => {
  it('goes from the cart through addresses, shipping and payment to the order number', async () => {
    const calls: CheckoutCall[] = [];
    server.use(...shopHandlers({ onCheckout: (call) => calls.push(call) }));
    const onOrderPlaced = vi.fn();
    const { user } = renderWithTrove(<CartModal onClose={() => {}} onOrderPlaced={onOrderPlaced} />, {
      token: 'member',
    });
    expect(await screen.findByText('1933 Kiwi Florin')).toBeDefined();
    await toAddresses(user);
    // the default saved address fills the billing form; shipping is the same
    expect((screen.getByLabelText('Address line 1') as HTMLInputElement).value).toBe('1 Queen Street');
    expect(
      (screen.getByRole('checkbox', { name: 'Shipping same as billing' }) as HTMLInputElement).checked,
    ).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Shipping' });
    expect(screen.getByRole('radio', { name: /Standard shipping/ })).toBeDefined();
    await user.click(screen.getByRole('radio', { name: /Express shipping/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    // one payment method, the card: its step is skipped
    await screen.findByRole('heading', { name: 'Payment' });
    expect(dialog().getByText('$145.00')).toBeDefined();
    await enterCard(user);
    await user.click(screen.getByRole('button', { name: 'Pay $145.00' }));
    expect(await screen.findByText('Your order number is 100001.')).toBeDefined();
    expect(screen.getByRole('link', { name: 'View your orders' }).getAttribute('href')).toBe('/orders');
    expect(onOrderPlaced).toHaveBeenCalledWith('100001');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toMatchObject({
      shipping_method_code: 'express',
      total: '145.00',
      source: { code: 'braintree', nonce: 'fake-valid-visa-nonce' },
      billing_address: { line1: '1 Queen Street', country: '/api/shop/countries/NZ/' },
    });
  });

  it('shows a basket already read (the navbar’s count) once the member signs in from the login step', async () => {
    server.use(...shopHandlers());
    const { client, queryClient } = renderWithTrove(<CartModal onClose={() => {}} />);
    queryClient.setQueryData(basketQueryKey, basketFixture([basketLineFixture()]));
    expect(await screen.findByRole('button', { name: 'Log In' })).toBeDefined();
    act(() => client.tokenStore.set('member'));
    expect(await screen.findByRole('button', { name: 'Checkout' })).toBeDefined();
    expect(screen.queryByText('Loading your cart…')).toBeNull();
  });

  it('sends one checkout with one Idempotency-Key for a double-clicked Pay', async () => {
    const calls: CheckoutCall[] = [];
    server.use(...shopHandlers({ onCheckout: (call) => calls.push(call), checkoutDelay: 50 }));
    const { user } = renderWithTrove(<CartModal onClose={() => {}} />, { token: 'member' });
    await toAddresses(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('radio', { name: /Standard shipping/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await enterCard(user);
    const pay = screen.getByRole('button', { name: 'Pay $130.00' });
    await user.dblClick(pay);
    expect(await screen.findByText('Your order number is 100001.')).toBeDefined();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
  });

  it('skips the shipping step when no line ships, and has no shipping address', async () => {
    server.use(
      ...shopHandlers({ lines: [basketLineFixture({ is_shipping_required: false, title: 'Gala ticket' })] }),
    );
    const { user } = renderWithTrove(<CartModal onClose={() => {}} />, { token: 'member' });
    await toAddresses(user);
    expect(screen.queryByRole('checkbox', { name: 'Shipping same as billing' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Payment' });
    expect(screen.queryByText(/Standard shipping/)).toBeNull();
    // Back from payment returns to the addresses, over the skipped shipping step
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Addresses' })).toBeDefined();
  });

  it('asks for a payment method when there are two and none is chosen', async () => {
    server.use(...shopHandlers({ sourceTypes: sourceTypesFixture({ bankTransfer: true }) }));
    const { user } = renderWithTrove(<CartModal onClose={() => {}} />, { token: 'member' });
    await toAddresses(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('radio', { name: /Standard shipping/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Payment method' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Please select a payment method.');
    await user.click(screen.getByRole('radio', { name: 'Bank transfer' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Payment' });
    // no card for a bank transfer
    expect(screen.queryByLabelText('Card number')).toBeNull();
    expect((screen.getByRole('button', { name: 'Place order' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('keeps the member on the addresses with the spec message when a required field is empty', async () => {
    server.use(...shopHandlers({ addresses: [] }));
    const { user } = renderWithTrove(<CartModal onClose={() => {}} />, { token: 'member' });
    await toAddresses(user);
    await user.type(screen.getByLabelText('Address line 1'), '1 Queen Street');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Please complete all required address fields',
    );
    expect(screen.getByLabelText('Postcode').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('heading', { name: 'Addresses' })).toBeDefined();
  });

  it('fills the billing address from a saved one chosen', async () => {
    const other = userAddressFixture({
      id: 4,
      line1: '9 George Street',
      city: 'Sydney',
      postcode: '2000',
      country: '/api/shop/countries/AU/',
      search_text: 'Ms Kiri Tane, 9 George Street, Sydney, 2000, Australia',
      is_default_for_billing: false,
      is_default_for_shipping: false,
    });
    server.use(...shopHandlers({ addresses: [userAddressFixture(), other] }));
    const { user } = renderWithTrove(<CartModal onClose={() => {}} />, { token: 'member' });
    await toAddresses(user);
    const saved = screen.getByLabelText('Saved addresses') as HTMLSelectElement;
    expect(saved.value).toBe('3');
    await user.selectOptions(saved, 'Ms Kiri Tane, 9 George Street, Sydney, 2000, Australia');
    expect((screen.getByLabelText('Address line 1') as HTMLInputElement).value).toBe('9 George Street');
    expect((screen.getByLabelText('Country') as HTMLSelectElement).value).toBe('AU');
    // AU, NZ, GB, US first
    const countries = [...(screen.getByLabelText('Country') as HTMLSelectElement).options].map(
      (option) => option.value,
    );
    expect(countries.slice(1, 5)).toEqual(['AU', 'NZ', 'GB', 'US']);
  });

  it('returns to payment with the decline reason when the card is declined', async () => {
    server.use(...shopHandlers());
    const { user } = renderWithTrove(<CartModal onClose={() => {}} />, { token: 'member' });
    await toAddresses(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('radio', { name: /Standard shipping/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await enterCard(user, '4000 1111 1111 1115');
    await user.click(screen.getByRole('button', { name: 'Pay $130.00' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Sorry there was a problem with your payment: Do Not Honor',
    );
    expect(screen.getByRole('heading', { name: 'Payment' })).toBeDefined();
    expect((screen.getByRole('button', { name: 'Pay $130.00' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('says the order could not be placed for any other failure', async () => {
    server.use(
      ...shopHandlers({
        checkoutError: { status: 409, body: { detail: '1933 Kiwi Florin is no longer available.' } },
      }),
    );
    const { user } = renderWithTrove(<CartModal onClose={() => {}} />, { token: 'member' });
    await toAddresses(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('radio', { name: /Standard shipping/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await enterCard(user);
    await user.click(screen.getByRole('button', { name: 'Pay $130.00' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Your order could not be placed at this time. Please try again later.',
    );
  });

  it('shows the card entry error and sends nothing when the card is empty', async () => {
    const onCheckout = vi.fn();
    server.use(...shopHandlers({ onCheckout }));
    const { user } = renderWithTrove(<CartModal onClose={() => {}} />, { token: 'member' });
    await toAddresses(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('radio', { name: /Standard shipping/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Pay $130.00' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      "You haven't entered any Credit Card details. Please fill out the form",
    );
    await user.type(screen.getByLabelText('Card number'), '4111 1111 1111 1112');
    await user.click(screen.getByRole('button', { name: 'Pay $130.00' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Some of the Credit Card details you have entered are invalid: number, expirationDate, cvv',
    );
    expect(screen.getByLabelText('Card number').getAttribute('aria-invalid')).toBe('true');
    expect(onCheckout).not.toHaveBeenCalled();
  });

  it('has no remove for an auction win, and removes other lines', async () => {
    server.use(...shopHandlers({ lines: [basketLineFixture(), auctionWinLineFixture()] }));
    const { user } = renderWithTrove(<CartModal onClose={() => {}} />, { token: 'member' });
    expect(await screen.findByText('Lot 12: 1949 Half Crown')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Remove Lot 12: 1949 Half Crown' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Remove 1933 Kiwi Florin' }));
    await waitFor(() => expect(screen.queryByText('1933 Kiwi Florin')).toBeNull());
    expect(screen.getByText('Lot 12: 1949 Half Crown')).toBeDefined();
  });

  it('closes with the spec toast when the basket cannot be loaded', async () => {
    server.use(...shopHandlers({ basketError: 500 }));
    const onClose = vi.fn();
    const { toasts } = renderWithTrove(<CartModal onClose={onClose} />, { token: 'member' });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(toasts.queue.visibleToasts.map((toast) => toast.content.message)).toContain(
      'Sorry there was a problem with your shopping cart, please try again later',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks an anonymous visitor to log in', async () => {
    server.use(...shopHandlers());
    const onLogin = vi.fn();
    const { user } = renderWithTrove(<CartModal onClose={() => {}} onLogin={onLogin} />);
    await user.click(await screen.findByRole('button', { name: 'Log In' }));
    expect(onLogin).toHaveBeenCalledOnce();
  });
});
