import { transactionFee } from '@trove/core/shop';
import type { MailMessage } from '../../mail/mailer';
import { formatMoney, toCents } from './money';

// The emails of a placed order: the buyer's confirmation and each seller's notice of a sale.

export interface OrderEmailLine {
  title: string;
  quantity: number;
  /** The line's total, a decimal string. */
  total: string;
  sellerId: number | null;
}

export interface OrderEmailDetails {
  siteName: string;
  siteUrl: string;
  number: string;
  currency: string;
  lines: readonly OrderEmailLine[];
  shippingMethod: string;
  shipping: string;
  total: string;
  /** Set for a bank transfer: the order waits for the payment these details receive. */
  bankTransferDetails?: string | undefined;
}

const money = (currency: string, amount: string) => `${currency} ${amount}`;

/** The buyer's confirmation: what was ordered, shipping and total, and how to pay a bank transfer. */
export function buyerConfirmationEmail(to: string, order: OrderEmailDetails): MailMessage {
  const paid = order.bankTransferDetails === undefined;
  return {
    kind: 'order_confirmation',
    to,
    subject: `Your ${order.siteName} order ${order.number}`,
    text: [
      paid
        ? `Thank you for your order ${order.number}. Your payment was received.`
        : `Thank you for your order ${order.number}. It is pending until your bank transfer arrives.`,
      '',
      ...order.lines.map((line) => `${line.quantity} × ${line.title}: ${money(order.currency, line.total)}`),
      `${order.shippingMethod}: ${money(order.currency, order.shipping)}`,
      `Total: ${money(order.currency, order.total)}`,
      ...(paid
        ? []
        : [
            '',
            `Please pay ${money(order.currency, order.total)} by bank transfer, with the reference ${order.number}:`,
            order.bankTransferDetails ?? '',
          ]),
      '',
      `Your orders: ${order.siteUrl}/orders`,
    ].join('\n'),
  };
}

/**
 * A seller's notice: their lines of the order, the sale's total, the transaction fee deducted from
 * it (core's rule, fees included in the price) and what they receive.
 */
export function sellerSaleEmail(
  to: string,
  order: OrderEmailDetails,
  lines: readonly OrderEmailLine[],
): MailMessage {
  const sale = formatMoney(lines.reduce((sum, line) => sum + toCents(line.total), 0));
  const fee = transactionFee(sale, { feesIncluded: true });
  const paid = order.bankTransferDetails === undefined;
  return {
    kind: 'order_sale',
    to,
    subject: `You sold ${lines.length === 1 ? (lines[0] as OrderEmailLine).title : `${lines.length} items`} on ${order.siteName}`,
    text: [
      paid
        ? `Good news: order ${order.number} bought from you and it is paid.`
        : `Good news: order ${order.number} bought from you; the buyer pays by bank transfer, so wait for the payment before you send anything.`,
      '',
      ...lines.map((line) => `${line.quantity} × ${line.title}: ${money(order.currency, line.total)}`),
      `Sale: ${money(order.currency, fee.amount)}`,
      `Transaction fee deducted: ${money(order.currency, fee.fee)}`,
      `You receive: ${money(order.currency, fee.net)}`,
    ].join('\n'),
  };
}
