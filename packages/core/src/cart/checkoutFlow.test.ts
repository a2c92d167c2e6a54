import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Basket, BasketLine, Order, ShippingMethod, SourceType } from '../schemas/shop';
import type { AddressInput } from '../schemas/shopRequests';
import {
  type CheckoutFlowAction,
  type CheckoutFlowState,
  type CheckoutMode,
  canPlaceOrder,
  checkoutBody,
  checkoutFlowReducer,
  checkoutTotal,
  initialCheckoutFlow,
  isPaymentMethodSkipped,
  isPaymentSkipped,
  isShippingSkipped,
} from './checkoutFlow';

const line = (id: number, price = '40.00', shipped = true): BasketLine => ({
  url: `/api/shop/baskets/1/lines/${id}/`,
  id,
  product: `/api/shop/products/${id}/`,
  title: `Item ${id}`,
  sku: null,
  quantity: 1,
  price_currency: 'NZD',
  price_excl_tax: price,
  price_incl_tax: price,
  can_delete: true,
  image: null,
  item_url: `/items/${id}`,
  is_shipping_required: shipped,
  lot: null,
});

const basketOf = (lines: BasketLine[], options: { shipping?: boolean; total?: string } = {}): Basket => ({
  url: '/api/shop/baskets/1/',
  id: 1,
  status: 'Open',
  lines,
  currency: 'NZD',
  total_excl_tax: options.total ?? '40.00',
  total_incl_tax: options.total ?? '40.00',
  total_tax: '0.00',
  is_tax_known: true,
  is_shipping_required: options.shipping ?? true,
});

const shippedBasket = basketOf([line(1)]);
const unshippedBasket = basketOf([line(2, '40.00', false)], { shipping: false });
const freeBasket = basketOf([line(3, '0.00', false)], { shipping: false, total: '0.00' });
const emptyBasket = basketOf([], { total: '0.00' });

const method = (code: string, name: string, price: string): ShippingMethod => ({
  code,
  name,
  description: '',
  price: { currency: 'NZD', excl_tax: price, incl_tax: price, tax: '0.00' },
});
const standard = method('standard', 'Standard shipping', '10.00');
const express = method('express', 'Express shipping', '25.00');
const free = method('free-shipping', 'Free shipping', '0.00');
const noShipping = method('no-shipping-required', 'No shipping required', '0.00');

const card: SourceType = { code: 'braintree', name: 'Credit Card' };
const bank: SourceType = { code: 'bank-transfer', name: 'Bank transfer' };

const address: AddressInput = {
  title: 'Ms',
  first_name: 'Ada',
  last_name: 'Lovelace',
  line1: '12 Cuba Street',
  city: 'Wellington',
  postcode: '6011',
  country: '/api/shop/countries/NZ/',
};
const otherAddress: AddressInput = {
  ...address,
  line1: '1 Queen Street',
  city: 'Auckland',
  postcode: '1010',
};

const order = { number: '100001', status: 'Being Processed' } as Order;

function run(state: CheckoutFlowState, ...actions: CheckoutFlowAction[]): CheckoutFlowState {
  return actions.reduce(checkoutFlowReducer, state);
}

const submitAddresses = (billing = address, sameAsBilling = true, shipping?: AddressInput | null) =>
  ({ type: 'addressesSubmitted', billing, sameAsBilling, shipping }) as const;

/** Signed in, the basket loaded, the payment methods known: the cart step. */
function atCart(basket = shippedBasket, paymentMethods: SourceType[] = [card, bank]): CheckoutFlowState {
  return run(
    initialCheckoutFlow(),
    { type: 'basketLoaded', basket },
    { type: 'paymentMethodsLoaded', methods: paymentMethods },
  );
}

function atShipping(): CheckoutFlowState {
  return run(atCart(), { type: 'next' }, submitAddresses());
}

function atPaymentMethod(): CheckoutFlowState {
  return run(
    atShipping(),
    { type: 'shippingMethodsLoaded', methods: [standard, express] },
    {
      type: 'shippingChosen',
      method: 'express',
    },
  );
}

