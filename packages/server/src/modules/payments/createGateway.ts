import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { createBraintreeGateway } from './braintreeGateway';
import type { PaymentGateway } from './gateway';
import { createTestGateway } from './testGateway';

export type PaymentSettings = Pick<
  Config,
  | 'PAYMENT_GATEWAY'
  | 'BRAINTREE_MERCHANT_ID'
  | 'BRAINTREE_PUBLIC_KEY'
  | 'BRAINTREE_PRIVATE_KEY'
  | 'BRAINTREE_ENVIRONMENT'
  | 'BRAINTREE_MERCHANT_ACCOUNTS'
  | 'NODE_ENV'
>;

/**
 * The configured card gateway: Braintree, the test gateway, or none (production without Braintree
 * credentials: card checkouts answer 503). The configuration already refused the test gateway in
 * production; this refuses it again, in case a configuration was built by hand.
 */
export function createPaymentGateway(config: PaymentSettings, db: Database): PaymentGateway | undefined {
  switch (config.PAYMENT_GATEWAY) {
    case 'braintree': {
      const { BRAINTREE_MERCHANT_ID, BRAINTREE_PUBLIC_KEY, BRAINTREE_PRIVATE_KEY } = config;
      if (!BRAINTREE_MERCHANT_ID || !BRAINTREE_PUBLIC_KEY || !BRAINTREE_PRIVATE_KEY) {
        throw new Error(
          'The Braintree gateway needs BRAINTREE_MERCHANT_ID, BRAINTREE_PUBLIC_KEY and BRAINTREE_PRIVATE_KEY',
        );
      }
      return createBraintreeGateway({
        merchantId: BRAINTREE_MERCHANT_ID,
        publicKey: BRAINTREE_PUBLIC_KEY,
        privateKey: BRAINTREE_PRIVATE_KEY,
        environment: config.BRAINTREE_ENVIRONMENT ?? 'sandbox',
        merchantAccounts: config.BRAINTREE_MERCHANT_ACCOUNTS,
      });
    }
    case 'test':
      if (config.NODE_ENV === 'production') {
        throw new Error('The test payment gateway is refused in production');
      }
      return createTestGateway(db);
    default:
      return undefined;
  }
}
