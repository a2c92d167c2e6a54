import { screen, within } from '@testing-library/react';
import type { Order } from '@trove/core/shop';
import { orderFixture, orderListFixture, ordersPageFixture } from '@trove/test-utils';
import { HttpResponse, http } from 'msw';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { setupMswServer } from '../testing/mswServer';
import { renderWithTrove } from '../testing/renderWithTrove';
import { OrderModal } from './OrderModal';
import { OrdersTable } from './OrdersTable';

const server = setupMswServer();

/** `GET /api/shop/orders/` over `all`, 50 a page, and `GET /api/shop/orders/{number}/`. */
function ordersHandlers(all: Order[], detail: (order: Order) => Order = (order) => order) {
  return [
    http.get('*/api/shop/orders/', ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page') ?? 1);
      return HttpResponse.json(ordersPageFixture(all, page));
    }),
    http.get('*/api/shop/orders/:number/', ({ params }) => {
      const order = all.find((one) => one.number === params.number);
      return order
        ? HttpResponse.json(detail(order))
        : HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
    }),
  ];
}

/** The table, and the modal of the order whose number was clicked, as the site joins them. */
function OrdersWithModal() {
  const [open, setOpen] = useState<Order | null>(null);
  return (
    <>
      <OrdersTable timeZone="Pacific/Auckland" onOpenOrder={setOpen} />
      {open && <OrderModal number={open.number} listed={open} onClose={() => setOpen(null)} />}
    </>
  );
}

describe('OrdersTable', () => {
  it("lists the member's orders: number, date, status and total", async () => {
    server.use(
      ...ordersHandlers([
        orderFixture({ number: '100002', status: 'Pending', date_placed: '2025-06-02T01:00:00Z' }),
        orderFixture({ number: '100001', total_incl_tax: '1250.50', total_excl_tax: '1250.50' }),
      ]),
    );
    renderWithTrove(<OrdersTable timeZone="Pacific/Auckland" />, { token: 'member' });
    await screen.findByRole('button', { name: 'Order 100002' });
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      ['100002', '2 June 2025', 'Pending', '$130.00'],
      ['100001', '1 June 2025', 'Being Processed', '$1,250.50'],
    ]);
  });

  it('pages through 50 a page', async () => {
    server.use(...ordersHandlers(orderListFixture(70)));
    const { user } = renderWithTrove(<OrdersTable />, { token: 'member' });
    expect(await screen.findAllByRole('row')).toHaveLength(51);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await vi.waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(21));
    expect(screen.getByRole('button', { name: 'Order 100020' })).toBeDefined();
  });

  it('says No results found when there are none', async () => {
    server.use(...ordersHandlers([]));
    renderWithTrove(<OrdersTable />, { token: 'member' });
    expect(await screen.findByText('No results found')).toBeDefined();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it('sets its error flag when the orders fail to load, and Try again loads them', async () => {
    let fail = true;
    server.use(
      http.get('*/api/shop/orders/', () =>
        fail
          ? HttpResponse.json({ detail: 'A server error occurred.' }, { status: 500 })
          : HttpResponse.json(ordersPageFixture([orderFixture()])),
      ),
    );
    const { user } = renderWithTrove(<OrdersTable />, { token: 'member' });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Sorry, your orders could not be loaded.',
    );
    expect(screen.queryByRole('table')).toBeNull();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Order 100001' })).toBeDefined();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("opens an order's modal from its number, with the order's detail from the API", async () => {
    server.use(
      ...ordersHandlers([orderFixture()], (order) => ({
        ...order,
        total_excl_tax: '113.04',
        total_incl_tax: '130.00',
        shipping_method: 'Express shipping',
      })),
    );
    const { user } = renderWithTrove(<OrdersWithModal />, { token: 'member' });
    await user.click(await screen.findByRole('button', { name: 'Order 100001' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Order 100001' }));
    // the detail replaces the listed order: its shipping and its tax (the totals differ)
    expect(await dialog.findByText('Express shipping')).toBeDefined();
    expect(dialog.getByText('Tax').nextElementSibling?.textContent).toBe('$16.96');
    expect(dialog.getByText('1933 Kiwi Florin')).toBeDefined();
    await user.click(dialog.getByRole('button', { name: 'Close' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says when an order cannot be loaded', async () => {
    server.use(...ordersHandlers([]));
    renderWithTrove(<OrderModal number="999999" />, { token: 'member' });
    const dialog = within(await screen.findByRole('dialog', { name: 'Order 999999' }));
    expect((await dialog.findByRole('alert')).textContent).toBe('Sorry, this order could not be loaded.');
  });
});