function atPayment(): CheckoutFlowState {
  return run(atPaymentMethod(), { type: 'paymentMethodChosen', method: 'braintree' });
}

const MESSAGES = {
  incomplete: 'Please complete all required address fields',
  selectPayment: 'Please select a payment method.',
  failed: 'Your order could not be placed at this time. Please try again later.',
  basket: 'Sorry there was a problem with your shopping cart, please try again later',
};

describe('the start: loading and login', () => {
  it('starts loading when signed in, at login when not', () => {
    expect(initialCheckoutFlow().mode).toBe('loading');
    expect(initialCheckoutFlow(true)).toMatchObject({
      mode: 'loading',
      submitting: false,
      closed: false,
      message: null,
    });
    expect(initialCheckoutFlow(false).mode).toBe('login');
  });

  it('login: signing in loads the basket; nothing else moves it', () => {
    const login = initialCheckoutFlow(false);
    expect(run(login, { type: 'signedIn' }).mode).toBe('loading');
    const ignored: CheckoutFlowAction[] = [
      { type: 'basketLoaded', basket: shippedBasket },
      { type: 'next' },
      { type: 'back' },
      submitAddresses(),
      { type: 'shippingChosen', method: standard },
      { type: 'paymentMethodChosen', method: card },
      { type: 'checkoutStarted' },
      { type: 'checkoutFailed', status: 402, detail: 'x' },
      { type: 'cardEntryFailed', error: { kind: 'network' } },
    ];
    for (const action of ignored) expect(run(login, action).mode, action.type).toBe('login');
    expect(run(login, { type: 'basketLoaded', basket: shippedBasket }).basket).toBeNull();
  });

  it('signedIn outside login changes nothing; signedOut goes to login from any mode, forgetting all', () => {
    const payment = atPayment();
    expect(run(payment, { type: 'signedIn' })).toBe(payment);
    for (const state of [initialCheckoutFlow(), atCart(), atShipping(), atPaymentMethod(), payment]) {
      expect(run(state, { type: 'signedOut' })).toEqual(initialCheckoutFlow(false));
    }
  });

  it('loading: the basket loaded shows the cart; a failure closes the modal with the message', () => {
    expect(run(initialCheckoutFlow(), { type: 'basketLoaded', basket: shippedBasket })).toMatchObject({
      mode: 'cart',
      basket: shippedBasket,
    });
    expect(run(initialCheckoutFlow(), { type: 'basketFailed' })).toMatchObject({
      mode: 'loading',
      closed: true,
      message: MESSAGES.basket,
    });
    // loading: next and back do nothing
    expect(run(initialCheckoutFlow(), { type: 'next' })).toEqual(initialCheckoutFlow());
    expect(run(initialCheckoutFlow(), { type: 'back' })).toEqual(initialCheckoutFlow());
  });

  it('reset starts over', () => {
    expect(run(atPayment(), { type: 'reset' })).toEqual(initialCheckoutFlow());
    expect(run(atPayment(), { type: 'reset', signedIn: false })).toEqual(initialCheckoutFlow(false));
  });
});

describe('cart', () => {
  it('goes on to the addresses with lines; an empty basket stays; back does nothing (the modal closes)', () => {
    expect(run(atCart(), { type: 'next' }).mode).toBe('addresses');
    expect(run(atCart(emptyBasket), { type: 'next' }).mode).toBe('cart');
    expect(run(atCart(), { type: 'back' }).mode).toBe('cart');
  });

  it('the cart step is never skipped, nor the addresses, even with no shipping and only the card', () => {
    expect(run(atCart(unshippedBasket, [card]), { type: 'next' }).mode).toBe('addresses');
  });

  it('a reloaded basket (a line removed) stays in the cart', () => {
    const state = run(atCart(basketOf([line(1), line(4)], { total: '80.00' })), {
      type: 'basketLoaded',
      basket: shippedBasket,
    });
    expect(state).toMatchObject({ mode: 'cart', basket: shippedBasket });
  });
});

