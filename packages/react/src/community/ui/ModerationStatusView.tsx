import { cx } from '../../styles/cx';
import { type CommunityTranslations, communityTranslations } from './communityTranslations';

export interface ModerationStatusViewProps {
  /** Checking the link's token, or done with its message (Comment approved, Item approved). */
  state: 'checking' | 'commentApproved' | 'itemApproved';
  className?: string | undefined;
  translations?: Partial<CommunityTranslations>;
}

/** A moderation link's page (§2): Checking token with a spinner, then what was approved. */
export function ModerationStatusView({ state, className, translations }: ModerationStatusViewProps) {
  const t = { ...communityTranslations, ...translations };
  return (
    <div className={cx('trove-moderation', className)} role="status" data-state={state}>
      {state === 'checking' ? (
        <>
          <span className="trove-spinner" aria-hidden="true" />
          <span>{t.checking}</span>
        </>
      ) : (
        <p className="trove-moderation__done">
          {state === 'commentApproved' ? t.commentApproved : t.itemApproved}
        </p>
      )}
    </div>
  );
}
