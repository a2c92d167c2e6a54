import type { OrderStatus } from '@trove/core/shop';
import { cx } from '../../styles/cx';

/** `Being Processed` to `being-processed`: the status's class modifier. */
const modifier = (status: OrderStatus) => status.toLowerCase().replace(/\s+/g, '-');

/** An order's status (spec §3: Being Processed, Pending, Cancelled, Processed) as a coloured badge. */
export function OrderStatusBadge({
  status,
  className,
}: {
  status: OrderStatus;
  className?: string | undefined;
}) {
  return (
    <span
      className={cx(
        'trove-badge',
        'trove-order-status',
        `trove-order-status--${modifier(status)}`,
        className,
      )}
    >
      {status}
    </span>
  );
}