describe('addresses', () => {
  const atAddresses = (basket = shippedBasket, methods = [card, bank]) =>
    run(atCart(basket, methods), { type: 'next' });

  it('a billing address missing line1, postcode or country stays with the spec message and errors', () => {
    const state = run(atAddresses(), submitAddresses({ ...address, postcode: '' }));
    expect(state.mode).toBe('addresses');
    expect(state.message).toBe(MESSAGES.incomplete);
    expect(state.addressErrors.billing).toEqual({ postcode: MESSAGES.incomplete });
    expect(state.billingAddress).toMatchObject({ postcode: '' }); // kept to show again
  });

  it('a shipping address apart from billing is checked when shipping is required', () => {
    const state = run(atAddresses(), submitAddresses(address, false, { line1: 'x' }));
    expect(state).toMatchObject({ mode: 'addresses', message: MESSAGES.incomplete });
    expect(state.addressErrors.shipping).toEqual({
      postcode: MESSAGES.incomplete,
      country: MESSAGES.incomplete,
    });
    expect(run(atAddresses(), submitAddresses(address, false, null)).addressErrors.shipping).toEqual({
      line1: MESSAGES.incomplete,
      postcode: MESSAGES.incomplete,
      country: MESSAGES.incomplete,
    });
  });

  it('valid addresses go on to the shipping step; same as billing copies the billing address', () => {
    const same = run(atAddresses(), submitAddresses());
    expect(same).toMatchObject({
      mode: 'shipping-method',
      billingAddress: address,
      shippingAddress: address,
      shippingSameAsBilling: true,
      message: null,
    });
    const apart = run(atAddresses(), submitAddresses(address, false, otherAddress));
    expect(apart).toMatchObject({
      mode: 'shipping-method',
      shippingAddress: otherAddress,
      shippingSameAsBilling: false,
    });
    // a valid submission after an invalid one clears the message and errors
    const fixed = run(atAddresses(), submitAddresses({}), submitAddresses());
    expect(fixed).toMatchObject({
      mode: 'shipping-method',
      message: null,
      addressErrors: { billing: {}, shipping: {} },
    });
  });

  it('no shipping required: the shipping step is skipped (no-shipping-required chosen), no shipping address is needed', () => {
    const state = run(atAddresses(unshippedBasket), submitAddresses(address, false, null));
    expect(state.mode).toBe('payment-method');
    expect(state.shippingMethod?.code).toBe('no-shipping-required');
    expect(state.shippingMethod?.price.incl_tax).toBe('0.00');
    expect(isShippingSkipped(state)).toBe(true);
  });

  it('no shipping and only the card: on to payment, the card chosen', () => {
    const state = run(atAddresses(unshippedBasket, [card]), submitAddresses());
    expect(state).toMatchObject({ mode: 'payment', paymentMethod: card });
  });

  it('next without addresses says the message; back goes to the cart', () => {
    expect(run(atAddresses(), { type: 'next' })).toMatchObject({
      mode: 'addresses',
      message: MESSAGES.incomplete,
    });
    expect(run(atAddresses(), { type: 'back' }).mode).toBe('cart');
    expect(run(atAddresses(), submitAddresses({}), { type: 'back' })).toMatchObject({
      mode: 'cart',
      message: null,
    });
  });

  it('addressesSubmitted outside the address step is ignored', () => {
    for (const state of [atCart(), atShipping(), atPaymentMethod(), atPayment()]) {
      expect(run(state, submitAddresses(otherAddress))).toBe(state);
    }
  });
});

