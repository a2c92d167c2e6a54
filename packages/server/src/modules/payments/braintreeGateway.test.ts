import braintree from 'braintree';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import type { Database } from '../../db/database';
import {
  type BraintreeClient,
  type BraintreeResponse,
  type BraintreeTransactionLike,
  createBraintreeClient,
  createBraintreeGateway,
  toSaleResult,
} from './braintreeGateway';
import { createPaymentGateway } from './createGateway';
import { declineMessage } from './gateway';

// Braintree without the network: the SDK's client as configured, the gateway over a fake client
// answering in the SDK's shapes, and which gateway the configuration picks.

const CREDENTIALS = {
  BRAINTREE_MERCHANT_ID: 'merchant-1',
  BRAINTREE_PUBLIC_KEY: 'public-1',
  BRAINTREE_PRIVATE_KEY: 'private-1',
};
const SETTINGS = {
  merchantId: 'merchant-1',
  publicKey: 'public-1',
  privateKey: 'private-1',
  environment: 'sandbox',
} as const;

const transaction = (overrides: Partial<BraintreeTransactionLike> = {}): BraintreeTransactionLike => ({
  id: 'abc123',
  status: 'submitted_for_settlement',
  amount: '35.00',
  currencyIsoCode: 'NZD',
  orderId: '100001',
  processorResponseCode: '1000',
  processorResponseText: 'Approved',
  gatewayRejectionReason: '',
  ...overrides,
});

function fakeClient(response: BraintreeResponse, found: BraintreeTransactionLike[] = []) {
  const sales: unknown[] = [];
  const searches: string[] = [];
  const client: BraintreeClient = {
    clientToken: { generate: async () => ({ clientToken: 'eyJ2ZXJzaW9uIjoyfQ==' }) },
    transaction: {
      async sale(request) {
        sales.push(request);
        return response;
      },
      search(build) {
        build({ orderId: () => ({ is: (value: string) => searches.push(value) }) });
        return (async function* () {
          yield* found;
        })();
      },
    },
  };
  return { client, sales, searches };
}

describe('the Braintree gateway', () => {
  it('configures the SDK with the credentials and environment, without a request', () => {
    const sandbox = createBraintreeClient(SETTINGS);
    expect(sandbox.config.merchantId).toBe('merchant-1');
    expect(sandbox.config.publicKey).toBe('public-1');
    expect(sandbox.config.privateKey).toBe('private-1');
    expect(sandbox.config.environment).toBe(braintree.Environment.Sandbox);
    expect(createBraintreeClient({ ...SETTINGS, environment: 'production' }).config.environment).toBe(
      braintree.Environment.Production,
    );
  });

  it("answers Braintree's client token for Hosted Fields", async () => {
    const { client } = fakeClient({ success: true });
    expect(await createBraintreeGateway(SETTINGS, client).clientToken()).toEqual({
      gateway: 'braintree',
      client_token: 'eyJ2ZXJzaW9uIjoyfQ==',
    });
  });

  it("sells with the order number as orderId, settled at once, in the currency's merchant account", async () => {
    const { client, sales } = fakeClient({ success: true, transaction: transaction() });
    const gateway = createBraintreeGateway({ ...SETTINGS, merchantAccounts: { AUD: 'trove_aud' } }, client);
    const result = await gateway.sale({
      orderId: '100001',
      amount: '35.00',
      currency: 'NZD',
      nonce: 'nonce-1',
    });
    expect(result).toEqual({
      success: true,
      transaction: {
        id: 'abc123',
        status: 'submitted_for_settlement',
        amount: '35.00',
        currencyIsoCode: 'NZD',
        orderId: '100001',
        processorResponseCode: '1000',
        processorResponseText: 'Approved',
        gatewayRejectionReason: undefined,
      },
    });
    await gateway.sale({ orderId: '100002', amount: '5.00', currency: 'AUD', nonce: 'nonce-2' });
    expect(sales).toEqual([
      {
        amount: '35.00',
        orderId: '100001',
        paymentMethodNonce: 'nonce-1',
        options: { submitForSettlement: true },
      },
      {
        amount: '5.00',
        orderId: '100002',
        paymentMethodNonce: 'nonce-2',
        merchantAccountId: 'trove_aud',
        options: { submitForSettlement: true },
      },
    ]);
  });

  it("maps a processor decline, a gateway rejection and validation errors to Braintree's result", () => {
    const declined = toSaleResult(
      {
        success: false,
        message: 'Do Not Honor',
        errors: { deepErrors: () => [] },
        transaction: transaction({
          status: 'processor_declined',
          processorResponseCode: '2000',
          processorResponseText: 'Do Not Honor',
        }),
      },
      '100003',
    );
    expect(declined).toMatchObject({
      success: false,
      message: 'Do Not Honor',
      transaction: { status: 'processor_declined' },
    });
    if (!declined.success) expect(declineMessage(declined)).toBe('Do Not Honor');

    const rejected = toSaleResult(
      {
        success: false,
        message: 'Gateway Rejected: fraud',
        errors: { deepErrors: () => [] },
        transaction: transaction({
          status: 'gateway_rejected',
          gatewayRejectionReason: 'fraud',
          processorResponseText: '',
        }),
      },
      '100004',
    );
    expect(rejected).toMatchObject({
      success: false,
      transaction: { gatewayRejectionReason: 'fraud', processorResponseText: undefined },
    });

    const invalid = toSaleResult(
      {
        success: false,
        message: 'Cannot use a payment_method_nonce more than once.',
        errors: {
          deepErrors: () => [
            {
              attribute: 'payment_method_nonce',
              code: '93107',
              message: 'Cannot use a payment_method_nonce more than once.',
            },
          ],
        },
      },
      '100005',
    );
    expect(invalid).toEqual({
      success: false,
      message: 'Cannot use a payment_method_nonce more than once.',
      errors: [
        {
          attribute: 'payment_method_nonce',
          code: '93107',
          message: 'Cannot use a payment_method_nonce more than once.',
        },
      ],
    });
  });

  it("finds an order's transaction by orderId, a charged one before a declined one", async () => {
    const { client, searches } = fakeClient({ success: true }, [
      transaction({ id: 'declined1', status: 'processor_declined' }),
      transaction({ id: 'charged1', status: 'settled' }),
    ]);
    const gateway = createBraintreeGateway(SETTINGS, client);
    expect((await gateway.findByOrderId('100001'))?.id).toBe('charged1');
    expect(searches).toEqual(['100001']);
    expect(
      await createBraintreeGateway(SETTINGS, fakeClient({ success: true }).client).findByOrderId('1'),
    ).toBeNull();
  });
});

