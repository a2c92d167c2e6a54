import { formatLongDate } from '@trove/core/gallery';
import type { Order } from '@trove/core/shop';
import type { ReactNode } from 'react';
import { ModalDialog } from '../../shell/ui/ModalDialog';
import { cx } from '../../styles/cx';
import { cents, formatMoney } from './money';
import { OrderStatusBadge } from './OrderStatusBadge';

export interface OrderModalTranslations {
  title: (number: string) => string;
  close: string;
  placed: string;
  status: string;
  lines: string;
  item: string;
  price: string;
  /** A line of more than one unit: `× 2`. */
  quantity: (quantity: number) => string;
  shipping: string;
  shippingAddress: string;
  tax: string;
  total: string;
  loading: string;
  failed: string;
}

export const orderModalTranslations: OrderModalTranslations = {
  title: (number) => `Order ${number}`,
  close: 'Close',
  placed: 'Placed',
  status: 'Status',
  lines: 'Items',
  item: 'Item',
  price: 'Price (excl. tax)',
  quantity: (quantity) => `× ${quantity}`,
  shipping: 'Shipping',
  shippingAddress: 'Shipping address',
  tax: 'Tax',
  total: 'Total (incl. tax)',
  loading: 'Loading',
  failed: 'Sorry, this order could not be loaded.',
};

type Slot = 'root' | 'lines' | 'line' | 'image' | 'summary' | 'status';

export interface OrderModalViewProps {
  /** The order's number (the modal's title while the order loads). */
  number: string;
  /** The order; `undefined` while it loads. */
  order: Order | undefined;
  /** The order could not be loaded. */
  failed?: boolean | undefined;
  /** Escape, a click outside and the close button. */
  onClose?: (() => void) | undefined;
  /** The time zone of the date placed. Default: the browser's. */
  timeZone?: string | undefined;
  classNames?: Partial<Record<Slot, string>> | undefined;
  translations?: Partial<OrderModalTranslations> | undefined;
}

/**
 * Spec §2 Orders tab: an order in a modal. Its lines (image, title, description, price excluding
 * tax), the shipping method and address, the tax only when the totals differ, the total including
 * tax and the status badge.
 */
export function OrderModalView({
  number,
  order,
  failed = false,
  onClose,
  timeZone,
  classNames = {},
  translations,
}: OrderModalViewProps) {
  const t = { ...orderModalTranslations, ...translations };
  let body: ReactNode;
  if (failed) {
    body = (
      <p role="alert" className="trove-alert trove-alert--error">
        {t.failed}
      </p>
    );
  } else if (order === undefined) {
    body = <div role="status" aria-label={t.loading} className="trove-spinner" />;
  } else {
    const money = (amount: string | number) => formatMoney(amount, order.currency);
    const tax = cents(order.total_incl_tax) - cents(order.total_excl_tax);
    body = (
      <div className="trove-order">
        <dl className="trove-order__meta">
          <div>
            <dt>{t.status}</dt>
            <dd>
              <OrderStatusBadge status={order.status} className={classNames.status} />
            </dd>
          </div>
          <div>
            <dt>{t.placed}</dt>
            <dd>
              <time dateTime={order.date_placed}>{formatLongDate(order.date_placed, { timeZone })}</time>
            </dd>
          </div>
        </dl>
        <ul className={cx('trove-order__lines', classNames.lines)} aria-label={t.lines}>
          {order.lines.map((line) => (
            <li key={line.url} className={cx('trove-order__line', classNames.line)}>
              {line.product.image ? (
                <img
                  src={line.product.image}
                  alt=""
                  className={cx('trove-order__image', classNames.image)}
                  width={64}
                  height={64}
                  loading="lazy"
                />
              ) : (
                <span aria-hidden="true" className={cx('trove-order__image', classNames.image)} />
              )}
              <div className="trove-order__line-text">
                <p className="trove-order__line-title">{line.product.title || line.title}</p>
                {line.product.description && (
                  <p className="trove-order__line-description">{line.product.description}</p>
                )}
              </div>
              <p className="trove-order__line-price">
                <span className="trove-visually-hidden">{t.price}: </span>
                {money(line.price_excl_tax)}
                {line.quantity > 1 && (
                  <span className="trove-order__quantity"> {t.quantity(line.quantity)}</span>
                )}
              </p>
            </li>
          ))}
        </ul>
        <dl className={cx('trove-order__summary', classNames.summary)}>
          <div>
            <dt>{t.shipping}</dt>
            <dd>
              {order.shipping_method}
              {cents(order.shipping_excl_tax) > 0 && (
                <span className="trove-order__shipping-price"> {money(order.shipping_excl_tax)}</span>
              )}
            </dd>
          </div>
          {order.shipping_address && (
            <div>
              <dt>{t.shippingAddress}</dt>
              <dd>{order.shipping_address.search_text}</dd>
            </div>
          )}
          {tax !== 0 && (
            <div>
              <dt>{t.tax}</dt>
              <dd>{money(tax / 100)}</dd>
            </div>
          )}
          <div className="trove-order__total">
            <dt>{t.total}</dt>
            <dd>{money(order.total_incl_tax)}</dd>
          </div>
        </dl>
      </div>
    );
  }
  return (
    <ModalDialog
      title={t.title(number)}
      onClose={onClose}
      closeLabel={t.close}
      className={cx('trove-order-modal', classNames.root)}
    >
      {body}
    </ModalDialog>
  );
}