describe('shipping-method', () => {
  it('waits for the methods; one method is chosen for the member but the step still shows', () => {
    expect(atShipping()).toMatchObject({
      mode: 'shipping-method',
      shippingMethods: null,
      shippingMethod: null,
    });
    expect(run(atShipping(), { type: 'shippingMethodsLoaded', methods: [free] })).toMatchObject({
      mode: 'shipping-method',
      shippingMethod: free,
    });
    expect(
      run(atShipping(), { type: 'shippingMethodsLoaded', methods: [standard, express] }).shippingMethod,
    ).toBeNull();
  });

  it('only no-shipping-required offered: skipped on from the step', () => {
    const state = run(atShipping(), { type: 'shippingMethodsLoaded', methods: [noShipping] });
    expect(state).toMatchObject({ mode: 'payment-method', shippingMethod: noShipping });
  });

  it('a method chosen goes on to the payment method; by object or code; unknown codes are ignored', () => {
    const loaded = run(atShipping(), { type: 'shippingMethodsLoaded', methods: [standard, express] });
    expect(run(loaded, { type: 'shippingChosen', method: 'standard' })).toMatchObject({
      mode: 'payment-method',
      shippingMethod: standard,
    });
    expect(run(loaded, { type: 'shippingChosen', method: express }).shippingMethod).toEqual(express);
    expect(run(loaded, { type: 'shippingChosen', method: 'teleport' })).toBe(loaded);
    expect(run(loaded, { type: 'shippingChosen', method: method('teleport', 'T', '1.00') })).toBe(loaded);
    // before the methods are known, the method given is taken, a bare code is not
    expect(run(atShipping(), { type: 'shippingChosen', method: standard }).mode).toBe('payment-method');
    expect(run(atShipping(), { type: 'shippingChosen', method: 'standard' }).mode).toBe('shipping-method');
  });

  it('next needs a method chosen; back goes to the addresses', () => {
    const loaded = run(atShipping(), { type: 'shippingMethodsLoaded', methods: [standard, express] });
    expect(run(loaded, { type: 'next' })).toEqual(loaded);
    expect(run(loaded, { type: 'shippingMethodsLoaded', methods: [standard] }, { type: 'next' }).mode).toBe(
      'payment-method',
    );
    expect(run(loaded, { type: 'back' }).mode).toBe('addresses');
  });

  it('only the card: the payment-method step is skipped, the card chosen', () => {
    const state = run(
      atCart(shippedBasket, [card]),
      { type: 'next' },
      submitAddresses(),
      { type: 'shippingMethodsLoaded', methods: [standard] },
      { type: 'shippingChosen', method: 'standard' },
    );
    expect(state).toMatchObject({ mode: 'payment', paymentMethod: card });
    expect(isPaymentMethodSkipped(state)).toBe(true);
  });

  it('a new address prices shipping again: the choice is forgotten; the same address keeps it', () => {
    const chosen = atPaymentMethod();
    const moved = run(chosen, { type: 'back' }, { type: 'back' }, submitAddresses(otherAddress));
    expect(moved).toMatchObject({ mode: 'shipping-method', shippingMethods: null, shippingMethod: null });
    const same = run(chosen, { type: 'back' }, { type: 'back' }, submitAddresses());
    expect(same).toMatchObject({ mode: 'shipping-method', shippingMethod: express });
    expect(run(same, { type: 'next' }).mode).toBe('payment-method');
  });

  it('reloaded methods keep the choice when still offered, with its new price', () => {
    const repriced = { ...express, price: { ...express.price, incl_tax: '60.00', excl_tax: '60.00' } };
    const state = run(atPaymentMethod(), { type: 'shippingMethodsLoaded', methods: [standard, repriced] });
    expect(state.shippingMethod).toEqual(repriced);
    expect(
      run(atPaymentMethod(), { type: 'shippingMethodsLoaded', methods: [standard, free] }).shippingMethod,
    ).toBeNull();
  });
});

