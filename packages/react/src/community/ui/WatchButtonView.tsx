import { cx } from '../../styles/cx';
import { type CommunityTranslations, communityTranslations } from './communityTranslations';
import { EyeIcon } from './icons';

export interface WatchButtonViewProps {
  /** Whether the listing is on the member's watchlist. */
  watched: boolean;
  /** Signed out: the button goes to log in (`onLogin`). Default: true. */
  signedIn?: boolean;
  /** While the watchlist is read or saved. */
  pending?: boolean;
  /** A tile's small toggle: the eye alone, named by its label. Default: false. */
  compact?: boolean;
  onToggle?: () => void;
  onLogin?: () => void;
  className?: string | undefined;
  translations?: Partial<CommunityTranslations>;
}

/** The watch toggle (§4 Watchlist membership toggles) of a tile or a pane. */
export function WatchButtonView({
  watched,
  signedIn = true,
  pending = false,
  compact = false,
  onToggle,
  onLogin,
  className,
  translations,
}: WatchButtonViewProps) {
  const t = { ...communityTranslations, ...translations };
  const label = watched ? t.watching : t.watch;
  return (
    <button
      type="button"
      className={cx(
        'trove-community-button',
        'trove-watch',
        watched && 'trove-community-button--on',
        compact && 'trove-watch--compact',
        className,
      )}
      aria-pressed={signedIn ? watched : undefined}
      aria-label={compact ? t.watch : undefined}
      aria-busy={pending || undefined}
      disabled={pending}
      onClick={signedIn ? onToggle : onLogin}
      data-state={pending ? 'pending' : watched ? 'on' : 'off'}
    >
      <EyeIcon filled={watched} />
      {!compact && <span>{label}</span>}
    </button>
  );
}
