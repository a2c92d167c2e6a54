// The listing forms' words (seed 000 §4, §5, §8; seed 001 §8), verbatim. The form, its toasts and
// the server's field errors all read them from here.

export const LISTING_MESSAGES = {
  required: 'This is required',
  titleTooLong: 'This is limited to 255 characters',
  /** The title is empty and the category field is shown. */
  titleOrCategoryRequired: 'Title or category is required',
  /** The title is empty and the category field is hidden. */
  titleRequired: 'Title is required',
  invalidUrl: 'Please provide a valid URL including http:// or https://',
  invalidVideoUrl: 'Please provide a valid YouTube or Vimeo URL including http:// or https://',
  imageRequired: 'At least one image required',
  countryCreated: 'Country not found and will be created',
  profileIncomplete: 'You must complete your profile before you can create listings',
  /** Item save 402: followed by the server's detail. */
  paymentProblem: 'Sorry there was a problem with your payment:',
  saveProblem: 'Sorry there was a problem saving your item, please try again',
  newListingProblem: 'Sorry there was a problem with your new listing, please try again',
  itemHeld: 'Item submitted for moderation',
  itemAdded: 'Item added',
  itemUpdated: 'Item updated',
  itemArchived: 'Item archived',
  itemPublished: 'Item published',
  priceLookupFailed: 'Error getting listing price',
  relisted: 'Item has been re-listed',
  relistFailed: 'Re-list failed. Please contact support to re-list this item.',
  noSites: 'No sites configured for sharing',
  noResults: 'No results found.',
  upgradeRequired: 'Upgrade required',
  permissionDenied: 'Permission denied',
  vimeoDetailsFailed: 'Error getting vimeo details',
  vimeoThumbnailsFailed: 'Error fetching vimeo thumbnails',
  /** Spec §9's help text of the image uploader. */
  imageLimitHelp: 'four images or fewer',
  /** Not in the spec: a price below the minimum (§5: minimum 0.01). */
  priceMinimum: 'Ensure this value is greater than or equal to 0.01.',
  /** Not in the spec: a price that is not an amount. */
  priceInvalid: 'A valid number is required.',
  /** Not in the spec (§5: realisation price max length 30). */
  realisationPriceTooLong: 'Ensure this field has no more than 30 characters.',
  /** Not in the spec (§5: stock count minimum 0, whole numbers). */
  stockInvalid: 'Enter a whole number of 0 or more.',
  /** Not in the spec (§5: website max 2048). */
  urlTooLong: 'This is limited to 2,048 characters',
  /** Not in the spec: a date that is not `YYYY-MM-DD`. */
  dateInvalid: 'Enter a valid date.',
  /** Not in the spec: publish-after before today (§5: the picker's minimum is today). */
  publishAfterPast: 'Choose today or a later date.',
  /** Not in the spec (§9: the image limit is 4). */
  tooManyImages: 'Add four images or fewer.',
  /** Not in the spec (§5: images only). */
  notAnImage: 'Only images can be uploaded.',
  /** Not in the spec (§9: uploads up to 524,288,000 bytes). */
  fileTooLarge: 'This file is too large to upload.',
  /** Not in the spec: the boost form (§5: number, required, 0 to 100, step 1). */
  boostRange: 'Enter a whole number from 0 to 100.',
  /** Not in the spec: boost saved. */
  boostSaved: 'Boost updated',
  /** Not in the spec: a re-list of a listing that has not expired. */
  relistNotExpired: 'Only an expired listing can be re-listed.',
} as const;

/** §8 Item save 402: 'Sorry there was a problem with your payment: {detail}'. */
export function paymentProblemMessage(detail: string | undefined): string {
  return detail ? `${LISTING_MESSAGES.paymentProblem} ${detail}` : LISTING_MESSAGES.paymentProblem;
}

/** §8 Share success: 'Shared to {site} <{id}>'. */
export function sharedMessage(site: string, id: string | number): string {
  return `Shared to ${site} <${id}>`;
}

/** §4 archive toggle: 'Item archived' or 'Item published' (events: 'Event archived/published'). */
export function archiveToggleMessage(archived: boolean, kind: 'Item' | 'Event' = 'Item'): string {
  return `${kind} ${archived ? 'archived' : 'published'}`;
}
