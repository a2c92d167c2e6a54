import { formatCount } from '@trove/core/gallery';
import { cx } from '../../styles/cx';
import { type CommunityTranslations, communityTranslations } from './communityTranslations';

export interface FollowButtonViewProps {
  /** Whether the member follows the organisation or member. */
  following: boolean;
  /** The follower count, when known. */
  followerCount?: number | null | undefined;
  /** Signed out: the button goes to log in (`onLogin`). Default: true. */
  signedIn?: boolean;
  pending?: boolean;
  onToggle?: () => void;
  onLogin?: () => void;
  className?: string | undefined;
  translations?: Partial<CommunityTranslations>;
}

/** The follow button of organisation panes and footers (§4: follow toggles following and not following). */
export function FollowButtonView({
  following,
  followerCount,
  signedIn = true,
  pending = false,
  onToggle,
  onLogin,
  className,
  translations,
}: FollowButtonViewProps) {
  const t = { ...communityTranslations, ...translations };
  return (
    <span className={cx('trove-follow', className)}>
      <button
        type="button"
        className={cx('trove-community-button', following && 'trove-community-button--on')}
        aria-pressed={signedIn ? following : undefined}
        aria-busy={pending || undefined}
        disabled={pending}
        onClick={signedIn ? onToggle : onLogin}
        data-state={pending ? 'pending' : following ? 'on' : 'off'}
      >
        {following ? t.following : t.follow}
      </button>
      {followerCount != null && (
        <span className="trove-follow__count">
          {formatCount(followerCount)} {t.followers}
        </span>
      )}
    </span>
  );
}
