// What a listing costs (seed 000 §9: free listings run out, then payment is needed; the fee rule of
// both documents' §9). The fee itself is the fees module's rule; this reads a listing price with it.

import { type FeeRule, type TransactionFee, transactionFee } from '../fees/transactionFee';
import type { ListingPrice, TransactionSummary } from './schemas';

/** Free listings left this billing cycle (never below 0). */
export function freeListingsLeft(
  price: Pick<ListingPrice, 'num_free_per_billing_cycle' | 'free_transaction_count'>,
) {
  return Math.max(0, price.num_free_per_billing_cycle - price.free_transaction_count);
}

/**
 * The charge of a listing price, fees added by the transaction-fee rule (`rule` defaults to the
 * spec's 0.45 and 2.9 percent); null when nothing is due (an amount of 0 while free listings remain).
 */
export function listingCharge(
  price: Pick<ListingPrice, 'amount'>,
  rule: Partial<FeeRule> = {},
): TransactionFee | null {
  const fee = transactionFee(price.amount, rule);
  return Number(fee.amount) > 0 ? fee : null;
}

/** The billing cycle `now` falls in: the calendar month, in UTC (the spec names no other). */
export function billingCycle(now: Date): { from: Date; to: Date } {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  return { from: new Date(Date.UTC(year, month, 1)), to: new Date(Date.UTC(year, month + 1, 1)) };
}

/**
 * A member's listing allowance (seed 001 §3 Transaction summary) from their groups'
 * `max_listings_per_month`: the most generous, or null (unlimited) when one of them has none or the
 * member is in no group; with the listings they made this billing cycle.
 */
export function transactionSummaryOf(
  groupLimits: readonly (number | null)[],
  total_transaction_count: number,
): TransactionSummary {
  const limited = groupLimits.length > 0 && groupLimits.every((max) => max !== null);
  return {
    max_listings_per_month: limited ? Math.max(...(groupLimits as number[])) : null,
    total_transaction_count,
  };
}
