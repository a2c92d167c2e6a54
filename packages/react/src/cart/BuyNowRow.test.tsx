import { screen, waitFor } from '@testing-library/react';
import { availabilityFixture, basketLineFixture, shopHandlers } from '@trove/test-utils';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupMswServer } from '../testing/mswServer';
import { renderWithTrove } from '../testing/renderWithTrove';
import { BuyNowRow } from './BuyNowRow';

const server = setupMswServer();

const item = {
  title: 'Silver Fern Brooch',
  price: '85.00',
  currency: 'NZD',
  products: [{ url: '/api/shop/products/5/' }],
};

const messages = (toasts: ReturnType<typeof renderWithTrove>['toasts']) =>
  toasts.queue.visibleToasts.map((toast) => toast.content.message);

afterEach(() => vi.restoreAllMocks());

describe('BuyNowRow', () => {
  it('adds the item and says so, then shows it in the cart', async () => {
    server.use(...shopHandlers({ lines: [] }));
    const { user, toasts } = renderWithTrove(<BuyNowRow item={item} onViewCart={() => {}} />, {
      token: 'member',
    });
    expect(screen.getByText('$85.00')).toBeDefined();
    await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(messages(toasts)).toContain('Added Silver Fern Brooch to cart'));
    expect(await screen.findByText('In your cart')).toBeDefined();
    expect(screen.getByRole('button', { name: 'View cart' })).toBeDefined();
  });

  it('says Item currently unavailable for the reason Unavailable', async () => {
    server.use(...shopHandlers({ lines: [], addReason: 'Unavailable' }));
    const { user, toasts } = renderWithTrove(<BuyNowRow item={item} />, { token: 'member' });
    await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(messages(toasts)).toContain('Item currently unavailable'));
  });

  it('gives the reason of any other refusal after the spec text', async () => {
    const reason = 'Your cart holds items priced in AUD; this item is priced in NZD.';
    server.use(...shopHandlers({ lines: [], addReason: reason }));
    const { user, toasts } = renderWithTrove(<BuyNowRow item={item} />, { token: 'member' });
    await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    await waitFor(() =>
      expect(messages(toasts)).toContain(`Unable to add this item to your cart at this time. ${reason}`),
    );
  });

  it('opens a product sold elsewhere in a new tab', async () => {
    server.use(...shopHandlers({ lines: [], externalUrl: 'https://partner.example/item/5' }));
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user, toasts } = renderWithTrove(<BuyNowRow item={item} />, { token: 'member' });
    await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith('https://partner.example/item/5', '_blank', 'noopener'),
    );
    expect(messages(toasts)).toEqual([]);
  });

  it('sends an anonymous visitor to log in', async () => {
    server.use(...shopHandlers());
    const onLogin = vi.fn();
    const { user } = renderWithTrove(<BuyNowRow item={item} onLogin={onLogin} />);
    await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    expect(onLogin).toHaveBeenCalledOnce();
  });

  it('shows unavailable when the product cannot be bought, or its check fails', async () => {
    server.use(
      ...shopHandlers({
        availability: availabilityFixture({ is_available_to_buy: false, num_available: 0 }),
      }),
    );
    const first = renderWithTrove(<BuyNowRow item={item} />, { token: 'member' });
    expect(await screen.findByText('Unavailable')).toBeDefined();
    first.unmount();
    server.use(
      http.get('*/api/shop/products/:id/availability/', () =>
        HttpResponse.json({ detail: 'Oops' }, { status: 500 }),
      ),
    );
    renderWithTrove(<BuyNowRow item={item} />, { token: 'member' });
    expect(await screen.findByText('Unavailable')).toBeDefined();
  });

  it('shows in cart for a product the basket holds', async () => {
    server.use(
      ...shopHandlers({
        lines: [basketLineFixture({ product: '/api/shop/products/5/', title: 'Silver Fern Brooch' })],
      }),
    );
    renderWithTrove(<BuyNowRow item={item} />, { token: 'member' });
    expect(await screen.findByText('In your cart')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).toBeNull();
  });

  it('renders nothing for an item without a product', () => {
    const { container } = renderWithTrove(<BuyNowRow item={{ ...item, products: [] }} />);
    expect(container.querySelector('.trove-buy-now')).toBeNull();
  });
});
