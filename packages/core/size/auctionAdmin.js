// size-limit entry: @trove/core/auction-admin in full (increment table rule, schemas, client with ky and zod/mini).
export * from '../dist/auctionAdmin.js';
