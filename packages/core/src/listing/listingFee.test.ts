import { describe, expect, it } from 'vitest';
import { billingCycle, freeListingsLeft, listingCharge, transactionSummaryOf } from './listingFee';

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

describe('the listing allowance', () => {
  it('is the most generous group limit, unlimited when a group (or no group) sets none', () => {
    expect(transactionSummaryOf([2, 5], 3)).toEqual({
      max_listings_per_month: 5,
      total_transaction_count: 3,
    });
    expect(transactionSummaryOf([2, null], 3)).toEqual({
      max_listings_per_month: null,
      total_transaction_count: 3,
    });
    expect(transactionSummaryOf([], 0)).toEqual({ max_listings_per_month: null, total_transaction_count: 0 });
  });

  it('counts in calendar months, UTC', () => {
    expect(billingCycle(new Date('2026-11-30T23:59:59Z'))).toEqual({
      from: new Date('2026-11-01T00:00:00Z'),
      to: new Date('2026-12-01T00:00:00Z'),
    });
    expect(billingCycle(new Date('2026-12-31T12:00:00Z')).to).toEqual(new Date('2027-01-01T00:00:00Z'));
  });
});
