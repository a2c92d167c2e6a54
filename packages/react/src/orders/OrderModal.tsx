import type { Order } from '@trove/core/shop';
import { OrderModalView, type OrderModalViewProps } from './ui/OrderModalView';
import { useOrder } from './useOrder';

export interface OrderModalProps extends Omit<OrderModalViewProps, 'order' | 'failed'> {
  /** The order as the table listed it: shown at once while its detail loads. */
  listed?: Order | undefined;
}

/** One of the member's orders in a modal, over the API (`GET /api/shop/orders/{number}/`). */
export function OrderModal({ number, listed, ...view }: OrderModalProps) {
  const order = useOrder(number, listed);
  return (
    <OrderModalView {...view} number={number} order={order.data} failed={order.isError && !order.data} />
  );
}
