import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database';
import { createTestDatabase } from '../../testing/testDatabase';
import { declineMessage, isCharged, type PaymentGateway } from './gateway';
import { createTestGateway, outcomeOf, TEST_NONCES } from './testGateway';

let database: DatabaseHandle;
let gateway: PaymentGateway;
let orders = 0;
const nextOrder = () => String(200000 + ++orders);

beforeAll(async () => {
  database = await createTestDatabase();
  gateway = createTestGateway(database.db);
}, 60_000);
afterAll(() => database?.close());

describe('the test gateway', () => {
  it("answers the test card form's client token", async () => {
    expect(await gateway.clientToken()).toEqual({ gateway: 'test', client_token: 'test-gateway' });
    expect(gateway.kind).toBe('test');
  });

  it.each([
    TEST_NONCES.transactable,
    TEST_NONCES.visa,
    TEST_NONCES.mastercard,
    TEST_NONCES.amex,
    TEST_NONCES.discover,
    TEST_NONCES.debit,
    'fake-apple-pay-visa-nonce',
    'fake-android-pay-mastercard-nonce',
  ])('charges %s: submitted for settlement, as Braintree answers a sale', async (nonce) => {
    const orderId = nextOrder();
    const result = await gateway.sale({ orderId, amount: '35.00', currency: 'NZD', nonce });
    expect(result).toEqual({
      success: true,
      transaction: {
        id: expect.stringMatching(/^[a-z0-9]{8}$/),
        status: 'submitted_for_settlement',
        amount: '35.00',
        currencyIsoCode: 'NZD',
        orderId,
        processorResponseCode: '1000',
        processorResponseText: 'Approved',
        gatewayRejectionReason: undefined,
      },
    });
    if (result.success) expect(isCharged(result.transaction)).toBe(true);
  });

  it.each([
    [TEST_NONCES.processorDeclinedVisa, 'processor_declined', 'Do Not Honor'],
    [TEST_NONCES.processorDeclinedAmex, 'processor_declined', 'Do Not Honor'],
    [TEST_NONCES.processorFailureJcb, 'failed', 'Processor Network Unavailable - Try Again'],
    [TEST_NONCES.gatewayRejectedFraud, 'gateway_rejected', 'Gateway Rejected: fraud'],
  ])('declines %s with a transaction (%s) and its message', async (nonce, status, message) => {
    const orderId = nextOrder();
    const result = await gateway.sale({ orderId, amount: '10.00', currency: 'NZD', nonce });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.transaction?.status).toBe(status);
    expect(result.message).toBe(message);
    expect(declineMessage(result)).toBe(message);
    expect(result.transaction && isCharged(result.transaction)).toBe(false);
    // Braintree keeps declined transactions: the order's is found.
    expect((await gateway.findByOrderId(orderId))?.status).toBe(status);
  });

  it.each([
    [TEST_NONCES.consumed, '93107', 'Cannot use a payment_method_nonce more than once.'],
    [TEST_NONCES.luhnInvalid, '81715', 'Credit card number is invalid.'],
    ['tokencc_made_up', '91565', 'Unknown or expired payment_method_nonce.'],
  ])('refuses %s with a validation error and no transaction', async (nonce, code, message) => {
    const orderId = nextOrder();
    const result = await gateway.sale({ orderId, amount: '10.00', currency: 'NZD', nonce });
    expect(result).toMatchObject({ success: false, message, errors: [{ code, message }] });
    expect(result.success === false && result.transaction).toBeFalsy();
    expect(await gateway.findByOrderId(orderId)).toBeNull();
  });

  it('charges one order once: a repeated sale answers the first transaction, even with another nonce', async () => {
    const orderId = nextOrder();
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        gateway.sale({ orderId, amount: '12.50', currency: 'AUD', nonce: 'fake-valid-nonce' }),
      ),
    );
    const ids = new Set(results.map((result) => (result.success ? result.transaction.id : null)));
    expect(ids.size).toBe(1);
    expect([...ids][0]).not.toBeNull();
    const again = await gateway.sale({
      orderId,
      amount: '12.50',
      currency: 'AUD',
      nonce: TEST_NONCES.processorDeclinedVisa,
    });
    expect(again.success && again.transaction.id).toBe([...ids][0]);
    expect((await gateway.findByOrderId(orderId))?.id).toBe([...ids][0]);
  });

  it('survives a restart: another gateway over the same database finds the charge', async () => {
    const orderId = nextOrder();
    await gateway.sale({ orderId, amount: '5.00', currency: 'NZD', nonce: 'fake-valid-visa-nonce' });
    const restarted = createTestGateway(database.db);
    expect(await restarted.findByOrderId(orderId)).toMatchObject({
      orderId,
      amount: '5.00',
      status: 'submitted_for_settlement',
    });
    expect(await restarted.findByOrderId('999999999')).toBeNull();
  });

  it('knows the outcome of every documented nonce without a database', () => {
    expect(outcomeOf('fake-valid-nonce')).toEqual({ kind: 'charged' });
    expect(outcomeOf('fake-processor-declined-discover-nonce')).toMatchObject({
      kind: 'declined',
      code: '2000',
    });
    expect(outcomeOf('fake-luhn-invalid-nonce')).toMatchObject({ kind: 'invalid' });
    expect(outcomeOf('')).toMatchObject({ kind: 'invalid' });
  });
});
