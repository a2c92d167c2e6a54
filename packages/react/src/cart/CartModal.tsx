import { useQuery } from '@tanstack/react-query';
import { type ApiError, isApiError } from '@trove/core';
import {
  CARD_SOURCE_CODE,
  CART_MESSAGES,
  type CheckoutFlowAction,
  canPlaceOrder,
  checkoutBody,
  checkoutFlowReducer,
  initialCheckoutFlow,
  isShippingSkipped,
  isTokenizeError,
} from '@trove/core/shop';
import { useEffect, useReducer, useRef, useState } from 'react';
import { useAuthToken } from '../auth/useAuthToken';
import { useToast } from '../toast/useToast';
import { CardEntry, type CardEntryHandle } from './CardEntry';
import {
  clientTokenQueryKey,
  countriesQueryKey,
  shippingMethodsQueryKey,
  sourceTypesQueryKey,
  userAddressesQueryKey,
} from './cartQueryKeys';
import { CartModalView, type CartModalViewProps } from './ui/CartModalView';
import { useBasket } from './useBasket';
import { useCheckout } from './useCheckout';
import { useRemoveLine } from './useRemoveLine';
import { useShopApi } from './useShopApi';

export interface CartModalProps
  extends Omit<
    CartModalViewProps,
    | 'flow'
    | 'onRemoveLine'
    | 'removingLines'
    | 'onNext'
    | 'onBack'
    | 'onSubmitAddresses'
    | 'onChooseShipping'
    | 'onChoosePaymentMethod'
    | 'onPay'
    | 'countries'
    | 'savedAddresses'
    | 'cardEntry'
  > {
  /** Called with the order number once the order is placed. */
  onOrderPlaced?: (number: string) => void;
}

/**
 * The cart modal over the API, driven by core's `checkoutFlowReducer`: loads the basket (a
 * failure closes the modal with the spec's toast), then the steps with what each needs (addresses
 * and countries, shipping methods priced for the address, payment methods, the card form's
 * client token), and places one order for a double-clicked Pay.
 */
