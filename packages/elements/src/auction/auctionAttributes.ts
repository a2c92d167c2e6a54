import * as z from 'zod/mini';
import { positiveIdSchema, requiredAttribute } from '../elementAttributes';

/** `<trove-lot>`'s and `<trove-bid-panel>`'s attributes. */
export const auctionAttributesSchema = /* @__PURE__ */ z.object({
  /** The lot's id on the marketplace (required). */
  lotId: requiredAttribute('the number of a lot, e.g. lot-id="12"', positiveIdSchema),
});

export type AuctionAttributes = z.output<typeof auctionAttributesSchema>;
