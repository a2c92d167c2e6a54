// size-limit entry: @trove/core/listing in full (listing schemas, client, item form rules, cascade, image and video rules, with ky and zod/mini).
export * from '../dist/listing.js';
