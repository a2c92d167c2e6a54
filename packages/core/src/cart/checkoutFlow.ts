// The cart modal's flow (seed 001 §4 "Cart modal"): loading, login (not signed in), cart,
// addresses, shipping-method, payment-method, payment, complete.
// Forward: cart → addresses → shipping-method → payment-method → payment → complete, skipping
// - shipping-method when no shipping is required (the basket says so, or the only method is
//   `no-shipping-required`): the no-shipping-required method is chosen;
// - payment-method when the only method is the card provider (`braintree`): it is chosen;
// - payment when the total and the shipping are zero: the order is placed from the last step shown.
// Back: payment → shipping-method, shipping-method → addresses, addresses → cart (and
// payment-method → shipping-method), over skipped steps. A failed checkout returns to payment
// with the spec's message. Pure: the component fetches and dispatches what came back.
import { formatCents, roundMoney } from '../fees/transactionFee';
import {
  type Basket,
  CARD_SOURCE_CODE,
  NO_SHIPPING_REQUIRED_CODE,
  type Order,
  type ShippingMethod,
  type SourceType,
} from '../schemas/shop';
import type { AddressInput, CheckoutBody } from '../schemas/shopRequests';
import { type AddressErrors, addressErrors, hasAddressErrors } from './address';
import { cardEntryErrorMessage, type TokenizeErrorKind } from './cardEntry';
import { CART_MESSAGES } from './messages';

export type CheckoutMode =
  | 'loading'
  | 'login'
  | 'cart'
  | 'addresses'
  | 'shipping-method'
  | 'payment-method'
  | 'payment'
  | 'complete';

/** The steps between the cart and the order, in order. */
const STEPS = ['addresses', 'shipping-method', 'payment-method', 'payment'] as const;
type Step = (typeof STEPS)[number];

export interface CheckoutFlowState {
  mode: CheckoutMode;
  /** The member's open basket, once loaded. */
  basket: Basket | null;
  /** The billing address as last submitted. */
  billingAddress: AddressInput | null;
  /** The shipping address sent: the billing address when the same; null when none is needed. */
  shippingAddress: AddressInput | null;
  /** The "shipping same as billing" box (on at first). */
  shippingSameAsBilling: boolean;
  /** The address rules' errors of the last submission (spec §5). */
  addressErrors: { billing: AddressErrors; shipping: AddressErrors };
  /** The shipping methods priced for the basket and address; null until loaded. */
  shippingMethods: ShippingMethod[] | null;
  shippingMethod: ShippingMethod | null;
  /** The payment methods (source types); null until loaded. */
  paymentMethods: SourceType[] | null;
  paymentMethod: SourceType | null;
  /** The order placed (mode complete). */
  order: Order | null;
  /** What to tell the member (an error of this step), or null. */
  message: string | null;
  /** A checkout (tokenising the card, placing the order) is under way: Pay is disabled. */
  submitting: boolean;
  /** The basket could not be loaded: close the modal and show `message`. */
  closed: boolean;
  /** The last failed checkout's status and detail (0 for no answer), or null. */
  failure: { status: number; detail: string | null } | null;
}

export type CheckoutFlowAction =
  | { type: 'signedIn' }
  /** Not signed in (or a 401): the login step, everything else forgotten. */
  | { type: 'signedOut' }
  | { type: 'basketLoaded'; basket: Basket }
  | { type: 'basketFailed' }
  | { type: 'shippingMethodsLoaded'; methods: ShippingMethod[] }
  | { type: 'paymentMethodsLoaded'; methods: SourceType[] }
  /** Continue from this step, when it has what it needs. */
  | { type: 'next' }
  | { type: 'back' }
  /** The address step's form: checked by the spec's rules, then on. `shipping` is ignored when the same. */
  | {
      type: 'addressesSubmitted';
      billing: AddressInput;
      shipping?: AddressInput | null;
      sameAsBilling: boolean;
    }
  /** A shipping method chosen (the method or its code): then on. */
  | { type: 'shippingChosen'; method: ShippingMethod | string }
  /** A payment method chosen (the source type or its code); none: `Please select a payment method.` */
  | { type: 'paymentMethodChosen'; method: SourceType | string | null | undefined }
  /** Pay (or Place order when no payment is due) pressed: ignored unless the order can be placed. */
  | { type: 'checkoutStarted' }
  /** The card form could not tokenise the card. */
  | { type: 'cardEntryFailed'; error: { kind: TokenizeErrorKind; fields?: readonly string[] } }
  /** The checkout call failed: its HTTP status (0 for none) and the answer's detail. */
  | { type: 'checkoutFailed'; status: number; detail?: string | null }
  | { type: 'checkoutSucceeded'; order: Order }
  | { type: 'messageDismissed' }
  /** Start over (another visit of the modal). */
  | { type: 'reset'; signedIn?: boolean };