export function CartModal({ isOpen = true, onClose, onOrderPlaced, ...view }: CartModalProps) {
  const api = useShopApi();
  const toast = useToast();
  const signedIn = useAuthToken() !== null;
  const [flow, dispatch] = useReducer(checkoutFlowReducer, signedIn, initialCheckoutFlow);
  const card = useRef<CardEntryHandle>(null);
  const paying = useRef(false);
  // the test card fields the last tokenize found invalid, to mark them
  const [invalidFields, setInvalidFields] = useState<readonly string[]>([]);

  useEffect(() => {
    dispatch({ type: signedIn ? 'signedIn' : 'signedOut' });
  }, [signedIn]);

  const basket = useBasket({ enabled: isOpen && signedIn });
  // Also when the flow comes back to loading (signed in after the login step) with a basket
  // already in the cache (the navbar's count read it): its data does not change then.
  const loadingStep = flow.mode === 'loading';
  // biome-ignore lint/correctness/useExhaustiveDependencies: loadingStep re-sends a cached basket
  useEffect(() => {
    if (basket.data) dispatch({ type: 'basketLoaded', basket: basket.data });
  }, [basket.data, loadingStep]);
  const basketFailed = isOpen && basket.isError && !basket.data;
  // the basket could not be read: the modal closes with the spec's message (once per failure)
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per failed fetch, counted by errorUpdateCount
  useEffect(() => {
    if (!basketFailed) return;
    dispatch({ type: 'basketFailed' });
    toast.error(CART_MESSAGES.basketLoadFailed);
    onClose?.();
  }, [basketFailed, basket.errorUpdateCount]);

  const past = flow.mode !== 'loading' && flow.mode !== 'login' && flow.mode !== 'cart';
  const countries = useQuery({
    queryKey: countriesQueryKey,
    queryFn: () => api.countries(),
    enabled: isOpen && past,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const addresses = useQuery({
    queryKey: userAddressesQueryKey,
    queryFn: () => api.addresses(),
    enabled: isOpen && signedIn && past,
  });
  const sourceTypes = useQuery({
    queryKey: sourceTypesQueryKey,
    queryFn: () => api.sourceTypes(),
    enabled: isOpen && signedIn && flow.basket !== null,
  });
  useEffect(() => {
    if (sourceTypes.data) dispatch({ type: 'paymentMethodsLoaded', methods: sourceTypes.data });
  }, [sourceTypes.data]);

  // shipping is priced for the address sent and the basket as it is
  const shippingAddress = isShippingSkipped(flow) ? null : flow.shippingAddress;
  const needsShipping = flow.mode === 'shipping-method' && flow.shippingMethods === null;
  const shipping = useQuery({
    queryKey: [
      ...shippingMethodsQueryKey,
      shippingAddress,
      flow.basket?.total_incl_tax,
      flow.basket?.lines.length,
    ],
    queryFn: () => api.shippingMethods(shippingAddress ?? undefined),
    enabled: isOpen && signedIn && needsShipping,
  });
  useEffect(() => {
    if (needsShipping && shipping.data) dispatch({ type: 'shippingMethodsLoaded', methods: shipping.data });
  }, [needsShipping, shipping.data]);

  const byCard = flow.mode === 'payment' && flow.paymentMethod?.code === CARD_SOURCE_CODE;
  const clientToken = useQuery({
    queryKey: clientTokenQueryKey,
    queryFn: () => api.clientToken(),
    enabled: isOpen && signedIn && byCard,
    staleTime: 10 * 60_000,
  });

  const remove = useRemoveLine();
  const checkout = useCheckout();

  const send = (action: CheckoutFlowAction) => dispatch(action);

  const pay = async () => {
    if (paying.current || !canPlaceOrder(flow)) return;
    paying.current = true;
    setInvalidFields([]);
    dispatch({ type: 'checkoutStarted' });
    try {
      let nonce: string | undefined;
      if (flow.mode === 'payment' && flow.paymentMethod?.code === CARD_SOURCE_CODE) {
        try {
          nonce = await (card.current?.tokenize() ??
            Promise.reject(new Error('The card form is not ready.')));
        } catch (error) {
          if (isTokenizeError(error)) setInvalidFields(error.fields);
          dispatch({
            type: 'cardEntryFailed',
            error: isTokenizeError(error) ? { kind: error.kind, fields: error.fields } : { kind: 'other' },
          });
          return;
        }
      }
      const body = checkoutBody(flow, nonce);
      if (!body) return;
      try {
        const order = await checkout.checkout(body);
        dispatch({ type: 'checkoutSucceeded', order });
        onOrderPlaced?.(order.number);
      } catch (error) {
        const failure = error as ApiError;
        dispatch({
          type: 'checkoutFailed',
          status: isApiError(failure) ? failure.status : 0,
          detail: isApiError(failure) ? failure.detail : null,
        });
      }
    } finally {
      paying.current = false;
    }
  };

  const waiting = past && flow.mode === 'addresses' && (countries.isPending || addresses.isPending);
  return (
    <CartModalView
      {...view}
      flow={waiting ? { ...flow, mode: 'loading' } : flow}
      isOpen={isOpen && !flow.closed}
      onClose={onClose}
      onRemoveLine={(line) => remove.mutate(line)}
      removingLines={remove.isPending && remove.variables ? [remove.variables.url] : []}
      onNext={() => send({ type: 'next' })}
      onBack={() => send({ type: 'back' })}
      onSubmitAddresses={({ billing, shipping: shippingTo, sameAsBilling }) =>
        send({ type: 'addressesSubmitted', billing, shipping: shippingTo, sameAsBilling })
      }
      onChooseShipping={(code) => send({ type: 'shippingChosen', method: code })}
      onChoosePaymentMethod={(code) => send({ type: 'paymentMethodChosen', method: code })}
      onPay={() => void pay()}
      countries={countries.data ?? []}
      savedAddresses={addresses.data ?? []}
      cardEntry={
        clientToken.data ? (
          <CardEntry
            ref={card}
            clientToken={clientToken.data}
            disabled={flow.submitting}
            invalidFields={invalidFields}
          />
        ) : undefined
      }
    />
  );
}
