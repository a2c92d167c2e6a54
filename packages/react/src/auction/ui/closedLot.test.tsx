import { render, screen, within } from '@testing-library/react';
import { initialBiddingPanel, type Lot } from '@trove/core/auction';
import { lotFixture } from '@trove/test-utils';
import { describe, expect, it } from 'vitest';
import { BiddingPanelView } from './BiddingPanelView';
import { LotPanelView } from './LotPanelView';

// A closed lot as the issue found it: "You have the leading bid" and "You won" together under
// "Place a bid", with the labels Current bid and Closes. Closed, the panels say how it ended.
function renderClosed(lot: Lot) {
  render(
    <>
      <LotPanelView lot={lot} phase="closed" remainingMs={0} timeZone="UTC" />
      <BiddingPanelView lot={lot} phase="closed" state={initialBiddingPanel(lot)} signedIn userId={7} />
    </>,
  );
  const facts = Object.fromEntries(
    [...document.querySelectorAll('.trove-lot-panel__fact')].map((fact) => [
      fact.querySelector('dt')?.textContent,
      fact.querySelector('dd')?.textContent,
    ]),
  );
  const bidding = screen.getByRole('region', { name: /Auction result|Place a bid/ });
  return { facts, bidding: within(bidding) };
}

const sold = { current_bid: 1200, reserve_status: 'Reserve met', closed: true } as const;

describe('a closed lot', () => {
  it('won: You won, Sold for and Closed, without the leading bid or a bid form', () => {
    const { facts, bidding } = renderClosed(lotFixture({ ...sold, has_leading_bid: true, status: 'won' }));
    expect(bidding.getByRole('heading').textContent).toBe('Auction result');
    expect(bidding.getByText('You won')).toBeDefined();
    expect(screen.queryByText('You have the leading bid')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(Object.keys(facts)).toContain('Sold for');
    expect(Object.keys(facts)).toContain('Closed');
    expect(Object.keys(facts)).not.toContain('Current bid');
    expect(Object.keys(facts)).not.toContain('Closes');
    expect(facts['Sold for']).toContain('1,200');
  });

  it('lost: the member bid and did not win', () => {
    const { bidding } = renderClosed(lotFixture({ ...sold, has_leading_bid: false, status: 'lost' }));
    expect(bidding.getByText('You did not win this lot.')).toBeDefined();
    expect(screen.queryByText('You won')).toBeNull();
  });

  it('lost under the reserve: the leader did not win, and is told why', () => {
    const { facts, bidding } = renderClosed(
      lotFixture({ ...sold, reserve_status: 'Reserve not met', has_leading_bid: true, status: 'lost' }),
    );
    expect(bidding.getByText('You did not win this lot. The reserve was not met.')).toBeDefined();
    expect(Object.keys(facts)).toContain('Highest bid');
    expect(screen.queryByText('You have the leading bid')).toBeNull();
  });

  it('sold, to someone who did not bid (a seller, a watcher): Sold for the price', () => {
    const { bidding } = renderClosed(lotFixture({ ...sold, status: 'sold' }));
    expect(bidding.getByText('Sold for $1,200')).toBeDefined();
  });

  it('closed without a sale: no bids, the starting bid and closed', () => {
    const { facts, bidding } = renderClosed(
      lotFixture({ bids: [], current_bid: null, bid_count: 0, closed: true, status: 'closed' }),
    );
    expect(bidding.getByText('This auction has closed.')).toBeDefined();
    expect(Object.keys(facts)).toContain('Starting bid');
  });

  it('closed by the clock before the server says how it ended: closed, and no win claimed yet', () => {
    const { bidding } = renderClosed(lotFixture({ ...sold, has_leading_bid: true, status: 'open' }));
    expect(bidding.getByText('This auction has closed.')).toBeDefined();
    expect(screen.queryByText('You won')).toBeNull();
    expect(screen.queryByText('You have the leading bid')).toBeNull();
  });

  it('won, with a cart: Pay now links to it; lost or sold to another: no Pay now', () => {
    const { rerender } = render(
      <LotPanelView
        lot={lotFixture({ ...sold, status: 'won' })}
        phase="closed"
        remainingMs={0}
        payNowHref="/cart"
      />,
    );
    expect(screen.getByRole('link', { name: 'Pay now' }).getAttribute('href')).toBe('/cart');
    rerender(
      <LotPanelView
        lot={lotFixture({ ...sold, status: 'lost' })}
        phase="closed"
        remainingMs={0}
        payNowHref="/cart"
      />,
    );
    expect(screen.queryByRole('link', { name: 'Pay now' })).toBeNull();
    rerender(
      <LotPanelView
        lot={lotFixture({ ...sold, status: 'sold' })}
        phase="closed"
        remainingMs={0}
        payNowHref="/cart"
      />,
    );
    expect(screen.queryByRole('link', { name: 'Pay now' })).toBeNull();
    // the server's answer from before the close still says open: nothing to pay yet
    rerender(
      <LotPanelView
        lot={lotFixture({ ...sold, status: 'won' })}
        phase="open"
        remainingMs={1000}
        payNowHref="/cart"
      />,
    );
    expect(screen.queryByRole('link', { name: 'Pay now' })).toBeNull();
  });

  it('won and paid for: Paid, and no Pay now', () => {
    render(
      <LotPanelView
        lot={lotFixture({ ...sold, status: 'won', paid: true })}
        phase="closed"
        remainingMs={0}
        payNowHref="/cart"
      />,
    );
    expect(screen.getByText('Paid')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Pay now' })).toBeNull();
  });
});
