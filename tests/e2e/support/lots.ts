import { type APIRequestContext, expect } from '@playwright/test';
import { PASSWORD } from './signedIn';

/** The demo auction house, whose items the tests put up for auction. */
export const HOUSE = 'auctionhouse@demo.trove.test';
/**
 * The demo club, whose items are put up once the house's run out: the specs side by side share
 * one server, and the house has only five items bidders can open. No spec bids as the club.
 */
const CLUB = 'club@demo.trove.test';

/** A demo account's token, signed in through the API. */
export async function demoToken(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post('/api/auth/login/', { data: { email, password: PASSWORD } });
  expect(response.ok()).toBe(true);
  return (await response.json()).auth_token as string;
}

/**
 * A lot on one of the auction house's items (or, once they are taken, the club's) that is not up
 * for auction yet and that bidders can open, open now and closing in `closesInSeconds`, with no
 * reserve and a start price of 10. Returns the item's and the lot's ids and the item's title.
 */
export async function createShortLot(
  request: APIRequestContext,
  { closesInSeconds, windowSeconds }: { closesInSeconds: number; windowSeconds: number },
): Promise<{ itemId: number; lotId: number; title: string }> {
  for (const seller of [HOUSE, CLUB]) {
    const token = await demoToken(request, seller);
    const headers = { authorization: `Token ${token}` };
    const owner = await (await request.get('/api/auth/user/', { headers })).json();
    const tiles = await (await request.get(`/api/gallery/collectables/?uid=${owner.id}`)).json();
    for (const tile of tiles.results as {
      id: number;
      title: string;
      item_type: string;
      for_sale_by_auction: boolean;
    }[]) {
      if (tile.item_type !== 'ITEM' || tile.for_sale_by_auction) continue;
      const now = Date.now();
      const response = await request.post('/api/auctions/lots/', {
        headers,
        data: {
          item: tile.id,
          start_price: 10,
          buyers_premium: 10,
          opens: new Date(now - 60_000).toISOString(),
          closes: new Date(now + closesInSeconds * 1000).toISOString(),
          closing_window_seconds: windowSeconds,
        },
      });
      // another test took this item meanwhile, it was sold, or bidders cannot open it: the next one
      if (response.status() === 400) continue;
      expect(response.status()).toBe(201);
      const lot = await response.json();
      return { itemId: tile.id, lotId: lot.id as number, title: tile.title };
    }
  }
  throw new Error('The auction house and the club have no item left to put up for auction');
}
