import * as z from 'zod/mini';
import { optionalAttribute } from '../elementAttributes';

/** `<trove-search>`'s attributes. */
export const searchAttributesSchema = /* @__PURE__ */ z.object({
  /**
   * The id of the `<trove-gallery>` on the same page that a search drives. Without it the search
   * only dispatches `trove:search`.
   */
  for: optionalAttribute(
    'the id of a <trove-gallery> on this page, e.g. for="coins-gallery"',
    z.string().check(z.regex(/^[^\s"'#]+$/)),
  ),
});

export type SearchAttributes = z.output<typeof searchAttributesSchema>;
