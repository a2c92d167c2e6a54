// @trove/core/server: what only the server uses, kept out of the entries that pages and widgets
// load (each has a size budget): the request schemas it checks with DRF's messages, the bounds of
// the database's integers, and the currency rates its price sorts convert by. The shop's rules
// (addresses, messages, fees) it takes from @trove/core/shop, as the cart does.

// The community's wire shapes (issue 15), shared with the community module's client.
export * from './community/schemas';
export { convertPrice, DEFAULT_CURRENCY_RATES, ratesInCurrency } from './format/currency';
export {
  bidInputSchema,
  isLotSort,
  lotListQuerySchema,
  MAX_BID_AMOUNT,
} from './schemas/auctionRequests';
export { DATABASE_INT_MAX, databaseIntSchema } from './schemas/databaseInt';
export { type GalleryQuery, galleryQuerySchema } from './schemas/galleryQuery';
export { pageQuerySchema } from './schemas/pageQuery';
export {
  SAVED_SEARCH_LIST_LIMITS,
  savedSearchInputSchema,
  savedSearchParamsInputSchema,
} from './schemas/savedSearchInput';
export {
  addProductBodySchema,
  addressInputSchema,
  checkoutBodySchema,
  MAX_PRODUCT_OPTIONS,
  productOptionSchema,
  shippingMethodsBodySchema,
  shopIdSchema,
} from './schemas/shopRequests';
