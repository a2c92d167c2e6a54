// @trove/core/auction-admin: what an auction house's admins set up, kept out of the bidding entry
// that partner pages load: the increment table's rule, its messages, schemas and client.

export {
  INCREMENT_MESSAGES,
  incrementTableError,
  MAX_INCREMENT_BANDS,
  mayEditAnyIncrements,
  mayEditIncrements,
} from './auction/increments';
export { type AuctionAdminApi, createAuctionAdminApi } from './client/auctionAdminApi';
export * from './schemas/increments';
