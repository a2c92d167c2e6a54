import { describe, expect, it } from 'vitest';
import { type ItemFormFlowAction, initialItemFormFlow, itemFormFlowReducer } from './itemFormFlow';

const run = (...actions: ItemFormFlowAction[]) => actions.reduce(itemFormFlowReducer, initialItemFormFlow);

describe('itemFormFlowReducer', () => {
  it('saves at once when no payment is due, and counts the save', () => {
    const saving = run({ type: 'submit', paymentDue: false, intent: { close: true } });
    expect(saving).toMatchObject({ step: 'saving', intent: { close: true, duplicate: false } });
    const saved = itemFormFlowReducer(saving, { type: 'saved', held: false, isNew: false });
    expect(saved).toMatchObject({
      step: 'form',
      saves: 1,
      toast: { kind: 'success', message: 'Item updated' },
    });
  });

  it('goes through paying when a payment is due; Back returns to the form', () => {
    const paying = run({ type: 'submit', paymentDue: true });
    expect(paying.step).toBe('paying');
    expect(itemFormFlowReducer(paying, { type: 'back' }).step).toBe('form');
    const saving = itemFormFlowReducer(paying, { type: 'paid', payment: { nonce: 'fake-valid-nonce' } });
    expect(saving).toMatchObject({ step: 'saving', payment: { nonce: 'fake-valid-nonce' } });
  });

  it('comes back to paying on a 402 with the message', () => {
    const state = run(
      { type: 'submit', paymentDue: true },
      { type: 'paid', payment: { nonce: 'n' } },
      {
        type: 'failed',
        failure: { kind: 'payment', message: 'Sorry there was a problem with your payment: Declined' },
      },
    );
    expect(state).toMatchObject({
      step: 'paying',
      payment: null,
      paymentError: 'Sorry there was a problem with your payment: Declined',
    });
  });

  it('comes back to the form with field errors or a toast', () => {
    const fields = run(
      { type: 'submit', paymentDue: false },
      {
        type: 'failed',
        failure: { kind: 'fields', fieldErrors: { name: ['Title is required'] }, nonFieldErrors: ['No'] },
      },
    );
    expect(fields).toMatchObject({
      step: 'form',
      fieldErrors: { name: ['Title is required'] },
      nonFieldErrors: ['No'],
    });
    const resubmitted = itemFormFlowReducer(fields, { type: 'submit', paymentDue: false });
    expect(resubmitted).toMatchObject({ fieldErrors: {}, nonFieldErrors: [] });
    const toast = run(
      { type: 'submit', paymentDue: false },
      { type: 'failed', failure: { kind: 'toast', message: 'Oops' } },
    );
    expect(toast).toMatchObject({ step: 'form', toast: { kind: 'error', message: 'Oops' } });
  });

  it('warns when the save is held for moderation and ignores actions out of step', () => {
    const held = run(
      { type: 'submit', paymentDue: false, intent: { duplicate: true } },
      { type: 'saved', held: true, isNew: true },
    );
    expect(held).toMatchObject({
      intent: { duplicate: true },
      toast: { kind: 'warning', message: 'Item submitted for moderation' },
    });
    expect(itemFormFlowReducer(initialItemFormFlow, { type: 'saved', held: false, isNew: true })).toBe(
      initialItemFormFlow,
    );
    expect(itemFormFlowReducer(initialItemFormFlow, { type: 'paid', payment: { nonce: 'n' } })).toBe(
      initialItemFormFlow,
    );
    const saving = run({ type: 'submit', paymentDue: false });
    expect(itemFormFlowReducer(saving, { type: 'submit', paymentDue: false })).toBe(saving);
  });
});