describe('payment-method', () => {
  it('none chosen: Please select a payment method.', () => {
    expect(run(atPaymentMethod(), { type: 'paymentMethodChosen', method: null })).toMatchObject({
      mode: 'payment-method',
      message: MESSAGES.selectPayment,
    });
    expect(run(atPaymentMethod(), { type: 'paymentMethodChosen', method: undefined }).message).toBe(
      MESSAGES.selectPayment,
    );
    expect(run(atPaymentMethod(), { type: 'paymentMethodChosen', method: 'cheque' }).message).toBe(
      MESSAGES.selectPayment,
    );
    expect(run(atPaymentMethod(), { type: 'next' })).toMatchObject({
      mode: 'payment-method',
      message: MESSAGES.selectPayment,
    });
  });

  it('a method chosen goes on to payment and clears the message', () => {
    const state = run(
      atPaymentMethod(),
      { type: 'paymentMethodChosen', method: null },
      { type: 'paymentMethodChosen', method: bank },
    );
    expect(state).toMatchObject({ mode: 'payment', paymentMethod: bank, message: null });
  });

  it('back goes to the shipping step, or the addresses when there is none', () => {
    expect(run(atPaymentMethod(), { type: 'back' }).mode).toBe('shipping-method');
    const unshipped = run(atCart(unshippedBasket), { type: 'next' }, submitAddresses());
    expect(unshipped.mode).toBe('payment-method');
    expect(run(unshipped, { type: 'back' }).mode).toBe('addresses');
  });

  it('methods loaded while on the step: only the card skips it', () => {
    const waiting = run(
      initialCheckoutFlow(),
      { type: 'basketLoaded', basket: shippedBasket },
      { type: 'next' },
      submitAddresses(),
      { type: 'shippingChosen', method: standard },
    );
    expect(waiting).toMatchObject({ mode: 'payment-method', paymentMethods: null });
    expect(run(waiting, { type: 'paymentMethodsLoaded', methods: [card] })).toMatchObject({
      mode: 'payment',
      paymentMethod: card,
    });
    expect(run(waiting, { type: 'paymentMethodsLoaded', methods: [card, bank] })).toMatchObject({
      mode: 'payment-method',
      paymentMethod: null,
    });
    // the only method not the card's: the step shows
    expect(run(waiting, { type: 'paymentMethodsLoaded', methods: [bank] }).mode).toBe('payment-method');
  });
});

describe('payment', () => {
  it('back goes to the shipping step (spec: payment to shipping), or the addresses with no shipping', () => {
    expect(run(atPayment(), { type: 'back' }).mode).toBe('shipping-method');
    const unshipped = run(atCart(unshippedBasket, [card]), { type: 'next' }, submitAddresses());
    expect(unshipped.mode).toBe('payment');
    expect(run(unshipped, { type: 'back' }).mode).toBe('addresses');
  });

  it('next does nothing: Pay places the order', () => {
    expect(run(atPayment(), { type: 'next' })).toEqual(atPayment());
  });

  it('Pay: submitting; a second Pay and back are ignored while it runs', () => {
    expect(canPlaceOrder(atPayment())).toBe(true);
    const paying = run(atPayment(), { type: 'checkoutStarted' });
    expect(paying).toMatchObject({ mode: 'payment', submitting: true });
    expect(canPlaceOrder(paying)).toBe(false);
    expect(run(paying, { type: 'checkoutStarted' })).toBe(paying);
    expect(run(paying, { type: 'back' })).toBe(paying);
    expect(run(paying, { type: 'next' })).toBe(paying);
  });

  it('a placed order completes with its number', () => {
    const done = run(atPayment(), { type: 'checkoutStarted' }, { type: 'checkoutSucceeded', order });
    expect(done).toMatchObject({ mode: 'complete', order, submitting: false, message: null });
    // complete: next and back do nothing; the new, empty basket does not move it
    expect(run(done, { type: 'next' }).mode).toBe('complete');
    expect(run(done, { type: 'back' }).mode).toBe('complete');
    expect(run(done, { type: 'basketLoaded', basket: emptyBasket })).toMatchObject({
      mode: 'complete',
      basket: emptyBasket,
    });
    expect(run(done, { type: 'checkoutStarted' })).toBe(done);
  });

  it('a declined payment (402) returns to payment with the gateway reason', () => {
    const state = run(
      atPayment(),
      { type: 'checkoutStarted' },
      { type: 'checkoutFailed', status: 402, detail: 'Do Not Honor' },
    );
    expect(state).toMatchObject({
      mode: 'payment',
      submitting: false,
      message: 'Sorry there was a problem with your payment: Do Not Honor',
      failure: { status: 402, detail: 'Do Not Honor' },
    });
    // and Pay again works, clearing the message
    expect(run(state, { type: 'checkoutStarted' })).toMatchObject({
      submitting: true,
      message: null,
      failure: null,
    });
  });

  it('any other failure returns to payment with the spec message', () => {
    for (const [status, detail] of [
      [402, undefined],
      [402, '  '],
      [409, 'Item 1 is no longer available.'],
      [400, null],
      [500, 'Server Error'],
      [0, undefined],
    ] as const) {
      const state = run(atPayment(), { type: 'checkoutStarted' }, { type: 'checkoutFailed', status, detail });
      expect(state, String(status)).toMatchObject({
        mode: 'payment',
        submitting: false,
        message: MESSAGES.failed,
      });
      expect(state.failure?.status).toBe(status);
    }
  });

  it('a 401 goes to login', () => {
    const state = run(atPayment(), { type: 'checkoutStarted' }, { type: 'checkoutFailed', status: 401 });
    expect(state).toMatchObject({ mode: 'login', submitting: false, basket: null });
  });

  it('a card that cannot be tokenised shows the card-entry message', () => {
    const state = run(
      atPayment(),
      { type: 'checkoutStarted' },
      {
        type: 'cardEntryFailed',
        error: { kind: 'invalid', fields: ['number', 'cvv'] },
      },
    );
    expect(state).toMatchObject({
      mode: 'payment',
      submitting: false,
      message: 'Some of the Credit Card details you have entered are invalid: number, cvv',
    });
    expect(
      run(atPayment(), { type: 'checkoutStarted' }, { type: 'cardEntryFailed', error: { kind: 'empty' } })
        .message,
    ).toBe("You haven't entered any Credit Card details. Please fill out the form");
  });

  it('failures without a checkout under way are ignored; Pay is ignored before the payment step', () => {
    const payment = atPayment();
    expect(run(payment, { type: 'checkoutFailed', status: 402, detail: 'x' })).toBe(payment);
    expect(run(payment, { type: 'cardEntryFailed', error: { kind: 'other' } })).toBe(payment);
    for (const state of [initialCheckoutFlow(), atCart(), atShipping(), atPaymentMethod()]) {
      expect(canPlaceOrder(state)).toBe(false);
      expect(run(state, { type: 'checkoutStarted' })).toBe(state);
    }
  });

  it('messageDismissed clears the message', () => {
    const failed = run(atPayment(), { type: 'checkoutStarted' }, { type: 'checkoutFailed', status: 500 });
    expect(run(failed, { type: 'messageDismissed' }).message).toBeNull();
  });
});

