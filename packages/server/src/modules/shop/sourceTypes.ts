import { CARD_SOURCE_CODE, type SourceType } from '@trove/core/shop';

/** The bank transfer's code: the order stays Pending, nothing is charged; the email gives the details. */
export const BANK_TRANSFER_CODE = 'bank-transfer';

/** Payment methods (spec §3 Source type): the card; a bank transfer too when its details are configured. */
export function sourceTypes(bankTransferDetails: string | undefined): SourceType[] {
  return [
    { code: CARD_SOURCE_CODE, name: 'Credit Card' },
    ...(bankTransferDetails ? [{ code: BANK_TRANSFER_CODE, name: 'Bank transfer' }] : []),
  ];
}

/** The name of a payment method's code, as an order shows it. */
export function sourceTypeName(code: string): string {
  return code === BANK_TRANSFER_CODE ? 'Bank transfer' : code === CARD_SOURCE_CODE ? 'Credit Card' : code;
}
