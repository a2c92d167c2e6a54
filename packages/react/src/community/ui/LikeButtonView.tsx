import { formatCount } from '@trove/core/gallery';
import { cx } from '../../styles/cx';
import { type CommunityTranslations, communityTranslations } from './communityTranslations';
import { HeartIcon } from './icons';
import { ToggleButtonView } from './ToggleButtonView';

export interface LikeButtonViewProps {
  /** The like count shown (optimistic while the call runs). */
  count: number;
  /** Whether the member likes the listing. */
  liked: boolean;
  /** Signed out: the button goes to log in (`onLogin`). Default: true. */
  signedIn?: boolean;
  /** While the like call runs: the button is busy and takes no second click. */
  pending?: boolean;
  onToggle?: () => void;
  onLogin?: () => void;
  className?: string | undefined;
  translations?: Partial<CommunityTranslations>;
}

/** The Like button (§2 likes): a heart with the listing's like count, pressed when the member likes it. */
export function LikeButtonView({
  count,
  liked,
  signedIn = true,
  pending = false,
  onToggle,
  onLogin,
  className,
  translations,
}: LikeButtonViewProps) {
  const t = { ...communityTranslations, ...translations };
  return (
    <ToggleButtonView
      on={liked}
      signedIn={signedIn}
      pending={pending}
      onToggle={onToggle}
      onLogin={onLogin}
      className={cx('trove-like', className)}
    >
      <HeartIcon filled={liked} />
      <span className="trove-visually-hidden">{t.like} </span>
      <span className="trove-like__count">
        {formatCount(count)} {t.likes}
      </span>
    </ToggleButtonView>
  );
}