/** The flow's start: loading the basket when signed in, else the login step. */
export function initialCheckoutFlow(signedIn = true): CheckoutFlowState {
  return {
    mode: signedIn ? 'loading' : 'login',
    basket: null,
    billingAddress: null,
    shippingAddress: null,
    shippingSameAsBilling: true,
    addressErrors: { billing: {}, shipping: {} },
    shippingMethods: null,
    shippingMethod: null,
    paymentMethods: null,
    paymentMethod: null,
    order: null,
    message: null,
    submitting: false,
    closed: false,
    failure: null,
  };
}

const cents = (amount: string | null | undefined): bigint =>
  BigInt(roundMoney(amount ?? '0').replace('.', ''));

/** Whether the basket needs no shipping: the shipping-method step is skipped. */
export function isShippingSkipped(state: Pick<CheckoutFlowState, 'basket' | 'shippingMethods'>): boolean {
  if (!state.basket) return false;
  if (!state.basket.is_shipping_required) return true;
  const methods = state.shippingMethods;
  return (
    !!methods && methods.length > 0 && methods.every((method) => method.code === NO_SHIPPING_REQUIRED_CODE)
  );
}

/** Whether the only payment method is the card provider's: the payment-method step is skipped. */
export function isPaymentMethodSkipped(state: Pick<CheckoutFlowState, 'paymentMethods'>): boolean {
  const methods = state.paymentMethods;
  return methods?.length === 1 && methods[0]?.code === CARD_SOURCE_CODE;
}

/** Whether the total and the shipping are zero: the payment step is skipped. */
export function isPaymentSkipped(state: Pick<CheckoutFlowState, 'basket' | 'shippingMethod'>): boolean {
  if (!state.basket || !state.shippingMethod) return false;
  return cents(state.basket.total_incl_tax) === 0n && cents(state.shippingMethod.price.incl_tax) === 0n;
}

function isSkipped(state: CheckoutFlowState, step: Step): boolean {
  if (step === 'shipping-method') return isShippingSkipped(state);
  if (step === 'payment-method') return isPaymentMethodSkipped(state);
  if (step === 'payment') return isPaymentSkipped(state);
  return false;
}

/** The basket's total plus the shipping chosen, 2 places (the basket's total while none is chosen). */
export function checkoutTotal(state: Pick<CheckoutFlowState, 'basket' | 'shippingMethod'>): string {
  if (!state.basket) return '0.00';
  return formatCents(cents(state.basket.total_incl_tax) + cents(state.shippingMethod?.price.incl_tax));
}

function noShippingMethod(state: CheckoutFlowState): ShippingMethod {
  const listed = state.shippingMethods?.find((method) => method.code === NO_SHIPPING_REQUIRED_CODE);
  const currency = state.basket?.currency ?? '';
  return (
    listed ?? {
      code: NO_SHIPPING_REQUIRED_CODE,
      name: 'No shipping required',
      description: '',
      price: { currency, excl_tax: '0.00', incl_tax: '0.00', tax: '0.00' },
    }
  );
}

/** A skipped step's choice: no shipping, or the card. */
function applySkip(state: CheckoutFlowState, step: Step): CheckoutFlowState {
  if (step === 'shipping-method' && state.shippingMethod?.code !== NO_SHIPPING_REQUIRED_CODE) {
    return { ...state, shippingMethod: noShippingMethod(state) };
  }
  if (step === 'payment-method' && state.paymentMethod?.code !== CARD_SOURCE_CODE) {
    const card = state.paymentMethods?.[0];
    return card ? { ...state, paymentMethod: card } : state;
  }
  return state;
}

function shippingRequired(state: CheckoutFlowState): boolean {
  return !isShippingSkipped(state);
}

function currentAddressErrors(state: CheckoutFlowState): CheckoutFlowState['addressErrors'] {
  const required = shippingRequired(state);
  return {
    billing: addressErrors(state.billingAddress, { role: 'billing', shippingRequired: required }),
    shipping: addressErrors(state.shippingAddress, { role: 'shipping', shippingRequired: required }),
  };
}