describe('no payment due (total and shipping zero): the payment step is skipped', () => {
  it('with only the card: the order is placed from the addresses', () => {
    const state = run(atCart(freeBasket, [card]), { type: 'next' }, submitAddresses());
    expect(state).toMatchObject({ mode: 'addresses', paymentMethod: card });
    expect(state.shippingMethod?.code).toBe('no-shipping-required');
    expect(isPaymentSkipped(state)).toBe(true);
    expect(canPlaceOrder(state)).toBe(true);
    const paying = run(state, { type: 'checkoutStarted' });
    expect(paying.submitting).toBe(true);
    // a failure stays on the step it was placed from
    expect(run(paying, { type: 'checkoutFailed', status: 500 })).toMatchObject({
      mode: 'addresses',
      message: MESSAGES.failed,
    });
    expect(run(paying, { type: 'checkoutSucceeded', order }).mode).toBe('complete');
  });

  it('with two payment methods: placed from the payment-method step once one is chosen', () => {
    const step = run(atCart(freeBasket), { type: 'next' }, submitAddresses());
    expect(step.mode).toBe('payment-method');
    expect(canPlaceOrder(step)).toBe(false);
    const chosen = run(step, { type: 'paymentMethodChosen', method: 'bank-transfer' });
    expect(chosen).toMatchObject({ mode: 'payment-method', paymentMethod: bank });
    expect(canPlaceOrder(chosen)).toBe(true);
  });

  it('with free shipping chosen on a free basket that ships', () => {
    const basket = basketOf([line(5, '0.00')], { total: '0.00' });
    const state = run(atCart(basket, [card]), { type: 'next' }, submitAddresses(), {
      type: 'shippingMethodsLoaded',
      methods: [free, standard],
    });
    expect(state.mode).toBe('shipping-method');
    expect(canPlaceOrder(state)).toBe(false);
    const chosen = run(state, { type: 'shippingChosen', method: 'free-shipping' });
    expect(chosen.mode).toBe('shipping-method');
    expect(canPlaceOrder(chosen)).toBe(true);
    // a paid shipping method means payment
    expect(run(state, { type: 'shippingChosen', method: 'standard' }).mode).toBe('payment');
  });

  it('a zero total with paid shipping is not skipped, nor paid items with free shipping', () => {
    const base = atPayment();
    expect(isPaymentSkipped({ basket: freeBasket, shippingMethod: standard })).toBe(false);
    expect(isPaymentSkipped({ basket: shippedBasket, shippingMethod: free })).toBe(false);
    expect(isPaymentSkipped({ basket: freeBasket, shippingMethod: null })).toBe(false);
    expect(isPaymentSkipped({ basket: freeBasket, shippingMethod: noShipping })).toBe(true);
    expect(isPaymentSkipped(base)).toBe(false);
  });
});

