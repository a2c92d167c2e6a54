import { useAuthToken } from '../auth/useAuthToken';
import { WatchButtonView, type WatchButtonViewProps } from './ui/WatchButtonView';
import { useToggleWatch, useWatchlist } from './useWatchlist';

export interface WatchButtonProps
  extends Omit<WatchButtonViewProps, 'watched' | 'signedIn' | 'pending' | 'onToggle'> {
  /** The item watched. */
  itemId: number;
}

/** The watch toggle over the member's watchlist; signed out, it goes to log in. */
export function WatchButton({ itemId, ...view }: WatchButtonProps) {
  const signedIn = useAuthToken() !== null;
  const watchlist = useWatchlist();
  const toggle = useToggleWatch();
  return (
    <WatchButtonView
      {...view}
      watched={watchlist.data?.includes(itemId) ?? false}
      signedIn={signedIn}
      pending={signedIn && (watchlist.isPending || toggle.isPending)}
      onToggle={() => toggle.mutate(itemId)}
    />
  );
}
