import braintree from 'braintree';
import type {
  GatewayTransaction,
  GatewayValidationError,
  PaymentGateway,
  SaleResult,
  TransactionStatus,
} from './gateway';

/** What the Braintree gateway needs from the configuration. */
export interface BraintreeSettings {
  merchantId: string;
  publicKey: string;
  privateKey: string;
  environment: 'sandbox' | 'production';
  /** The merchant account of each currency (`NZD` → its account id); others take the default account. */
  merchantAccounts?: Readonly<Record<string, string>> | undefined;
}

/** The calls of the SDK's `BraintreeGateway` this module makes (a fake stands in for it in tests). */
export interface BraintreeClient {
  clientToken: { generate(request: Record<string, never>): Promise<{ clientToken: string }> };
  transaction: {
    sale(request: braintree.TransactionRequest): Promise<BraintreeResponse>;
    search(
      build: (search: { orderId(): { is(value: string): unknown } }) => void,
    ): AsyncIterable<BraintreeTransactionLike>;
  };
}

/** The fields of the SDK's transaction this module reads. */
export interface BraintreeTransactionLike {
  id: string;
  status: string;
  amount: string;
  currencyIsoCode: string;
  orderId?: string | undefined;
  processorResponseCode?: string | undefined;
  processorResponseText?: string | undefined;
  gatewayRejectionReason?: string | undefined;
}

/** The fields of the SDK's result this module reads. */
export interface BraintreeResponse {
  success: boolean;
  message?: string | undefined;
  errors?: { deepErrors(): GatewayValidationError[] } | undefined;
  transaction?: BraintreeTransactionLike | undefined;
}

/** The SDK's gateway for the settings: credentials and environment, no request made. */
export function createBraintreeClient(settings: BraintreeSettings): braintree.BraintreeGateway {
  return new braintree.BraintreeGateway({
    environment:
      settings.environment === 'production'
        ? braintree.Environment.Production
        : braintree.Environment.Sandbox,
    merchantId: settings.merchantId,
    publicKey: settings.publicKey,
    privateKey: settings.privateKey,
  });
}

/** The SDK's gateway seen through `BraintreeClient` (its search is a stream of transactions). */
function adapt(gateway: braintree.BraintreeGateway): BraintreeClient {
  return {
    clientToken: { generate: (request) => gateway.clientToken.generate(request) },
    transaction: {
      sale: (request) => gateway.transaction.sale(request),
      search: (build) => gateway.transaction.search(build) as AsyncIterable<BraintreeTransactionLike>,
    },
  };
}

/** The SDK's transaction in the gateway interface's shape. */
export function toGatewayTransaction(
  transaction: BraintreeTransactionLike,
  orderId = '',
): GatewayTransaction {
  return {
    id: transaction.id,
    status: transaction.status as TransactionStatus,
    amount: transaction.amount,
    currencyIsoCode: transaction.currencyIsoCode,
    orderId: transaction.orderId ?? orderId,
    processorResponseCode: transaction.processorResponseCode || undefined,
    processorResponseText: transaction.processorResponseText || undefined,
    gatewayRejectionReason: transaction.gatewayRejectionReason || undefined,
  };
}

/** The SDK's result of a sale in the gateway interface's shape. */
export function toSaleResult(response: BraintreeResponse, orderId: string): SaleResult {
  const transaction = response.transaction ? toGatewayTransaction(response.transaction, orderId) : undefined;
  if (response.success && transaction) return { success: true, transaction };
  return {
    success: false,
    message: response.message ?? '',
    errors: response.errors?.deepErrors() ?? [],
    ...(transaction ? { transaction } : {}),
  };
}

// A charged transaction first: reconciliation must see a charge even after a declined attempt.
const CHARGED_FIRST: readonly TransactionStatus[] = [
  'settled',
  'settlement_confirmed',
  'settling',
  'settlement_pending',
  'submitted_for_settlement',
  'authorized',
  'authorizing',
];
const rank = (status: TransactionStatus) => {
  const index = CHARGED_FIRST.indexOf(status);
  return index === -1 ? CHARGED_FIRST.length : index;
};

/**
 * Card payments through Braintree (the official SDK). A sale is submitted for settlement at once,
 * with the order number as Braintree's `orderId`; the currency picks the merchant account when
 * one is configured for it.
 */
export function createBraintreeGateway(
  settings: BraintreeSettings,
  client: BraintreeClient = adapt(createBraintreeClient(settings)),
): PaymentGateway {
  return {
    kind: 'braintree',
    async clientToken() {
      const { clientToken } = await client.clientToken.generate({});
      return { gateway: 'braintree', client_token: clientToken };
    },
    async sale({ orderId, amount, currency, nonce }) {
      const merchantAccountId = settings.merchantAccounts?.[currency];
      const response = await client.transaction.sale({
        amount,
        orderId,
        paymentMethodNonce: nonce,
        ...(merchantAccountId === undefined ? {} : { merchantAccountId }),
        options: { submitForSettlement: true },
      });
      return toSaleResult(response, orderId);
    },
    async findByOrderId(orderId) {
      const found: GatewayTransaction[] = [];
      for await (const transaction of client.transaction.search((search) => search.orderId().is(orderId))) {
        found.push(toGatewayTransaction(transaction, orderId));
      }
      found.sort((a, b) => rank(a.status) - rank(b.status));
      return found[0] ?? null;
    },
  };
}
