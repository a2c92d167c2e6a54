import { AUCTION_MESSAGES, type AuctionPhase, formatCountdown } from '@trove/core/auction';
import { useId, useSyncExternalStore } from 'react';
import { cx } from '../../styles/cx';

export interface AuctionCountdownTranslations {
  opensIn: string;
  closesIn: string;
  ended: string;
  /** Spoken when a late bid moves the close (soft close); `closes` is the new time. */
  extended: (closes: string) => string;
}

export const auctionCountdownTranslations: AuctionCountdownTranslations = {
  opensIn: 'Opens in',
  closesIn: 'Closes in',
  ended: 'Auction closed',
  extended: (closes) => `${AUCTION_MESSAGES.extendedPrefix} ${closes}`,
};

/** Under 10 minutes left the countdown is shown as ending. */
const ENDING_MS = 600_000;

type Slot = 'root' | 'label' | 'timer' | 'status';

/**
 * The auction clock as it ticks, for a countdown that follows it by itself: each tick re-renders
 * the time's text when it changes (and the ending state when it starts), not the view around it.
 * `subscribe` is stable, as a lot session's is.
 */
export interface LotClock {
  subscribe(listener: () => void): () => void;
  remainingMs(): number;
}

const STILL = () => () => {};

/** What the countdown shows of the time left, from the clock or the number given. */
function useRemaining<T>(clock: LotClock | undefined, remainingMs: number, select: (ms: number) => T): T {
  const read = () => select(clock ? clock.remainingMs() : remainingMs);
  return useSyncExternalStore(clock?.subscribe ?? STILL, read, read);
}

const isEnding = (ms: number) => ms <= ENDING_MS;

/** The time left as text: the only part of a lot's views that changes every second. */
function CountdownTime({ clock, remainingMs }: { clock: LotClock | undefined; remainingMs: number }) {
  return useRemaining(clock, remainingMs, formatCountdown);
}

export interface AuctionCountdownViewProps {
  phase: AuctionPhase;
  /** Until opening when not started, until closing when open (the auction clock's `remainingMs`). */
  remainingMs?: number | undefined;
  /** The clock to follow instead of `remainingMs`: only the time's text re-renders as it ticks. */
  clock?: LotClock | undefined;
  /**
   * What the polite live region says: a countdown milestone (10 minutes, 1 minute, 10 seconds
   * left), You have been out bid, the extended closing time, Auction is now closed. Default: nothing.
   */
  announcement?: string | null | undefined;
  /** A new key says the announcement again, even when its text repeats. */
  announcementKey?: number | undefined;
  classNames?: Partial<Record<Slot, string>> | undefined;
  translations?: Partial<AuctionCountdownTranslations> | undefined;
}

/**
 * The auction's countdown. The time is a `timer` that is not announced (it changes every
 * second); a separate polite status region speaks only the milestones and events given to it.
 */
export function AuctionCountdownView({
  phase,
  remainingMs = 0,
  clock,
  announcement = null,
  announcementKey = 0,
  classNames = {},
  translations,
}: AuctionCountdownViewProps) {
  const t = { ...auctionCountdownTranslations, ...translations };
  const labelId = useId();
  const ending = useRemaining(clock, remainingMs, isEnding) && phase === 'open';
  return (
    <div
      className={cx(
        'trove-countdown',
        `trove-countdown--${phase.replace('_', '-')}`,
        ending && 'trove-countdown--ending',
        classNames.root,
      )}
    >
      {phase === 'closed' ? (
        <span className={cx('trove-countdown__label', classNames.label)}>{t.ended}</span>
      ) : (
        <>
          <span id={labelId} className={cx('trove-countdown__label', classNames.label)}>
            {phase === 'not_started' ? t.opensIn : t.closesIn}
          </span>{' '}
          <span
            role="timer"
            aria-live="off"
            aria-atomic="true"
            aria-labelledby={labelId}
            className={cx('trove-countdown__time', classNames.timer)}
          >
            <CountdownTime clock={clock} remainingMs={remainingMs} />
          </span>
        </>
      )}
      <div
        role="status"
        aria-live="polite"
        aria-atomic="true"
        className={cx('trove-visually-hidden', classNames.status)}
      >
        {announcement && <span key={announcementKey}>{announcement}</span>}
      </div>
    </div>
  );
}