describe('the basket changing under the flow', () => {
  it('an unchanged basket reloaded keeps the step and choices', () => {
    const state = run(atPayment(), { type: 'basketLoaded', basket: { ...shippedBasket } });
    expect(state).toMatchObject({ mode: 'payment', shippingMethod: express, paymentMethod: card });
  });

  it('a changed basket past the addresses prices shipping again: back to the shipping step', () => {
    const bigger = basketOf([line(1), line(6)], { total: '80.00' });
    const state = run(atPayment(), { type: 'basketLoaded', basket: bigger });
    expect(state).toMatchObject({
      mode: 'shipping-method',
      shippingMethods: null,
      shippingMethod: null,
      paymentMethod: card,
    });
  });

  it('a changed basket that no longer ships goes on past the shipping step', () => {
    const state = run(atPayment(), { type: 'basketLoaded', basket: unshippedBasket });
    expect(state.mode).toBe('payment-method');
    expect(state.shippingMethod?.code).toBe('no-shipping-required');
  });

  it('an emptied basket goes back to the cart', () => {
    for (const state of [atShipping(), atPaymentMethod(), atPayment()]) {
      expect(run(state, { type: 'basketLoaded', basket: emptyBasket }).mode).toBe('cart');
    }
  });

  it('a basket loaded while paying is kept, the step too', () => {
    const paying = run(atPayment(), { type: 'checkoutStarted' });
    expect(run(paying, { type: 'basketLoaded', basket: emptyBasket })).toMatchObject({
      mode: 'payment',
      submitting: true,
      shippingMethod: express,
    });
  });

  it('basketFailed in any step closes the modal', () => {
    expect(run(atPaymentMethod(), { type: 'basketFailed' })).toMatchObject({
      closed: true,
      message: MESSAGES.basket,
    });
  });
});

describe('checkoutTotal and checkoutBody', () => {
  it('the total is the basket plus the shipping chosen', () => {
    expect(checkoutTotal(atPayment())).toBe('65.00');
    expect(checkoutTotal(atShipping())).toBe('40.00');
    expect(checkoutTotal(initialCheckoutFlow())).toBe('0.00');
    expect(
      checkoutTotal({
        basket: basketOf([line(1)], { total: '0.1' }),
        shippingMethod: method('x', 'x', '0.2'),
      }),
    ).toBe('0.30');
  });

  it('the body carries the basket, addresses, shipping code, total and source', () => {
    expect(checkoutBody(atPayment(), 'fake-valid-visa-nonce')).toEqual({
      basket: '/api/shop/baskets/1/',
      billing_address: address,
      shipping_address: address,
      shipping_method_code: 'express',
      total: '65.00',
      source: { code: 'braintree', nonce: 'fake-valid-visa-nonce' },
    });
    const unshipped = run(atCart(unshippedBasket, [bank]), { type: 'next' }, submitAddresses(), {
      type: 'paymentMethodChosen',
      method: 'bank-transfer',
    });
    expect(checkoutBody(unshipped)).toEqual({
      basket: '/api/shop/baskets/1/',
      billing_address: address,
      shipping_address: null,
      shipping_method_code: 'no-shipping-required',
      total: '40.00',
      source: { code: 'bank-transfer' },
    });
    expect(checkoutBody(atShipping())).toBeNull();
  });
});

