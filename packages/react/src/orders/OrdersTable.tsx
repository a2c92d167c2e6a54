import { useState } from 'react';
import { OrdersTableView, type OrdersTableViewProps } from './ui/OrdersTableView';
import { useOrders } from './useOrders';

export interface OrdersTableProps
  extends Omit<OrdersTableViewProps, 'orders' | 'page' | 'failed' | 'onRetry'> {
  /** The page shown, when the site keeps it (e.g. in the URL); otherwise the component keeps it, from 1. */
  page?: number | undefined;
}

/** The member's orders over the API (spec §2 Orders tab); a failed load says so, with Try again. */
export function OrdersTable({ page: controlledPage, onPageChange, ...view }: OrdersTableProps) {
  const [ownPage, setOwnPage] = useState(1);
  const page = controlledPage ?? ownPage;
  const orders = useOrders(page);
  return (
    <OrdersTableView
      {...view}
      orders={orders.data}
      failed={orders.isError && !orders.data}
      onRetry={() => void orders.refetch()}
      page={page}
      onPageChange={(next) => {
        setOwnPage(next);
        onPageChange?.(next);
      }}
    />
  );
}
