import type { User } from '@trove/core/auth';
import {
  billingCycle,
  freeListingsLeft,
  type ListingPrice,
  listingCharge,
  type TransactionSummary,
  transactionSummaryOf,
} from '@trove/core/listing';
import { roundMoney, type TransactionFee } from '@trove/core/shop';
import type { Clock } from '../../clock';
import { HttpError } from '../../http/httpError';
import { invalidChoice } from '../../http/invalidChoice';
import type { ListingFeesRepository, Placement } from './repository';

/** The name of a listing where no listing price is set: it is free. */
export const FREE_LISTING_NAME = 'Free listing';

/** What listing in a place costs the member now, and what the card is charged for it. */
export interface ListingQuote {
  /** The price result of §3 (`GET /api/payments/price/`). */
  price: ListingPrice;
  /** The currency of `price.amount`. */
  currency: string | null;
  /**
   * What the payment gateway is charged: `price.amount` with core's transaction fee on top (spec
   * §9: total = (amount + 0.45) / (1 − 0.029)); null when nothing is due.
   */
  charge: TransactionFee | null;
}

export type ListingFeesService = ReturnType<typeof createListingFeesService>;

export function createListingFeesService({
  repository,
  clock,
}: {
  repository: ListingFeesRepository;
  clock: Clock;
}) {
  return {
    /**
     * The price of listing in `placement` for this member (§7 Price): free while the member's
     * free listings of this billing cycle are not used up (`free_transaction_count` below
     * `num_free_per_billing_cycle`), then the place's fee. 400 with the level's field when a slug
     * is not under the one above it.
     */
    async quote(user: Pick<User, 'id'>, placement: Placement): Promise<ListingQuote> {
      const place = await repository.placement(placement);
      if ('unknown' in place) {
        throw HttpError.validation({ [place.unknown]: [invalidChoice(placement[place.unknown])] });
      }
      const row = await repository.priceOf(place.found);
      const { from, to } = billingCycle(clock.now());
      const { free } = await repository.transactionsBetween(user.id, from, to);
      const allowance = {
        num_free_per_billing_cycle: row?.numFreePerBillingCycle ?? 0,
        free_transaction_count: free,
      };
      const fee = row === undefined ? '0.00' : roundMoney(row.amount);
      const price: ListingPrice = {
        amount: freeListingsLeft(allowance) > 0 ? '0.00' : fee,
        name: row?.name ?? FREE_LISTING_NAME,
        ...allowance,
        category_name: row?.placeName ?? null,
      };
      return { price, currency: row?.currency ?? null, charge: listingCharge(price) };
    },

    /**
     * The member's listing allowance (seed 001 §3 Transaction summary): the most generous of
     * their groups' `max_listings_per_month` (null, unlimited, when one of them has none, or the
     * member is in no group), and their listing transactions of this billing cycle.
     */
    async summary(user: Pick<User, 'id' | 'groups'>): Promise<TransactionSummary> {
      const allowances = await repository.groupAllowances(user.groups.map((group) => group.id));
      const { from, to } = billingCycle(clock.now());
      const { total } = await repository.transactionsBetween(user.id, from, to);
      return transactionSummaryOf(allowances, total);
    },
  };
}