/** Whether this step has what the next one needs; the state with the step's message when not. */
function leave(state: CheckoutFlowState): { ok: boolean; state: CheckoutFlowState } {
  switch (state.mode) {
    case 'cart':
      return { ok: !!state.basket && state.basket.lines.length > 0, state };
    case 'addresses': {
      const errors = currentAddressErrors(state);
      const ok = !hasAddressErrors(errors.billing) && !hasAddressErrors(errors.shipping);
      return ok
        ? { ok, state: { ...state, addressErrors: errors } }
        : { ok, state: { ...state, addressErrors: errors, message: CART_MESSAGES.addressIncomplete } };
    }
    case 'shipping-method':
      return { ok: state.shippingMethod !== null, state };
    case 'payment-method':
      return state.paymentMethod
        ? { ok: true, state }
        : { ok: false, state: { ...state, message: CART_MESSAGES.selectPaymentMethod } };
    default:
      return { ok: false, state };
  }
}

/**
 * On from this step: the skipped steps' choices made, to the first step shown; when none is left
 * (no payment is due) the mode stays and the order can be placed from it.
 */
function advance(state: CheckoutFlowState): CheckoutFlowState {
  if (state.submitting) return state;
  const left = leave(state);
  if (!left.ok) return left.state;
  let next: CheckoutFlowState = { ...left.state, message: null };
  const from = state.mode === 'cart' ? 0 : STEPS.indexOf(state.mode as Step) + 1;
  for (const step of STEPS.slice(from)) {
    if (!isSkipped(next, step)) return { ...next, mode: step };
    next = applySkip(next, step);
  }
  return next;
}

/** The step `back` leads to from a mode (skipped steps passed over), or null where there is none. */
function backTarget(state: CheckoutFlowState): CheckoutMode | null {
  switch (state.mode) {
    case 'addresses':
      return 'cart';
    case 'shipping-method':
      return 'addresses';
    case 'payment-method':
    case 'payment':
      return isShippingSkipped(state) ? 'addresses' : 'shipping-method';
    default:
      return null;
  }
}

/** Whether Pay (or Place order, when no payment is due) can be pressed now. */
export function canPlaceOrder(state: CheckoutFlowState): boolean {
  if (state.submitting || !state.basket || state.basket.lines.length === 0) return false;
  if (!state.billingAddress || !state.shippingMethod || !state.paymentMethod) return false;
  if (state.mode === 'payment') return true;
  // no payment due: from the last step shown, once it is complete
  if (!isPaymentSkipped(state) || !(STEPS as readonly string[]).includes(state.mode)) return false;
  const from = STEPS.indexOf(state.mode as Step) + 1;
  return STEPS.slice(from).every((step) => isSkipped(state, step)) && leave(state).ok;
}

function sameMethods<T extends { code: string }>(list: T[] | null, chosen: T | null): T | null {
  if (!chosen) return null;
  if (!list) return chosen;
  return list.find((method) => method.code === chosen.code) ?? null;
}

function basketKey(basket: Basket | null): string {
  if (!basket) return '';
  const lines = basket.lines.map((line) => `${line.id}:${line.quantity}:${line.price_incl_tax}`).join(',');
  return `${basket.id}|${basket.total_incl_tax}|${basket.is_shipping_required}|${lines}`;
}

const BASKET_STEPS: readonly CheckoutMode[] = STEPS;

