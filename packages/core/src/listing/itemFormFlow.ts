// The item form's steps (seed 000 §4 Listing form; §8 Item save): the form, the paying step (Back
// returns to the form) and saving. A save that needs payment goes through paying; a 402 comes back
// to paying with its message; field errors come back to the form; a save leaves the form pristine.

import type { FieldErrors, ItemSaveFailure } from './itemForm';
import { itemSavedMessage } from './itemForm';
import type { ListingPayment } from './schemas';

export type ItemFormStep = 'form' | 'paying' | 'saving';

export interface ItemFormIntent {
  /** Close the modal after the save (save and close); otherwise the form stays open. */
  close: boolean;
  /** Create and duplicate: a new form with this listing's values after the save. */
  duplicate: boolean;
}

export interface ItemFormToast {
  kind: 'success' | 'warning' | 'error';
  message: string;
}

export interface ItemFormFlowState {
  step: ItemFormStep;
  intent: ItemFormIntent;
  /** The card payment the save sends, once made. */
  payment: ListingPayment | null;
  /** The paying step's error (§8: Sorry there was a problem with your payment: {detail}). */
  paymentError: string | null;
  /** Server field errors, shown under their fields. */
  fieldErrors: FieldErrors;
  /** Other errors, shown in an alert. */
  nonFieldErrors: string[];
  /** The last save's toast. */
  toast: ItemFormToast | null;
  /** Successful saves so far: a change tells the form to mark itself pristine (§4). */
  saves: number;
}

export type ItemFormFlowAction =
  /** A save button: to paying when a payment is due, else to saving. */
  | { type: 'submit'; paymentDue: boolean; intent?: Partial<ItemFormIntent> }
  /** Back from the paying step. */
  | { type: 'back' }
  /** The card form gave a nonce: to saving. */
  | { type: 'paid'; payment: ListingPayment }
  | { type: 'saved'; held: boolean; isNew: boolean }
  | { type: 'failed'; failure: ItemSaveFailure };

export const initialItemFormFlow: ItemFormFlowState = {
  step: 'form',
  intent: { close: false, duplicate: false },
  payment: null,
  paymentError: null,
  fieldErrors: {},
  nonFieldErrors: [],
  toast: null,
  saves: 0,
};

export function itemFormFlowReducer(state: ItemFormFlowState, action: ItemFormFlowAction): ItemFormFlowState {
  switch (action.type) {
    case 'submit':
      if (state.step !== 'form') return state;
      return {
        ...state,
        step: action.paymentDue ? 'paying' : 'saving',
        intent: { close: false, duplicate: false, ...action.intent },
        payment: null,
        paymentError: null,
        fieldErrors: {},
        nonFieldErrors: [],
        toast: null,
      };
    case 'back':
      return state.step === 'paying' ? { ...state, step: 'form', paymentError: null } : state;
    case 'paid':
      return state.step === 'paying'
        ? { ...state, step: 'saving', payment: action.payment, paymentError: null }
        : state;
    case 'saved':
      if (state.step !== 'saving') return state;
      return {
        ...state,
        step: 'form',
        payment: null,
        toast: { kind: action.held ? 'warning' : 'success', message: itemSavedMessage(action) },
        saves: state.saves + 1,
      };
    case 'failed': {
      if (state.step !== 'saving') return state;
      const { failure } = action;
      if (failure.kind === 'payment')
        return { ...state, step: 'paying', payment: null, paymentError: failure.message };
      if (failure.kind === 'fields')
        return {
          ...state,
          step: 'form',
          payment: null,
          fieldErrors: failure.fieldErrors,
          nonFieldErrors: failure.nonFieldErrors,
        };
      return { ...state, step: 'form', payment: null, toast: { kind: 'error', message: failure.message } };
    }
  }
}
