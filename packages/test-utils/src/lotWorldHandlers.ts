import type { BidInput } from '@trove/core/auction';
import { HttpResponse, http } from 'msw';
import { type LotWorld, refusalBody, worldBidResult } from './lotBehaviourSpec';

/** msw handlers serving the behaviour spec's world: its lot, and its bids accepted or refused. */
export function lotWorldHandlers(world: LotWorld) {
  return [
    http.get('*/api/auctions/lots/:id/', () => HttpResponse.json(world.lot)),
    http.post('*/api/auctions/lots/:id/bids/', async ({ request }) => {
      const input = (await request.json()) as BidInput;
      if (world.refusal)
        return HttpResponse.json(refusalBody(world.refusal), { status: world.refusal.status });
      const result = worldBidResult(world.lot, input);
      world.lot = { ...result.lot, bids: world.lot.bids };
      return HttpResponse.json(result, { status: 201 });
    }),
  ];
}
