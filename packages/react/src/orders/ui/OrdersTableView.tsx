import type { Page } from '@trove/core';
import { formatLongDate } from '@trove/core/gallery';
import { ORDERS_PAGE_SIZE, type Order } from '@trove/core/shop';
import { type ReactNode, useId } from 'react';
import { pageCountOf } from '../../shell/pagination';
import { type PaginationTranslations, PaginationView } from '../../shell/ui/PaginationView';
import { cx } from '../../styles/cx';
import { formatMoney } from './money';
import { OrderStatusBadge } from './OrderStatusBadge';

export interface OrdersTableTranslations extends PaginationTranslations {
  title: string;
  number: string;
  date: string;
  status: string;
  total: string;
  /** The order number's button: what it does, for screen readers. */
  openOrder: (number: string) => string;
  loading: string;
  failed: string;
  retry: string;
  empty: string;
}

export const ordersTableTranslations: OrdersTableTranslations = {
  title: 'Orders',
  number: 'Order number',
  date: 'Date',
  status: 'Status',
  total: 'Total',
  openOrder: (number) => `Order ${number}`,
  loading: 'Loading',
  failed: 'Sorry, your orders could not be loaded.',
  retry: 'Try again',
  empty: 'No results found',
  label: 'Pagination',
  previous: 'Previous',
  next: 'Next',
  page: (page) => `Page ${page}`,
};

type Slot = 'root' | 'title' | 'alert' | 'table' | 'row' | 'number' | 'status' | 'pagination';

export interface OrdersTableViewProps {
  /** The current page of orders; `undefined` while it loads. */
  orders: Page<Order> | undefined;
  /** The page shown, from 1. */
  page: number;
  onPageChange?: ((page: number) => void) | undefined;
  /** Clicking an order's number (spec: opens the order modal). */
  onOpenOrder?: ((order: Order) => void) | undefined;
  /**
   * Loading the orders failed (spec §8: an error flag): an alert instead of the table, with Try
   * again when `onRetry` is given.
   */
  failed?: boolean | undefined;
  onRetry?: (() => void) | undefined;
  /** The time zone of the dates. Default: the browser's. */
  timeZone?: string | undefined;
  /** Default: 50, the spec's. */
  pageSize?: number | undefined;
  classNames?: Partial<Record<Slot, string>> | undefined;
  translations?: Partial<OrdersTableTranslations> | undefined;
}

/** Spec §2 Orders tab: the member's orders, 50 a page: number, date, status and total. */
export function OrdersTableView({
  orders,
  page,
  onPageChange,
  onOpenOrder,
  failed = false,
  onRetry,
  timeZone,
  pageSize = ORDERS_PAGE_SIZE,
  classNames = {},
  translations,
}: OrdersTableViewProps) {
  const t = { ...ordersTableTranslations, ...translations };
  const titleId = useId();
  let content: ReactNode;
  if (failed) {
    content = (
      <div
        role="alert"
        className={cx('trove-alert', 'trove-alert--error', 'trove-orders__alert', classNames.alert)}
      >
        <p>{t.failed}</p>
        {onRetry && (
          <button type="button" className="trove-button" onClick={onRetry}>
            {t.retry}
          </button>
        )}
      </div>
    );
  } else if (orders === undefined) {
    content = <div role="status" aria-label={t.loading} className="trove-spinner" />;
  } else {
    content = (
      <>
        <table
          className={cx('trove-table', 'trove-orders__table', classNames.table)}
          aria-labelledby={titleId}
        >
          <thead>
            <tr>
              <th scope="col">{t.number}</th>
              <th scope="col">{t.date}</th>
              <th scope="col">{t.status}</th>
              <th scope="col" className="trove-orders__total">
                {t.total}
              </th>
            </tr>
          </thead>
          <tbody>
            {orders.results.length === 0 ? (
              <tr>
                <td colSpan={4} className="trove-table__empty">
                  {t.empty}
                </td>
              </tr>
            ) : (
              orders.results.map((order) => (
                <tr key={order.number} className={cx('trove-orders__row', classNames.row)}>
                  <th scope="row">
                    <button
                      type="button"
                      className={cx(
                        'trove-button',
                        'trove-button--link',
                        'trove-orders__number',
                        classNames.number,
                      )}
                      aria-label={t.openOrder(order.number)}
                      aria-haspopup="dialog"
                      onClick={() => onOpenOrder?.(order)}
                    >
                      {order.number}
                    </button>
                  </th>
                  <td>
                    <time dateTime={order.date_placed}>
                      {formatLongDate(order.date_placed, { timeZone })}
                    </time>
                  </td>
                  <td>
                    <OrderStatusBadge status={order.status} className={classNames.status} />
                  </td>
                  <td className="trove-orders__total">{formatMoney(order.total_incl_tax, order.currency)}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
        <PaginationView
          page={page}
          pageCount={pageCountOf(orders.count, pageSize)}
          onPageChange={onPageChange}
          translations={t}
          classNames={{ root: classNames.pagination }}
        />
      </>
    );
  }
  return (
    <section aria-labelledby={titleId} className={cx('trove-root', 'trove-orders', classNames.root)}>
      <h2 id={titleId} className={cx('trove-orders__title', classNames.title)}>
        {t.title}
      </h2>
      {content}
    </section>
  );
}
