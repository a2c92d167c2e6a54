import { formatCount } from '@trove/core/gallery';
import { cx } from '../../styles/cx';
import { type CommunityTranslations, communityTranslations } from './communityTranslations';
import { ToggleButtonView } from './ToggleButtonView';

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
      <ToggleButtonView
        on={following}
        signedIn={signedIn}
        pending={pending}
        onToggle={onToggle}
        onLogin={onLogin}
      >
        {following ? t.following : t.follow}
      </ToggleButtonView>
      {/* no followers yet: no count (the count format would say "- Followers") */}
      {followerCount != null && followerCount > 0 && (
        <span className="trove-follow__count">
          {formatCount(followerCount)} {t.followers}
        </span>
      )}
    </span>
  );
}
