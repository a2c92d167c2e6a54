import type { Executor } from '../../db/database';
import { formatMoney } from './money';
import { createShopRepository } from './repository';

/**
 * Puts the members' won lots awaiting payment into their open baskets (made when missing): a
 * line per lot that cannot be deleted, at the hammer price plus the buyer's premium. Idempotent:
 * a lot already in a basket in use (open, or frozen by a checkout) is left alone. A basket holds
 * one currency: a win in another currency than a non-empty basket's waits until the basket is
 * empty or in its currency (nothing is dropped). Run by the closing job as it settles lots and
 * on every basket read.
 */
export async function addAuctionWinsToBaskets(tx: Executor, userIds: readonly number[]): Promise<void> {
  const repository = createShopRepository(tx);
  const wins = await repository.winsMissingFromBaskets([...new Set(userIds)], tx);
  const byMember = new Map<number, typeof wins>();
  for (const win of wins) byMember.set(win.userId, [...(byMember.get(win.userId) ?? []), win]);
  // Members in one order (by id) in every transaction: two closers settling lots of the same
  // winners would otherwise make and lock their baskets in opposite orders and deadlock.
  const members = [...byMember].sort(([a], [b]) => a - b);
  for (const [userId, memberWins] of members) {
    const basket = await repository.openBasket(userId, tx);
    await repository.lockBasket(basket.id, tx);
    const lines = await repository.lines(basket.id, tx);
    let currency = lines[0]?.line.priceCurrency ?? null;
    for (const win of memberWins) {
      if (currency !== null && currency !== win.currency) continue;
      const price = formatMoney(win.amountMinor + win.premiumMinor);
      await repository.insertWinLine(
        {
          basketId: basket.id,
          productId: await repository.ensureProduct(win.itemId, tx),
          quantity: 1,
          priceCurrency: win.currency,
          priceExclTax: price,
          priceInclTax: price,
          canDelete: false,
          lotId: win.lotId,
        },
        tx,
      );
      currency = win.currency;
    }
  }
}
