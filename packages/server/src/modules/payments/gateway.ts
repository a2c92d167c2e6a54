import type { ClientToken } from '@trove/core/shop';

// The card payment gateway, in Braintree's shapes: the Braintree SDK behind it in production, the
// test gateway (Braintree's documented test nonces, no network) elsewhere.

/** Braintree's transaction statuses. */
export type TransactionStatus =
  | 'authorization_expired'
  | 'authorized'
  | 'authorizing'
  | 'settlement_confirmed'
  | 'settlement_pending'
  | 'settlement_declined'
  | 'failed'
  | 'gateway_rejected'
  | 'processor_declined'
  | 'settled'
  | 'settling'
  | 'submitted_for_settlement'
  | 'voided';

/** A transaction as Braintree describes one (the fields the shop reads). */
export interface GatewayTransaction {
  id: string;
  status: TransactionStatus;
  /** A decimal string with 2 places ("12.50"). */
  amount: string;
  currencyIsoCode: string;
  /** The order number the sale was made for. */
  orderId: string;
  processorResponseCode?: string | undefined;
  processorResponseText?: string | undefined;
  /** Why the gateway refused it (`fraud`, `cvv`, …), for `gateway_rejected`. */
  gatewayRejectionReason?: string | undefined;
}

/** A validation error of a refused request, as Braintree's `errors.deepErrors()` lists them. */
export interface GatewayValidationError {
  attribute: string;
  code: string;
  message: string;
}

/**
 * What a sale answers, as Braintree's result: `success` with the transaction, or a failure with
 * Braintree's `message`, the validation errors and, when the processor or gateway declined a
 * transaction it created, that transaction (its `processorResponseText` says why).
 */
export type SaleResult =
  | { success: true; transaction: GatewayTransaction }
  | {
      success: false;
      message: string;
      errors: GatewayValidationError[];
      transaction?: GatewayTransaction | undefined;
    };

export interface SaleRequest {
  /** The order number: a retried sale of one order is found by it (reconciliation). */
  orderId: string;
  /** A decimal string with 2 places. */
  amount: string;
  currency: string;
  /** The card form's payment method nonce; card data never reaches the server. */
  nonce: string;
}

export interface PaymentGateway {
  /** `braintree` or `test`: which card form the browser loads. */
  readonly kind: ClientToken['gateway'];
  /** What the browser's card form needs. */
  clientToken(): Promise<ClientToken>;
  /** Charges the nonce, submitted for settlement at once. */
  sale(request: SaleRequest): Promise<SaleResult>;
  /**
   * The transaction made for an order, if any: a successful one before a declined one. The
   * reconciliation job asks it about an order whose charge was never recorded.
   */
  findByOrderId(orderId: string): Promise<GatewayTransaction | null>;
}

const CHARGED: ReadonlySet<TransactionStatus> = new Set([
  'authorized',
  'authorizing',
  'submitted_for_settlement',
  'settling',
  'settlement_pending',
  'settlement_confirmed',
  'settled',
]);

/** Whether a transaction took (or is taking) the buyer's money. */
export const isCharged = (transaction: GatewayTransaction) => CHARGED.has(transaction.status);

/** Why a sale failed, as the buyer is told: the processor's or gateway's message. */
export function declineMessage(result: Extract<SaleResult, { success: false }>): string {
  const text = result.message.trim();
  if (text !== '') return text;
  const transaction = result.transaction;
  if (transaction?.processorResponseText) return transaction.processorResponseText;
  if (transaction?.gatewayRejectionReason) return `Gateway Rejected: ${transaction.gatewayRejectionReason}`;
  return result.errors[0]?.message ?? 'The payment was declined.';
}
