// Auction texts of the spec (seed 001 §4, §5, §8), shared by the server and the UI.

export const AUCTION_MESSAGES = {
  nowOpen: 'Auction is now open',
  nowClosed: 'Auction is now closed',
  amountRequired: 'Amount required',
  /** Followed by the amount as `formatPrice` gives it: Minimum bid is $12.00, Minimum bid is $150. */
  minimumBidPrefix: 'Minimum bid is',
  profileIncomplete:
    'You must complete your profile and verify your email address before you can bid on an auction.',
  noPermission: 'You do not have permission to place this bid',
  errorPlacingBid: 'Error placing bid',
  bidPlaced: 'Bid placed',
  outbid: 'You have been out bid',
  youWon: 'You won',
  /** Followed by the new closing time: a late bid moved the close (soft close). */
  extendedPrefix: 'Closing time extended to',
  errorGettingLot: 'Error getting lot details',
  errorGettingLots: 'Error getting lots',
  /** Server refusals (non_field_errors) not worded by the spec. */
  notOpen: 'This auction has not opened yet.',
  closed: 'This auction has closed.',
  ownLot: 'You cannot bid on your own lot.',
  reserveMet: 'Reserve met',
  noReserve: 'No reserve',
  reserveNotMet: 'Reserve not met',
} as const;
