import {
  COMMENT_MAX_LENGTH,
  type Comment,
  type CommentMore,
  canSendComment,
  commentError,
  loadMoreLabel,
  submitsComment,
} from '@trove/core/community';
import { useId } from 'react';
import { type LinkComponent, PlainLink } from '../../shell/ui/linkComponent';
import { cx } from '../../styles/cx';
import { type CommunityTranslations, communityTranslations } from './communityTranslations';

export interface CommentsViewProps {
  /** The comments shown, latest first (core's `commentListState(...).shown`). */
  comments: readonly Comment[];
  /** What the list offers below them (core's `commentListState(...).more`). */
  more: CommentMore;
  totalCount: number;
  /** The first page is loading. */
  loading?: boolean;
  /** The next page is loading. */
  loadingMore?: boolean;
  /** The comments could not be loaded: the list says so and offers `onRetry`. */
  failed?: boolean;
  onRetry?: () => void;
  onLoadMore?: () => void;
  onViewAll?: () => void;
  /** Signed out: no form (the pane invites to log in to like or comment). */
  signedIn: boolean;
  /** A member whose profile is not complete sees the spec's message and the Complete Profile link. */
  profileComplete?: boolean;
  /** The comment being written. */
  text: string;
  onTextChange: (text: string) => void;
  onSubmit: () => void;
  /** While the comment is sent. */
  sending?: boolean;
  /** Where Complete Profile leads. Default: /account. */
  completeProfileHref?: string;
  linkComponent?: LinkComponent;
  className?: string | undefined;
  translations?: Partial<CommunityTranslations>;
}

/**
 * A listing's comments (§4, §5): latest first, collapsed to the latest until `load more` or
 * `View all`; the form below, Enter submitting, send disabled when empty or over 255 characters;
 * a member without a complete profile gets its message and a Complete Profile link instead.
 */
export function CommentsView({
  comments,
  more,
  totalCount,
  loading = false,
  loadingMore = false,
  failed = false,
  onRetry,
  onLoadMore,
  onViewAll,
  signedIn,
  profileComplete = true,
  text,
  onTextChange,
  onSubmit,
  sending = false,
  completeProfileHref = '/account',
  linkComponent: Link = PlainLink,
  className,
  translations,
}: CommentsViewProps) {
  const t = { ...communityTranslations, ...translations };
  const fieldId = useId();
  const errorId = useId();
  const error = commentError(text);
  const canSend = canSendComment(text) && !sending;
  return (
    <section
      className={cx('trove-comments', className)}
      aria-label={t.comments}
      aria-busy={loading || undefined}
    >
      <h3 className="trove-comments__title">
        {t.comments} <span className="trove-comments__total">({totalCount})</span>
      </h3>
      {loading ? (
        <div role="status" aria-label={t.loadingComments} className="trove-spinner" />
      ) : failed ? (
        <p role="alert" className="trove-comments__failed">
          {t.commentsFailed}{' '}
          {onRetry && (
            <button type="button" className="trove-button trove-button--link" onClick={onRetry}>
              {t.tryAgain}
            </button>
          )}
        </p>
      ) : comments.length === 0 ? (
        <p className="trove-comments__empty">{t.noComments}</p>
      ) : (
        <ol className="trove-comments__list">
          {comments.map((comment) => (
            <li key={comment.id} className="trove-comment">
              {comment.user.photo ? (
                <img
                  className="trove-comment__photo"
                  src={comment.user.photo}
                  alt=""
                  width={32}
                  height={32}
                />
              ) : (
                <span className="trove-comment__photo trove-comment__photo--none" aria-hidden="true">
                  {comment.user.display_name.slice(0, 1).toUpperCase()}
                </span>
              )}
              <div className="trove-comment__body">
                <span className="trove-comment__author">{comment.user.display_name}</span>
                <p className="trove-comment__text">{comment.text}</p>
              </div>
            </li>
          ))}
        </ol>
      )}
      {!loading && !failed && more.kind !== 'none' && (
        <button
          type="button"
          className="trove-button trove-button--link trove-comments__more"
          disabled={loadingMore}
          aria-busy={loadingMore || undefined}
          onClick={more.kind === 'loadMore' ? onLoadMore : onViewAll}
        >
          {more.kind === 'loadMore' ? loadMoreLabel(more.remaining) : t.viewAll}
        </button>
      )}
      {signedIn && !profileComplete && (
        <p className="trove-comments__gate">
          {t.completeProfile}{' '}
          <Link href={completeProfileHref} className="trove-comments__complete">
            {t.completeProfileLink}
          </Link>
        </p>
      )}
      {signedIn && profileComplete && (
        <form
          className="trove-comments__form"
          onSubmit={(event) => {
            event.preventDefault();
            if (canSend) onSubmit();
          }}
        >
          <label className="trove-visually-hidden" htmlFor={fieldId}>
            {t.addComment}
          </label>
          <textarea
            id={fieldId}
            className="trove-field__input trove-comments__field"
            rows={1}
            placeholder={t.addComment}
            value={text}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => onTextChange(event.target.value)}
            onKeyDown={(event) => {
              if (
                !submitsComment({
                  key: event.key,
                  shiftKey: event.shiftKey,
                  isComposing: event.nativeEvent.isComposing,
                })
              )
                return;
              event.preventDefault();
              if (canSend) onSubmit();
            }}
          />
          <button
            type="submit"
            className="trove-button trove-button--primary trove-comments__send"
            disabled={!canSend}
          >
            {sending ? t.sending : t.send}
          </button>
          <span className="trove-comments__counter" aria-hidden="true">
            {text.length}/{COMMENT_MAX_LENGTH}
          </span>
          {error && (
            <p id={errorId} className="trove-field__error trove-comments__error" role="alert">
              {error}
            </p>
          )}
        </form>
      )}
    </section>
  );
}