describe('the payment settings', () => {
  const db = {} as Database;

  it('take the test gateway outside production, Braintree when its credentials are set', () => {
    expect(loadConfig({}).PAYMENT_GATEWAY).toBe('test');
    expect(createPaymentGateway(loadConfig({}), db)?.kind).toBe('test');
    const config = loadConfig(CREDENTIALS);
    expect(config).toMatchObject({ PAYMENT_GATEWAY: 'braintree', BRAINTREE_ENVIRONMENT: 'sandbox' });
    expect(createPaymentGateway(config, db)?.kind).toBe('braintree');
    expect(loadConfig({ ...CREDENTIALS, PAYMENT_GATEWAY: 'test' }).PAYMENT_GATEWAY).toBe('test');
  });

  const production = {
    NODE_ENV: 'production',
    SECRET_KEY: 'a-long-random-production-secret',
    SITE_URL: 'https://trove.example',
  };

  it('refuse the test gateway in production; without credentials production has no card gateway', () => {
    expect(() => loadConfig({ ...production, PAYMENT_GATEWAY: 'test' })).toThrow(
      /PAYMENT_GATEWAY: must not be test in production/,
    );
    const none = loadConfig(production);
    expect(none.PAYMENT_GATEWAY).toBeUndefined();
    expect(createPaymentGateway(none, db)).toBeUndefined();
    expect(() => createPaymentGateway({ ...none, PAYMENT_GATEWAY: 'test' }, db)).toThrow(
      /refused in production/,
    );
    expect(loadConfig({ ...production, ...CREDENTIALS })).toMatchObject({
      PAYMENT_GATEWAY: 'braintree',
      BRAINTREE_ENVIRONMENT: 'production',
    });
    expect(
      loadConfig({ ...production, ...CREDENTIALS, BRAINTREE_ENVIRONMENT: 'sandbox' }).BRAINTREE_ENVIRONMENT,
    ).toBe('sandbox');
  });

  it('refuse half the credentials, braintree without them, and a bad merchant account list', () => {
    expect(() => loadConfig({ BRAINTREE_MERCHANT_ID: 'm' })).toThrow(ConfigError);
    expect(() => loadConfig({ BRAINTREE_MERCHANT_ID: 'm' })).toThrow(
      /BRAINTREE_PUBLIC_KEY: must be set together with BRAINTREE_MERCHANT_ID/,
    );
    expect(() => loadConfig({ PAYMENT_GATEWAY: 'braintree' })).toThrow(/PAYMENT_GATEWAY: braintree needs/);
    expect(() => loadConfig({ PAYMENT_GATEWAY: 'stripe' })).toThrow(
      /PAYMENT_GATEWAY: must be braintree or test/,
    );
    expect(() => loadConfig({ BRAINTREE_ENVIRONMENT: 'qa' })).toThrow(
      /BRAINTREE_ENVIRONMENT: must be sandbox or production/,
    );
    expect(
      loadConfig({ BRAINTREE_MERCHANT_ACCOUNTS: 'nzd=trove_nzd, AUD=trove_aud,' })
        .BRAINTREE_MERCHANT_ACCOUNTS,
    ).toEqual({
      NZD: 'trove_nzd',
      AUD: 'trove_aud',
    });
    expect(() => loadConfig({ BRAINTREE_MERCHANT_ACCOUNTS: 'trove_nzd' })).toThrow(
      /not CURRENCY=merchant_account_id/,
    );
  });
});
