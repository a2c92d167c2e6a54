import type { LotSort } from '@trove/core/auction';
import { useState } from 'react';
import { MyAuctionLotsView, type MyAuctionLotsViewProps } from './ui/MyAuctionLotsView';
import { useMyLots } from './useMyLots';

export interface MyAuctionLotsProps
  extends Omit<MyAuctionLotsViewProps, 'lots' | 'page' | 'sort' | 'failed'> {
  /** The page shown, when the site keeps it (e.g. in the URL); otherwise the component keeps it, from 1. */
  page?: number | undefined;
  /** The sort, when the site keeps it; otherwise the component keeps it, from the server's order. */
  sort?: LotSort | undefined;
}

/**
 * The signed-in member's lots over the API (the dashboard's Auctions › Lots): sortable by name,
 * estimate and closing date, 50 a page. A new sort goes back to page 1 (a site keeping the page
 * sets it to 1 in `onSortChange`).
 */
export function MyAuctionLots({
  page: controlledPage,
  sort: controlledSort,
  onPageChange,
  onSortChange,
  ...view
}: MyAuctionLotsProps) {
  const [ownPage, setOwnPage] = useState(1);
  const [ownSort, setOwnSort] = useState<LotSort | undefined>(undefined);
  const page = controlledPage ?? ownPage;
  const sort = controlledSort ?? ownSort;
  const lots = useMyLots({ sort, page });
  return (
    <MyAuctionLotsView
      {...view}
      lots={lots.data}
      failed={lots.isError && !lots.data}
      page={page}
      sort={sort}
      onPageChange={(next) => {
        setOwnPage(next);
        onPageChange?.(next);
      }}
      onSortChange={(next) => {
        setOwnSort(next);
        setOwnPage(1);
        onSortChange?.(next);
      }}
    />
  );
}
