import { currencySymbol } from '@trove/core';
import {
  AUCTION_MESSAGES,
  type AuctionPhase,
  allInAmount,
  type BiddingPanelState,
  isOutbid,
  isReserveMet,
  type Lot,
  minimumBid,
} from '@trove/core/auction';
import { formatPrice } from '@trove/core/gallery';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { cx } from '../../styles/cx';

export interface BiddingPanelTranslations {
  title: string;
  /** The panel's heading once the lot has closed: no more bids, only the outcome. */
  closedTitle: string;
  /** The amount field's label, with the lowest amount accepted. */
  amount: (minimum: string) => string;
  bid: string;
  autoBid: string;
  autoBidHint: string;
  confirmBid: (amount: string) => string;
  confirmAutoBid: (amount: string) => string;
  /** What the bid costs with the buyer's premium. */
  allIn: (total: string, percent: number) => string;
  autoBidExplained: (maximum: string) => string;
  confirm: string;
  cancel: string;
  placing: string;
  logIn: string;
  notStarted: string;
  closed: string;
  won: string;
  /** The member bid and did not win (outbid, or leading under the reserve). */
  lost: string;
  /** Closed and sold to someone else, to a member who did not bid (a seller, a watcher). */
  soldFor: (price: string) => string;
  reserveNotMetClosed: string;
  leading: string;
  reserveNotMet: string;
  maximum: (amount: string) => string;
  outbid: string;
  profileIncomplete: string;
}

export const biddingPanelTranslations: BiddingPanelTranslations = {
  title: 'Place a bid',
  closedTitle: 'Auction result',
  amount: (minimum) => `Your bid (minimum ${minimum})`,
  bid: 'Place bid',
  autoBid: 'Place maximum bid',
  autoBidHint: 'With a maximum bid we bid for you, one increment at a time, up to your maximum.',
  confirmBid: (amount) => `Confirm your bid of ${amount}`,
  confirmAutoBid: (amount) => `Confirm your maximum bid of ${amount}`,
  allIn: (total, percent) => `${total} with the ${percent}% buyer's premium`,
  autoBidExplained: (maximum) => `We will bid for you only as much as needed to lead, up to ${maximum}.`,
  confirm: 'Confirm',
  cancel: 'Cancel',
  placing: 'Placing bid…',
  logIn: 'Log in to bid',
  notStarted: 'Bidding opens when the auction opens.',
  closed: AUCTION_MESSAGES.closed,
  won: AUCTION_MESSAGES.youWon,
  lost: 'You did not win this lot.',
  soldFor: (price) => `Sold for ${price}`,
  reserveNotMetClosed: 'The reserve was not met.',
  leading: 'You have the leading bid',
  reserveNotMet: 'The reserve has not been met yet.',
  maximum: (amount) => `Your maximum bid: ${amount}`,
  outbid: AUCTION_MESSAGES.outbid,
  profileIncomplete: AUCTION_MESSAGES.profileIncomplete,
};

type Slot = 'root' | 'title' | 'field' | 'input' | 'actions' | 'confirm' | 'status';

export interface BiddingPanelViewProps {
  lot: Lot;
  /** The auction clock's phase: bids are taken only while open. */
  phase: AuctionPhase;
  /** The panel's state (core's `biddingPanelReducer`). */
  state: BiddingPanelState;
  /** Anonymous visitors see a Log in to bid button instead of the form. */
  signedIn: boolean;
  /** The signed-in member, for the outbid state. */
  userId: number | null;
  /** The member must complete their profile and verify their email first: the form is disabled. */
  profileIncomplete?: boolean | undefined;
  /** A bid is on its way: the confirm buttons are disabled. */
  placing?: boolean | undefined;
  onAmountChange?: ((amount: string) => void) | undefined;
  /** Place bid (a full bid); also Enter in the amount field. */
  onBid?: (() => void) | undefined;
  /** Place maximum bid. */
  onAutoBid?: (() => void) | undefined;
  onConfirm?: (() => void) | undefined;
  onCancel?: (() => void) | undefined;
  /** Log in to bid. */
  onLogin?: (() => void) | undefined;
  classNames?: Partial<Record<Slot, string>> | undefined;
  translations?: Partial<BiddingPanelTranslations> | undefined;
}