export function checkoutFlowReducer(state: CheckoutFlowState, action: CheckoutFlowAction): CheckoutFlowState {
  switch (action.type) {
    case 'signedIn':
      return state.mode === 'login' ? { ...initialCheckoutFlow(true), closed: state.closed } : state;
    case 'signedOut':
      return initialCheckoutFlow(false);
    case 'reset':
      return initialCheckoutFlow(action.signedIn ?? true);

    case 'basketLoaded': {
      if (state.mode === 'login') return state;
      let next: CheckoutFlowState = { ...state, basket: action.basket };
      if (state.mode === 'loading') return { ...next, mode: 'cart' };
      if (
        state.submitting ||
        state.mode === 'complete' ||
        basketKey(state.basket) === basketKey(action.basket)
      ) {
        return next;
      }
      // what the shipping was priced for has changed: price it again
      next = { ...next, shippingMethods: null, shippingMethod: null };
      if (action.basket.lines.length === 0 && BASKET_STEPS.includes(state.mode)) {
        return { ...next, mode: 'cart', message: null };
      }
      if (state.mode === 'cart' || state.mode === 'addresses') return next;
      // past the addresses: on again from them, to the shipping step (or past it when none is needed)
      return advance({ ...next, mode: 'addresses' });
    }
    case 'basketFailed':
      return { ...state, closed: true, message: CART_MESSAGES.basketLoadFailed };

    case 'shippingMethodsLoaded': {
      const methods = action.methods;
      let next: CheckoutFlowState = {
        ...state,
        shippingMethods: methods,
        shippingMethod:
          sameMethods(methods, state.shippingMethod) ?? (methods.length === 1 ? (methods[0] ?? null) : null),
      };
      if (next.mode === 'shipping-method' && isShippingSkipped(next)) {
        next = applySkip(next, 'shipping-method');
        return advance(next);
      }
      return next;
    }
    case 'paymentMethodsLoaded': {
      const methods = action.methods;
      let next: CheckoutFlowState = {
        ...state,
        paymentMethods: methods,
        paymentMethod: sameMethods(methods, state.paymentMethod),
      };
      if (isPaymentMethodSkipped(next)) next = applySkip(next, 'payment-method');
      return next.mode === 'payment-method' && isPaymentMethodSkipped(next) ? advance(next) : next;
    }

    case 'next':
      return BASKET_STEPS.includes(state.mode) || state.mode === 'cart' ? advance(state) : state;
    case 'back': {
      if (state.submitting) return state;
      const target = backTarget(state);
      return target ? { ...state, mode: target, message: null } : state;
    }

    case 'addressesSubmitted': {
      if (state.mode !== 'addresses' || state.submitting) return state;
      const shipping = action.sameAsBilling ? action.billing : (action.shipping ?? null);
      const moved =
        JSON.stringify(shipping) !== JSON.stringify(state.shippingAddress) ||
        JSON.stringify(action.billing) !== JSON.stringify(state.billingAddress);
      const next: CheckoutFlowState = {
        ...state,
        billingAddress: action.billing,
        shippingAddress: shipping,
        shippingSameAsBilling: action.sameAsBilling,
        // shipping is priced for the address: a new address, new prices
        ...(moved ? { shippingMethods: null, shippingMethod: null } : {}),
      };
      return advance(next);
    }
    case 'shippingChosen': {
      if (state.mode !== 'shipping-method' || state.submitting) return state;
      const chosen = action.method;
      const code = typeof chosen === 'string' ? chosen : chosen.code;
      // one of the methods offered, when they are known
      const method = state.shippingMethods
        ? (state.shippingMethods.find((candidate) => candidate.code === code) ?? null)
        : typeof chosen === 'string'
          ? null
          : chosen;
      return method ? advance({ ...state, shippingMethod: method }) : state;
    }
    case 'paymentMethodChosen': {
      if (state.mode !== 'payment-method' || state.submitting) return state;
      const chosen = action.method;
      const code = typeof chosen === 'string' ? chosen : chosen?.code;
      // one of the methods offered, when they are known
      const method = state.paymentMethods
        ? (state.paymentMethods.find((candidate) => candidate.code === code) ?? null)
        : typeof chosen === 'object'
          ? (chosen ?? null)
          : null;
      return advance({ ...state, paymentMethod: method });
    }

    case 'checkoutStarted':
      return canPlaceOrder(state) ? { ...state, submitting: true, message: null, failure: null } : state;
    case 'cardEntryFailed':
      if (!state.submitting) return state;
      return { ...state, submitting: false, message: cardEntryErrorMessage(action.error) };
    case 'checkoutFailed': {
      if (!state.submitting) return state;
      const detail = action.detail?.trim() ? action.detail.trim() : null;
      const failure = { status: action.status, detail };
      if (action.status === 401) return { ...initialCheckoutFlow(false), failure };
      const message =
        action.status === 402 && detail ? CART_MESSAGES.paymentFailed(detail) : CART_MESSAGES.checkoutFailed;
      return {
        ...state,
        mode: isPaymentSkipped(state) ? state.mode : 'payment',
        submitting: false,
        message,
        failure,
      };
    }
    case 'checkoutSucceeded':
      return {
        ...state,
        mode: 'complete',
        order: action.order,
        submitting: false,
        message: null,
        failure: null,
      };
    case 'messageDismissed':
      return { ...state, message: null };
  }
}

/**
 * The checkout call's body from the flow's choices and the card form's nonce (none for a method
 * without one, or when no payment is due). The total sent is the one the member saw, so a
 * re-priced basket is refused rather than charged. Null while a choice is missing.
 */
export function checkoutBody(state: CheckoutFlowState, nonce?: string): CheckoutBody | null {
  const { basket, billingAddress, shippingMethod, paymentMethod } = state;
  if (!basket || !billingAddress || !shippingMethod || !paymentMethod) return null;
  return {
    basket: basket.url,
    billing_address: billingAddress,
    shipping_address: isShippingSkipped(state) ? null : state.shippingAddress,
    shipping_method_code: shippingMethod.code,
    total: checkoutTotal(state),
    source: nonce === undefined ? { code: paymentMethod.code } : { code: paymentMethod.code, nonce },
  };
}
