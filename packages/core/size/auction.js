// size-limit entry: @trove/core/auction in full (engine, schemas, clock, bidding rules, client with ky and zod/mini).
export * from '../dist/auction.js';
