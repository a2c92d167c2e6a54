import type { ListingPrice } from '@trove/core/listing';
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
  translations?: Partial<ListingTranslations> | undefined;
}

/**
 * The re-list modal (seed 000 §2, §4): an expired listing is listed again for the listing fee (paid
 * by card unless free listings remain); after success the dashboard highlights its row.
 */
export function RelistModalView({
  name,
  price,
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
  const t = { ...listingTranslations, ...translations };
  const due = price !== undefined && Number(price.amount) > 0;
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
        {price === undefined ? (
          <div role="status" aria-label={t.loading} className="trove-spinner" />
        ) : (
          <p className={cx('trove-item-form__price', classNames.price)}>
            {due ? (
              <>
                {t.relistFee}: <strong>{formatMoney(price.amount, currency)}</strong> ({price.name})
              </>
            ) : (
              t.relistFree
            )}
          </p>
        )}
        <FormAlert messages={[error ?? undefined]} className={classNames.alert} />
        {due && cardEntry}
        <div className={cx('trove-actions', classNames.actions)}>
          <button
            type="button"
            className="trove-button trove-button--primary"
            disabled={price === undefined || relisting}
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
