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
import type { ListingFeesRepository, PlaceIds, Placement, PriceLevel } from './repository';

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

/** What listing in a place costs the member now, as a save or re-list charges it. */
export interface ListingCharge extends ListingPrice {
  /** The fee's currency: the price row's, or the site's default where no price is set. */
  currency: string;
  /** The place's fee before free listings: what a place costs, to compare two places. */
  fee: string;
  /** The place has a fee: a listing there without payment uses one of the free listings. */
  priced: boolean;
  /** The level of the place its price row is set on; null where none is (free). */
  level: PriceLevel | null;
}

export type ListingFeesService = ReturnType<typeof createListingFeesService>;

export function createListingFeesService({
  repository,
  clock,
}: {
  repository: ListingFeesRepository;
  clock: Clock;
}) {
  /**
   * The one rule of a listing's price (§7 Price, §9): free while the member's free listings of
   * this billing cycle are not used up (`free_transaction_count` below
   * `num_free_per_billing_cycle`), then the place's fee; no price row, free.
   */
  async function charge(userId: number, place: PlaceIds, defaultCurrency: string): Promise<ListingCharge> {
    const row = await repository.priceOf(place);
    const { from, to } = billingCycle(clock.now());
    const { free } = await repository.transactionsBetween(userId, from, to);
    const allowance = {
      num_free_per_billing_cycle: row?.numFreePerBillingCycle ?? 0,
      free_transaction_count: free,
    };
    const fee = row === undefined ? '0.00' : roundMoney(row.amount);
    return {
      amount: freeListingsLeft(allowance) > 0 ? '0.00' : fee,
      name: row?.name ?? FREE_LISTING_NAME,
      ...allowance,
      category_name: null,
      currency: row?.currency ?? defaultCurrency,
      fee,
      priced: Number(fee) > 0,
      level: row?.level ?? null,
    };
  }

  return {
    charge,

    /**
     * The price of listing in `placement` for this member (`GET /api/payments/price/`, by the
     * rule of {@link charge}); `category_name` names the level its price is set on. 400 with the
     * level's field when a slug is not under the one above it.
     */
    async quote(user: Pick<User, 'id'>, placement: Placement): Promise<ListingQuote> {
      const place = await repository.placement(placement);
      if ('unknown' in place) {
        throw HttpError.validation({ [place.unknown]: [invalidChoice(placement[place.unknown])] });
      }
      const { found } = place;
      const ids = {
        nicheId: found.niche.id,
        sectionId: found.section.id,
        galleryId: found.gallery.id,
        captionId: found.caption.id,
      };
      const due = await charge(user.id, ids, '');
      const price: ListingPrice = {
        amount: due.amount,
        name: due.name,
        num_free_per_billing_cycle: due.num_free_per_billing_cycle,
        free_transaction_count: due.free_transaction_count,
        category_name: due.level === null ? null : found[due.level].name,
      };
      return { price, currency: due.level === null ? null : due.currency, charge: listingCharge(price) };
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
