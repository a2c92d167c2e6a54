// `@trove/react/listing-community`: a pane's likes, watch, follow, sharing and comments alone.
// `@trove/react/community` holds them too, with the report dialog of the watchdog page (react-aria),
// which the pane only links to: loaded for the pane, it made a listing's page evaluate react-aria
// (and Intl's locale data) as the pane first showed.
export { ListingCommunity, type ListingCommunityProps } from './ListingCommunity';
