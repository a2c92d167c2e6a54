import type { Page } from '@trove/core';
import { LOTS_PAGE_SIZE, type Lot, type LotEvent, type LotSort, phaseAt } from '@trove/core/auction';
import { isUniqueViolation } from '../../db/errors';
import { HttpError } from '../../http/httpError';
import { drfPage, type PageUrl, pageWindow } from '../../http/pagination';
import { type AuctionsContext, lotTopic } from './context';
import { type LotRecord, rulesOf, stateOf, toLot, toLotEvent } from './lotView';

// Lots: one lot as a member sees it, the member's lots, listing an item, and the lot's live events.

/** The newest history rows a lot carries; `bid_count` tells the whole length. */
export const LOT_HISTORY_LIMIT = 50;
export const DEFAULT_LOT_SORT: LotSort = 'end_date';

/** A seller's lot, as `POST /api/auctions/lots/` takes it (amounts in minor units). */
export interface NewLot {
  item: number;
  number: number | null;
  estimateMinor: number | null;
  startMinor: number;
  reserveMinor: number | null;
  buyersPremium: number;
  opens: Date;
  closes: Date;
  closingWindowMs: number;
  latestClose: Date | null;
  organisation: number | null;
}

/** Who lists a lot: the item's owner, a member of its organisation, or an admin. */
export interface Seller {
  id: number;
  organisationIds: readonly number[];
  admin: boolean;
}

export function createLots({ repository, events, clock, nowSql, clockNow, afterLock }: AuctionsContext) {
  async function lot(id: number, viewerId: number | null): Promise<Lot> {
    const found = await repository.view(id, LOT_HISTORY_LIMIT, clockNow());
    if (!found) throw HttpError.notFound();
    const at = afterLock(found.now);
    // Whether the viewer bid only matters once the lot is closed (won or lost, not sold or closed).
    const closed = phaseAt(rulesOf(found.view), stateOf(found.view), at) === 'closed';
    const bid =
      viewerId !== null &&
      closed &&
      (found.view.leaderId === viewerId || (await repository.hasBid(id, viewerId)));
    return toLot(found.view, { id: viewerId, bid }, at);
  }

  return {
    /** One lot as `viewerId` sees it (null: anonymous), with its newest 50 bids. */
    lot,

    /**
     * The member's lots (those they bid on or sell), each with its status for them, 50 a page, as
     * a DRF page; a page past the last is a 404.
     */
    async lots(
      userId: number,
      { sort = DEFAULT_LOT_SORT, page = 1 }: { sort?: LotSort | undefined; page?: number | undefined },
      pageUrl: PageUrl,
    ): Promise<Page<Lot>> {
      const total = await repository.countMemberLots(userId);
      const { offset, limit } = pageWindow(total, page, LOTS_PAGE_SIZE);
      const { views, now, bidOn } = await repository.memberLots(userId, {
        sort,
        offset,
        limit,
        now: nowSql(),
      });
      const serverTime = afterLock(now ?? Date.now());
      return drfPage(
        { total, page, pageSize: LOTS_PAGE_SIZE, pageUrl },
        views.map((view) => toLot(view, { id: userId, bid: bidOn.has(view.id) }, serverTime)),
      );
    },

    /** Puts an item up for auction; answers the lot as the seller sees it. */
    async createLot(seller: Seller, input: NewLot): Promise<Lot> {
      const item = await repository.itemForLot(input.item);
      if (!item)
        throw HttpError.validation({ item: [`Invalid pk "${input.item}" - object does not exist.`] });
      const mayList =
        seller.admin ||
        item.userId === seller.id ||
        (item.organisationId !== null && seller.organisationIds.includes(item.organisationId));
      if (!mayList) throw HttpError.permissionDenied();
      if (item.itemType !== 'ITEM') throw HttpError.validation({ item: ['Only items can be auctioned.'] });
      if (item.sold) throw HttpError.validation({ item: ['This item has been sold.'] });
      // The lot is bid on from its item's page: on an item the detail refuses to bidders (can_open
      // off, or restricted to higher memberships) the lot could be listed but never reached.
      if (!item.canOpen || item.restricted)
        throw HttpError.validation({ item: ['Bidders cannot open this item.'] });
      if (item.lotId !== null) throw HttpError.validation({ item: ['This item is already up for auction.'] });
      if (
        input.organisation !== null &&
        !seller.admin &&
        !seller.organisationIds.includes(input.organisation)
      ) {
        throw HttpError.validation({
          organisation: [`Invalid pk "${input.organisation}" - object does not exist.`],
        });
      }
      const organisationId = input.organisation ?? item.organisationId ?? seller.organisationIds[0] ?? null;
      const organisation =
        organisationId === null ? undefined : await repository.findOrganisationIncrements(organisationId);
      // An admin may name any organisation: one that does not exist is theirs to correct, not a 500.
      if (organisationId !== null && organisation === undefined) {
        throw HttpError.validation({
          organisation: [`Invalid pk "${organisationId}" - object does not exist.`],
        });
      }
      const increments = organisation?.increments ?? null;
      let id: number;
      try {
        id = await repository.insertLot({
          itemId: item.id,
          organisationId,
          number: input.number,
          currency: item.currency ?? 'NZD',
          estimateMinor: input.estimateMinor,
          startMinor: input.startMinor,
          reserveMinor: input.reserveMinor,
          buyersPremium: String(input.buyersPremium),
          opens: input.opens,
          closes: input.closes,
          originalCloses: input.closes,
          closingWindowMs: input.closingWindowMs,
          latestClose: input.latestClose,
          increments,
          created: clock?.now() ?? new Date(),
        });
      } catch (error) {
        if (isUniqueViolation(error))
          throw HttpError.validation({ item: ['This item is already up for auction.'] });
        throw error;
      }
      return lot(id, seller.id);
    },

    /** The lot as it stands, as a `bid` event (the first event of its stream). */
    async currentEvent(lotId: number): Promise<LotEvent> {
      const found = await repository.view(lotId, 0, clockNow());
      if (!found) throw HttpError.notFound();
      const record: LotRecord = found.view;
      return toLotEvent('bid', record, rulesOf(record), stateOf(record), afterLock(found.now));
    },

    /** Listens to a lot's events; answers the unsubscribe function. */
    subscribe(lotId: number, listener: (event: LotEvent) => void): () => void {
      return events.subscribe(lotTopic(lotId), (payload) => listener(payload as LotEvent));
    },

    /** The lot's engine view: its rules and state (for checking the server against the engine). */
    async engineState(lotId: number) {
      const found = await repository.view(lotId, 0, clockNow());
      if (!found) return undefined;
      const record: LotRecord = found.view;
      return { rules: rulesOf(record), state: stateOf(record), bidCount: record.bidCount };
    },
  };
}
