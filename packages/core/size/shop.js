// size-limit entry: @trove/core/shop in full (schemas, client with ky and zod/mini, cart and checkout rules).
export * from '../dist/shop.js';
