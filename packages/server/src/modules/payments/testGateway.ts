import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { testGatewayTransactions } from '../../db/paymentsSchema';
import type {
  GatewayTransaction,
  GatewayValidationError,
  PaymentGateway,
  SaleRequest,
  SaleResult,
  TransactionStatus,
} from './gateway';

/** The client token of the test gateway: the browser shows the test card fields. */
export const TEST_CLIENT_TOKEN = 'test-gateway';

/**
 * Braintree's documented test nonces (sandbox "payment method nonces"), the ones the test
 * gateway knows. Any `fake-valid-…-nonce` and the wallets' fake nonces are transactable too.
 */
export const TEST_NONCES = {
  transactable: 'fake-valid-nonce',
  visa: 'fake-valid-visa-nonce',
  amex: 'fake-valid-amex-nonce',
  mastercard: 'fake-valid-mastercard-nonce',
  discover: 'fake-valid-discover-nonce',
  debit: 'fake-valid-debit-nonce',
  processorDeclinedVisa: 'fake-processor-declined-visa-nonce',
  processorDeclinedMastercard: 'fake-processor-declined-mastercard-nonce',
  processorDeclinedAmex: 'fake-processor-declined-amex-nonce',
  processorDeclinedDiscover: 'fake-processor-declined-discover-nonce',
  processorFailureJcb: 'fake-processor-failure-jcb-nonce',
  luhnInvalid: 'fake-luhn-invalid-nonce',
  consumed: 'fake-consumed-nonce',
  gatewayRejectedFraud: 'fake-gateway-rejected-fraud-nonce',
} as const;

/** What a nonce makes of a sale. */
type Outcome =
  | { kind: 'charged' }
  | { kind: 'declined'; status: TransactionStatus; code?: string; text?: string; rejection?: string }
  | { kind: 'invalid'; error: GatewayValidationError };

const TRANSACTABLE = [
  /^fake-valid-([a-z]+-)*nonce$/,
  /^fake-(apple-pay|android-pay)-[a-z]+-nonce$/,
  /^fake-(paypal-one-time|venmo-account|abstract-transactable)-nonce$/,
];

/** Braintree's answers to its test nonces: processor response 2000 and 3000, gateway rejection, validation errors. */
export function outcomeOf(nonce: string): Outcome {
  if (/^fake-processor-declined-[a-z]+-nonce$/.test(nonce)) {
    return { kind: 'declined', status: 'processor_declined', code: '2000', text: 'Do Not Honor' };
  }
  if (/^fake-processor-failure-[a-z]+-nonce$/.test(nonce)) {
    return {
      kind: 'declined',
      status: 'failed',
      code: '3000',
      text: 'Processor Network Unavailable - Try Again',
    };
  }
  if (nonce === TEST_NONCES.gatewayRejectedFraud) {
    return { kind: 'declined', status: 'gateway_rejected', rejection: 'fraud' };
  }
  if (nonce === TEST_NONCES.luhnInvalid) {
    return {
      kind: 'invalid',
      error: { attribute: 'number', code: '81715', message: 'Credit card number is invalid.' },
    };
  }
  if (nonce === TEST_NONCES.consumed) {
    return {
      kind: 'invalid',
      error: {
        attribute: 'payment_method_nonce',
        code: '93107',
        message: 'Cannot use a payment_method_nonce more than once.',
      },
    };
  }
  if (TRANSACTABLE.some((pattern) => pattern.test(nonce))) return { kind: 'charged' };
  return {
    kind: 'invalid',
    error: {
      attribute: 'payment_method_nonce',
      code: '91565',
      message: 'Unknown or expired payment_method_nonce.',
    },
  };
}

type Row = typeof testGatewayTransactions.$inferSelect;

const toTransaction = (row: Row): GatewayTransaction => ({
  id: row.id,
  status: row.status as TransactionStatus,
  amount: row.amount,
  currencyIsoCode: row.currency,
  orderId: row.orderId,
  processorResponseCode: row.processorResponseCode ?? undefined,
  processorResponseText: row.processorResponseText ?? undefined,
  gatewayRejectionReason: row.gatewayRejectionReason ?? undefined,
});

/** A stored transaction as Braintree answers its sale. */
function resultOf(transaction: GatewayTransaction): SaleResult {
  if (transaction.status === 'gateway_rejected') {
    return {
      success: false,
      message: `Gateway Rejected: ${transaction.gatewayRejectionReason ?? 'unknown'}`,
      errors: [],
      transaction,
    };
  }
  if (transaction.status === 'processor_declined' || transaction.status === 'failed') {
    return { success: false, message: transaction.processorResponseText ?? '', errors: [], transaction };
  }
  return { success: true, transaction };
}

// Braintree's ids are short lower-case alphanumerics.
const transactionId = () =>
  Array.from(randomBytes(8), (byte) => 'abcdefghijklmnopqrstuvwxyz0123456789'[byte % 36]).join('');

/**
 * The test payment gateway: Braintree's test nonces answered in Braintree's result shapes, no
 * network and no money. Its transactions are kept in `test_gateway_transactions`, one per order
 * number: a second sale for an order answers the first transaction, never a second charge.
 */
export function createTestGateway(db: Database): PaymentGateway {
  async function findByOrderId(orderId: string): Promise<GatewayTransaction | null> {
    const [row] = await db
      .select()
      .from(testGatewayTransactions)
      .where(eq(testGatewayTransactions.orderId, orderId));
    return row ? toTransaction(row) : null;
  }

  return {
    kind: 'test',
    async clientToken() {
      return { gateway: 'test', client_token: TEST_CLIENT_TOKEN };
    },
    async sale({ orderId, amount, currency, nonce }: SaleRequest): Promise<SaleResult> {
      const outcome = outcomeOf(nonce);
      if (outcome.kind === 'invalid') {
        // Refused before a transaction exists, unless one was already made for the order.
        const earlier = await findByOrderId(orderId);
        if (earlier) return resultOf(earlier);
        return { success: false, message: outcome.error.message, errors: [outcome.error] };
      }
      const declined = outcome.kind === 'declined' ? outcome : undefined;
      await db
        .insert(testGatewayTransactions)
        .values({
          id: transactionId(),
          orderId,
          amount,
          currency,
          status: declined?.status ?? 'submitted_for_settlement',
          nonce,
          processorResponseCode: declined?.code ?? (declined ? null : '1000'),
          processorResponseText: declined?.text ?? (declined ? null : 'Approved'),
          gatewayRejectionReason: declined?.rejection ?? null,
        })
        .onConflictDoNothing({ target: testGatewayTransactions.orderId });
      const stored = await findByOrderId(orderId);
      if (!stored) throw new Error(`The test gateway lost the transaction of order ${orderId}`);
      return resultOf(stored);
    },
    findByOrderId,
  };
}
