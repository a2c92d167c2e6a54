import { useNavigate } from '@tanstack/react-router';
import type { Order } from '@trove/core/shop';
import { OrderModal, OrdersTable } from '@trove/react/cart';
import { useState } from 'react';
import { usePageMeta } from '../app/pageMeta';
import { DashboardLayout } from './DashboardLayout';

/**
 * Spec §2 home.dashboard.orders (/orders): the member's orders, the page in the URL; an order's
 * number opens its modal, kept in the URL too (`?order=100001`) so reload and back keep it.
 */
export function OrdersPage({ page, order }: { page: number; order: string | undefined }) {
  usePageMeta('Orders');
  const navigate = useNavigate();
  // the order as the table listed it, shown while its detail loads
  const [listed, setListed] = useState<Order | undefined>(undefined);
  return (
    <DashboardLayout title="Your account">
      <OrdersTable
        page={page}
        onPageChange={(next) => navigate({ to: '/orders', search: { page: next } })}
        onOpenOrder={(chosen) => {
          setListed(chosen);
          void navigate({ to: '/orders', search: { page, order: chosen.number } });
        }}
      />
      {order !== undefined && (
        <OrderModal
          number={order}
          listed={listed?.number === order ? listed : undefined}
          onClose={() => navigate({ to: '/orders', search: { page }, replace: true })}
        />
      )}
    </DashboardLayout>
  );
}
