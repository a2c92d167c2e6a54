import { cx } from '../../styles/cx';
import { type CommunityTranslations, communityTranslations } from './communityTranslations';
import { EyeIcon } from './icons';
import { ToggleButtonView } from './ToggleButtonView';

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
    <ToggleButtonView
      on={watched}
      signedIn={signedIn}
      pending={pending}
      onToggle={onToggle}
      onLogin={onLogin}
      label={compact ? t.watch : undefined}
      className={cx('trove-watch', compact && 'trove-watch--compact', className)}
    >
      <EyeIcon filled={watched} />
      {!compact && <span>{label}</span>}
    </ToggleButtonView>
  );
}
