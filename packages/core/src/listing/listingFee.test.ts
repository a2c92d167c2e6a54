import { describe, expect, it } from 'vitest';
import { freeListingsLeft, listingCharge } from './listingFee';

describe('listing fee', () => {
  it('counts the free listings left', () => {
    expect(freeListingsLeft({ num_free_per_billing_cycle: 3, free_transaction_count: 1 })).toBe(2);
    expect(freeListingsLeft({ num_free_per_billing_cycle: 3, free_transaction_count: 5 })).toBe(0);
  });

  it("charges the amount with the fee rule's fees, nothing at 0", () => {
    expect(listingCharge({ amount: '0.00' })).toBeNull();
    expect(listingCharge({ amount: '100' })).toEqual({
      amount: '100.00',
      fee: '3.45',
      total: '103.45',
      net: '100.00',
    });
    expect(listingCharge({ amount: '10' }, { fixed: '0', rate: '0' })?.total).toBe('10.00');
  });
});
