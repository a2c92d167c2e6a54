// `@trove/react/watch`: the watch toggle alone, for a gallery's tiles. `@trove/react/community`
// holds it too, with the pane's likes, comments, follows and the report dialog, whose react-aria
// dialog a tile's toggle never opens: loaded for the tiles, it made the site's gallery evaluate
// react-aria (and Intl's locale data) as the page came to rest, a 190 ms task under Lighthouse's
// 4x slowdown on a phone.

export { useToggleWatch, useWatchlist } from './useWatchlist';
export { WatchButton, type WatchButtonProps } from './WatchButton';
