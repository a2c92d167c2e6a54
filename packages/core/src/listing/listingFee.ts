// What a listing costs (seed 000 §9: free listings run out, then payment is needed; the fee rule of
// both documents' §9). The fee itself is the fees module's rule; this reads a listing price with it.

import { type FeeRule, type TransactionFee, transactionFee } from '../fees/transactionFee';
import type { ListingPrice } from './schemas';

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
