import * as z from 'zod/mini';
import { positiveIdSchema, requiredAttribute } from '../elementAttributes';

/** `<trove-item>`'s attributes. */
export const itemAttributesSchema = /* @__PURE__ */ z.object({
  /** The item's id on the marketplace (required). */
  itemId: requiredAttribute('the number of an item, e.g. item-id="42"', positiveIdSchema),
});

export type ItemAttributes = z.output<typeof itemAttributesSchema>;
