import type { LotMessage } from '@trove/core/auction';
import { cx } from '../../styles/cx';

type Slot = 'root' | 'message' | 'announcement';

export interface LotStatusViewProps {
  /** The session's messages (what toasts say on the site), never two alike. */
  messages: readonly LotMessage[];
  /** What the live region says now (a countdown milestone, the extended close, outbid, closed). */
  announcement?: string | null | undefined;
  /** A new key says the announcement again. */
  announcementKey?: number | undefined;
  /** A message's close button was chosen. */
  onDismiss?: ((key: number) => void) | undefined;
  /**
   * Texts the component already shows elsewhere (the bidding panel's You have been out bid): their
   * messages are said to assistive technology, and not shown a second time.
   */
  spokenOnly?: readonly string[] | undefined;
  classNames?: Partial<Record<Slot, string>> | undefined;
  translations?: Partial<LotStatusTranslations> | undefined;
}

export interface LotStatusTranslations {
  dismiss: string;
}

export const lotStatusTranslations: LotStatusTranslations = { dismiss: 'Dismiss' };

/**
 * Everything the bidder is told, inside the widget (a partner page has no toast region): the
 * messages, each once, and the live region's announcement, in one polite status region.
 */
export function LotStatusView({
  messages,
  announcement = null,
  announcementKey = 0,
  onDismiss,
  spokenOnly = [],
  classNames = {},
  translations,
}: LotStatusViewProps) {
  const t = { ...lotStatusTranslations, ...translations };
  const said = announcement !== null && !messages.some((message) => message.text === announcement);
  // with only what is shown elsewhere, the region takes no room of the layout (no gap of its own)
  const unseen =
    !said && messages.length > 0 && messages.every((message) => spokenOnly.includes(message.text));
  return (
    <div
      role="status"
      aria-live="polite"
      className={cx('trove-lot-status', unseen && 'trove-visually-hidden', classNames.root)}
      part="status"
    >
      {messages.map((message) =>
        spokenOnly.includes(message.text) ? (
          <p key={message.key} className="trove-visually-hidden">
            {message.text}
          </p>
        ) : (
          <p
            key={message.key}
            className={cx(
              'trove-lot-status__message',
              `trove-lot-status__message--${message.level}`,
              classNames.message,
            )}
            part={`status-message status-${message.level}`}
          >
            <span>{message.text}</span>
            {onDismiss && (
              <button
                type="button"
                className="trove-lot-status__dismiss"
                aria-label={t.dismiss}
                part="button status-dismiss"
                onClick={() => onDismiss(message.key)}
              >
                ×
              </button>
            )}
          </p>
        ),
      )}
      {said && (
        <p
          key={`a${announcementKey}`}
          className={cx('trove-lot-status__announcement', classNames.announcement)}
          part="status-announcement"
        >
          {announcement}
        </p>
      )}
    </div>
  );
}
