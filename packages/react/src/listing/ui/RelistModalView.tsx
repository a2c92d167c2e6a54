import { LISTING_MESSAGES, type ListingPrice, listingCharge } from '@trove/core/listing';
import type { ReactNode } from 'react';
import { FormAlert } from '../../forms/ui/FormAlert';
import { formatMoney } from '../../orders/ui/money';
import { ModalDialog } from '../../shell/ui/ModalDialog';
import { cx } from '../../styles/cx';
import { type ListingTranslations, listingTranslations } from './listingTranslations';

type Slot = 'modal' | 'price' | 'alert' | 'actions';

export interface RelistModalViewProps {
  /** The expired listing's name. */
  name: string;
  /** The re-list's price; `undefined` while it loads. Above 0 the card form shows. */
  price: ListingPrice | undefined;
  /**
   * The price could not be read (§8: 'Error getting listing price'): said in the modal, and
   * nothing can be sent.
   */
  priceFailed?: boolean | undefined;
  /** The card form (`CardEntry`) when a fee is due. */
  cardEntry?: ReactNode;
  /** While the re-list is sent. */
  relisting?: boolean | undefined;
  /** The re-list failed (spec §8: 'Re-list failed. Please contact support to re-list this item.'). */
  error?: string | null | undefined;
  onRelist?: (() => void) | undefined;
  onClose?: (() => void) | undefined;
  isOpen?: boolean | undefined;
  /** The currency of the fee. Default: NZD. */
  currency?: string | undefined;
  classNames?: Partial<Record<Slot, string>> | undefined;
  translations?: Partial<ListingTranslations & RelistTranslations> | undefined;
}

/** The re-list modal's own words (not the spec's): what the card is charged. */
export const relistTranslations = {
  /** The card's total: the fee with the transaction fee of §9 on top, as the server charges it. */
  cardTotal: (total: string, fee: string) => `Charged to your card: ${total} (includes a ${fee} card fee)`,
};
export type RelistTranslations = typeof relistTranslations;

/**
 * The re-list modal (seed 000 §2, §4): an expired listing is listed again for the listing fee (paid
 * by card unless free listings remain); after success the dashboard highlights its row.
 */
export function RelistModalView({
  name,
  price,
  priceFailed = false,
  cardEntry,
  relisting = false,
  error,
  onRelist,
  onClose,
  isOpen = true,
  currency = 'NZD',
  classNames = {},
  translations,
}: RelistModalViewProps) {
  const t = { ...listingTranslations, ...relistTranslations, ...translations };
  const due = !priceFailed && price !== undefined && Number(price.amount) > 0;
  const charge = due && price !== undefined ? listingCharge(price) : null;
  return (
    <ModalDialog
      title={t.relistTitle}
      isOpen={isOpen}
      onClose={relisting ? undefined : onClose}
      closeLabel={t.close}
      className={cx('trove-relist', classNames.modal)}
    >
      <div className="trove-relist__body">
        <p>{t.relistIntro(name)}</p>
        {priceFailed ? null : price === undefined ? (
          <div role="status" aria-label={t.loading} className="trove-spinner" />
        ) : (
          <>
            <p className={cx('trove-item-form__price', classNames.price)}>
              {due ? (
                <>
                  {t.relistFee}: <strong>{formatMoney(price.amount, currency)}</strong> ({price.name})
                </>
              ) : (
                t.relistFree
              )}
            </p>
            {charge && Number(charge.fee) > 0 && (
              <p className="trove-relist__total">
                {t.cardTotal(formatMoney(charge.total, currency), formatMoney(charge.fee, currency))}
              </p>
            )}
          </>
        )}
        <FormAlert
          messages={[priceFailed ? LISTING_MESSAGES.priceLookupFailed : undefined, error ?? undefined]}
          className={classNames.alert}
        />
        {due && cardEntry}
        <div className={cx('trove-actions', classNames.actions)}>
          <button
            type="button"
            className="trove-button trove-button--primary"
            disabled={priceFailed || price === undefined || relisting}
            onClick={onRelist}
          >
            {relisting ? t.relisting : due ? t.payNowRelist : t.relistSubmit}
          </button>
          <button type="button" className="trove-button" disabled={relisting} onClick={onClose}>
            {t.cancel}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
