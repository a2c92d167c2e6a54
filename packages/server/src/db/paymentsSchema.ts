import { numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// The payments' own tables (schema.ts re-exports them, so drizzle-kit and the typed database see them).

/**
 * The test payment gateway's transactions (development and tests only: no money moves). One per
 * order number, so a retried sale answers the first transaction, and it outlives a restart, so the
 * reconciliation job can find the charge of a server that died before recording it.
 */
export const testGatewayTransactions = pgTable('test_gateway_transactions', {
  id: text('id').primaryKey(),
  orderId: text('order_id').notNull().unique(),
  amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
  currency: text('currency').notNull(),
  /** Braintree's transaction status (`submitted_for_settlement`, `processor_declined`, …). */
  status: text('status').notNull(),
  nonce: text('nonce').notNull(),
  processorResponseCode: text('processor_response_code'),
  processorResponseText: text('processor_response_text'),
  gatewayRejectionReason: text('gateway_rejection_reason'),
  created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
});
