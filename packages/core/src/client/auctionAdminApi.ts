import { type IncrementTable, type IncrementTableInput, incrementTableSchema } from '../schemas/increments';
import type { TroveClient } from './createTroveClient';
import { send } from './request';

/** What an auction house's admins set up: the increment table of its new lots. */
export interface AuctionAdminApi {
  /** The increment table an organisation's new lots take. */
  increments(organisation: number): Promise<IncrementTable>;
  /** Replaces it (an admin or owner of the organisation); `increments: null` goes back to the default. */
  setIncrements(organisation: number, input: IncrementTableInput): Promise<IncrementTable>;
}

export function createAuctionAdminApi(client: Pick<TroveClient, 'http'>): AuctionAdminApi {
  const { http } = client;
  const path = (organisation: number) => `auctions/increments/${organisation}/`;
  return {
    increments: (organisation) =>
      send(http, { method: 'get', path: path(organisation), schema: incrementTableSchema }),
    setIncrements: (organisation, input) =>
      send(http, {
        method: 'put',
        path: path(organisation),
        schema: incrementTableSchema,
        options: { json: input },
      }),
  };
}