describe('property: any sequence of actions keeps the flow consistent', () => {
  const basket = fc.constantFrom(
    shippedBasket,
    unshippedBasket,
    freeBasket,
    emptyBasket,
    basketOf([line(1), line(6)], { total: '80.00' }),
  );
  const action: fc.Arbitrary<CheckoutFlowAction> = fc.oneof(
    fc.constant({ type: 'signedIn' } as const),
    fc.constant({ type: 'signedOut' } as const),
    basket.map((b) => ({ type: 'basketLoaded', basket: b }) as const),
    fc.constant({ type: 'basketFailed' } as const),
    fc
      .subarray([standard, express, free, noShipping], { minLength: 1 })
      .map((methods) => ({ type: 'shippingMethodsLoaded', methods }) as const),
    fc
      .subarray([card, bank], { minLength: 1 })
      .map((methods) => ({ type: 'paymentMethodsLoaded', methods }) as const),
    fc.constant({ type: 'next' } as const),
    fc.constant({ type: 'next' } as const),
    fc.constant({ type: 'back' } as const),
    fc
      .tuple(
        fc.constantFrom(address, otherAddress, { line1: 'x' }),
        fc.boolean(),
        fc.constantFrom(address, null),
      )
      .map(
        ([billing, sameAsBilling, shipping]) =>
          ({ type: 'addressesSubmitted', billing, sameAsBilling, shipping }) as const,
      ),
    fc
      .constantFrom('standard', 'express', 'free-shipping', 'no-shipping-required')
      .map((code) => ({ type: 'shippingChosen', method: code }) as const),
    fc
      .constantFrom('braintree', 'bank-transfer', null)
      .map((code) => ({ type: 'paymentMethodChosen', method: code }) as const),
    fc.constant({ type: 'checkoutStarted' } as const),
    fc
      .constantFrom(0, 400, 401, 402, 409, 500)
      .map((status) => ({ type: 'checkoutFailed', status, detail: 'Declined' }) as const),
    fc.constant({ type: 'cardEntryFailed', error: { kind: 'network' } } as const),
    fc.constant({ type: 'checkoutSucceeded', order } as const),
  );

  it('holds its invariants', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.array(action, { maxLength: 40 }), (signedIn, actions) => {
        let state = initialCheckoutFlow(signedIn);
        for (const next of actions) {
          const before = state;
          state = checkoutFlowReducer(state, next);
          const mode: CheckoutMode = state.mode;
          // the checkout steps need a basket with lines (unless a checkout is under way)
          if (
            ['addresses', 'shipping-method', 'payment-method', 'payment'].includes(mode) &&
            !state.submitting
          ) {
            expect(state.basket?.lines.length ?? 0).toBeGreaterThan(0);
          }
          // a step shown is never one the rules skip
          if (mode === 'shipping-method') expect(isShippingSkipped(state)).toBe(false);
          if (mode === 'payment-method') expect(isPaymentMethodSkipped(state)).toBe(false);
          if (mode === 'payment') expect(isPaymentSkipped(state)).toBe(false);
          if (mode === 'complete') expect(state.order).not.toBeNull();
          // a checkout only starts when the order can be placed, and only once
          if (state.submitting && !before.submitting) {
            expect(next.type).toBe('checkoutStarted');
            expect(canPlaceOrder(before)).toBe(true);
            expect(checkoutBody(state, 'n')).not.toBeNull();
          }
          if (next.type === 'checkoutStarted' && before.submitting) expect(state).toBe(before);
          // while submitting, the step stays unless the checkout ends or the member signs out
          if (
            before.submitting &&
            !['checkoutFailed', 'checkoutSucceeded', 'signedOut', 'reset'].includes(next.type)
          ) {
            if (next.type !== 'cardEntryFailed') expect(state.mode).toBe(before.mode);
          }
        }
      }),
      { numRuns: 500 },
    );
  });
});
