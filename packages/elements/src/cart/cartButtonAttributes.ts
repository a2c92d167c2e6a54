import * as z from 'zod/mini';

/** `<trove-cart-button>` takes no attribute of its own, only `api-base`. */
export const cartButtonAttributesSchema = /* @__PURE__ */ z.object({});
