// The member's orders (spec §2 Orders tab): the table, the order modal and their hooks.
export { OrderModal, type OrderModalProps } from './OrderModal';
export { OrdersTable, type OrdersTableProps } from './OrdersTable';
export { orderQueryKey, ordersQueryKey } from './orderQueryKeys';
export {
  type OrderModalTranslations,
  OrderModalView,
  type OrderModalViewProps,
  orderModalTranslations,
} from './ui/OrderModalView';
export { OrderStatusBadge } from './ui/OrderStatusBadge';
export {
  type OrdersTableTranslations,
  OrdersTableView,
  type OrdersTableViewProps,
  ordersTableTranslations,
} from './ui/OrdersTableView';
export { useOrder } from './useOrder';
export { useOrders } from './useOrders';