const parse = (amount: string) => Number(amount.trim());

/**
 * The bidding panel: an amount (labelled with the minimum) with a full bid and a maximum bid,
 * each confirmed with its all-in amount (the bid plus the buyer's premium). Anonymous visitors
 * get a Log in to bid button; the form is disabled while the auction is not open. After the
 * close there is no form, only the outcome of the lot's `status` for the member: You won, You did
 * not win, Sold for (to anyone who did not bid) or closed without a sale.
 */
export function BiddingPanelView({
  lot,
  phase,
  state,
  signedIn,
  userId,
  profileIncomplete = false,
  placing = false,
  onAmountChange,
  onBid,
  onAutoBid,
  onConfirm,
  onCancel,
  onLogin,
  classNames = {},
  translations,
}: BiddingPanelViewProps) {
  const t = { ...biddingPanelTranslations, ...translations };
  const id = useId();
  const titleId = `${id}-title`;
  const inputId = `${id}-amount`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const input = useRef<HTMLInputElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const price = (amount: number) => formatPrice(amount, lot.currency);

  // the confirm step takes the focus, and gives it back to the amount when it goes
  const lastStep = useRef(state.step);
  useEffect(() => {
    if (lastStep.current === state.step) return;
    lastStep.current = state.step;
    if (state.step === 'bidding') input.current?.focus();
    else confirmButton.current?.focus();
  }, [state.step]);

  const outbid = phase !== 'closed' && isOutbid(lot, userId);
  const open = phase === 'open';
  const disabled = !open || profileIncomplete;
  const underReserve = lot.current_bid !== null && !isReserveMet(lot.reserve_status);

  let body: ReactNode;
  if (phase === 'closed') {
    // the server's status; `open` here is an answer from before the close, until the lot refreshes
    const status = lot.status;
    const tone = status === 'won' ? 'won' : status === 'lost' ? 'lost' : 'closed';
    body = (
      <p
        className={cx('trove-bidding__status', `trove-bidding__status--${tone}`, classNames.status)}
        data-status={status}
      >
        {status === 'won' ? (
          <>
            <span aria-hidden="true" className="trove-tick">
              ✓
            </span>{' '}
            {t.won}
          </>
        ) : status === 'lost' ? (
          <>
            {t.lost}
            {underReserve && ` ${t.reserveNotMetClosed}`}
          </>
        ) : status === 'sold' && lot.current_bid !== null ? (
          t.soldFor(price(lot.current_bid))
        ) : (
          <>
            {t.closed}
            {underReserve && ` ${t.reserveNotMetClosed}`}
          </>
        )}
      </p>
    );
  } else if (!signedIn) {
    body = (
      <>
        {!open && <p className={cx('trove-bidding__status', classNames.status)}>{t.notStarted}</p>}
        <div className={cx('trove-actions', classNames.actions)}>
          <button
            type="button"
            className="trove-button trove-button--primary"
            part="button button-login"
            onClick={() => onLogin?.()}
          >
            {t.logIn}
          </button>
        </div>
      </>
    );
  } else if (state.step !== 'bidding') {
    const amount = parse(state.amount);
    const auto = state.step === 'confirm_auto_bid';
    body = (
      <fieldset className={cx('trove-bidding__confirm', classNames.confirm)}>
        <legend className="trove-bidding__confirm-title">
          {auto ? t.confirmAutoBid(price(amount)) : t.confirmBid(price(amount))}
        </legend>
        <p className="trove-bidding__all-in">
          {t.allIn(price(allInAmount(amount, lot.buyers_premium)), lot.buyers_premium)}
        </p>
        {auto && <p className="trove-bidding__explained">{t.autoBidExplained(price(amount))}</p>}
        <div className={cx('trove-actions', classNames.actions)}>
          <button
            ref={confirmButton}
            type="button"
            className="trove-button trove-button--primary"
            part="button button-confirm"
            disabled={placing}
            onClick={() => onConfirm?.()}
          >
            {placing ? t.placing : t.confirm}
          </button>
          <button
            type="button"
            className="trove-button"
            part="button button-cancel"
            disabled={placing}
            onClick={() => onCancel?.()}
          >
            {t.cancel}
          </button>
        </div>
      </fieldset>
    );
  } else {
    const describedBy = [state.error && errorId, hintId].filter(Boolean).join(' ');
    body = (
      <form
        noValidate
        aria-labelledby={titleId}
        className="trove-bidding__form"
        onSubmit={(event) => {
          event.preventDefault();
          if (!disabled) onBid?.();
        }}
      >
        {!open && <p className={cx('trove-bidding__status', classNames.status)}>{t.notStarted}</p>}
        {profileIncomplete && (
          <p className={cx('trove-bidding__status', 'trove-bidding__status--warning', classNames.status)}>
            {t.profileIncomplete}
          </p>
        )}
        <div className={cx('trove-field', state.error && 'trove-field--invalid', classNames.field)}>
          <label htmlFor={inputId} className="trove-field__label">
            {t.amount(price(minimumBid(lot)))}
          </label>
          <div className="trove-bidding__amount">
            <span aria-hidden="true" className="trove-bidding__currency">
              {currencySymbol(lot.currency)}
            </span>
            <input
              part="input"
              ref={input}
              id={inputId}
              className={cx('trove-field__input', classNames.input)}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              value={state.amount}
              disabled={disabled}
              aria-invalid={state.error ? true : undefined}
              aria-describedby={describedBy}
              onChange={(event) => onAmountChange?.(event.target.value)}
            />
          </div>
          {state.error && (
            <p id={errorId} className="trove-field__error">
              {state.error}
            </p>
          )}
          <p id={hintId} className="trove-field__hint">
            {t.autoBidHint}
          </p>
        </div>
        <div className={cx('trove-actions', classNames.actions)}>
          <button
            type="submit"
            className="trove-button trove-button--primary"
            part="button button-bid"
            disabled={disabled}
          >
            {t.bid}
          </button>
          <button
            type="button"
            className="trove-button"
            part="button button-auto-bid"
            disabled={disabled}
            onClick={() => onAutoBid?.()}
          >
            {t.autoBid}
          </button>
        </div>
      </form>
    );
  }

  return (
    <section
      aria-labelledby={titleId}
      className={cx(
        'trove-root',
        'trove-bidding',
        `trove-bidding--${state.step.replace(/_/g, '-')}`,
        classNames.root,
      )}
    >
      <h3 id={titleId} className={cx('trove-bidding__title', classNames.title)} part="title">
        {phase === 'closed' ? t.closedTitle : t.title}
      </h3>
      {phase !== 'closed' && lot.has_leading_bid && (
        <div className="trove-bidding__leading">
          <p className="trove-bidding__status trove-bidding__status--leading">
            <span aria-hidden="true" className="trove-tick">
              ✓
            </span>{' '}
            {t.leading}
          </p>
          {lot.auto_bid !== null && (
            <p className="trove-bidding__maximum">{t.maximum(price(lot.auto_bid))}</p>
          )}
          {!isReserveMet(lot.reserve_status) && <p className="trove-bidding__maximum">{t.reserveNotMet}</p>}
        </div>
      )}
      {outbid && (
        <p className={cx('trove-bidding__status', 'trove-bidding__status--outbid', classNames.status)}>
          {t.outbid}
        </p>
      )}
      {body}
    </section>
  );
}
