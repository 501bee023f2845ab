import {
  compare,
  isNegative,
  multiply,
  subtract,
  sum,
  zeroMoney,
  type Money,
} from '@storefront/pricing';
import type { Order } from './order-model';

/**
 * The money of an order (spec §3: totals — subtotal, shipping, taxes, discount, total, amount
 * paid, amount due), exact.
 *
 * @example
 * formatMoney(orderTotals(order).amountDue); // '$0.00'
 */
export interface OrderTotals {
  subtotal: Money;
  shipping: Money;
  taxes: Money;
  /** The discount as a positive amount (shown negative). */
  discount: Money;
  total: Money;
  amountPaid: Money;
  /** What is still owed; never negative. */
  amountDue: Money;
}

function nonNegative(amount: Money): Money {
  return isNegative(amount) ? zeroMoney(amount.currency) : amount;
}

/**
 * The totals of an order. The service's `totals` are used when it sends them; otherwise they
 * are derived: subtotal, sales tax, shipping and total from `finalPrice` (else from the lines),
 * the discount from the coupon, the amount paid as the sum of the payments whose status is
 * `Paid`, and the amount due as total − paid (never below zero). All sums are exact.
 *
 * @example
 * const { subtotal, discount, total, amountDue } = orderTotals(order);
 */
export function orderTotals(order: Order): OrderTotals {
  const given = order.money.totals;
  if (given) {
    return {
      subtotal: given.subtotal,
      shipping: given.shipping,
      taxes: given.taxes,
      discount: given.discount,
      total: given.total,
      amountPaid: given.amountPaid,
      amountDue: nonNegative(given.amountDue),
    };
  }
  const currency =
    order.money.finalPrice?.total.currency ??
    order.money.totalPrice?.currency ??
    order.lines[0]?.unitPrice.currency ??
    'USD';
  const zero = zeroMoney(currency);
  const final = order.money.finalPrice;
  const lineSubtotal = sum(
    order.lines.map((line) => multiply(line.unitPrice, line.quantity)),
    currency,
  );
  const lineShipping = sum(
    order.lines.flatMap((line) => (line.shipping?.price ? [line.shipping.price] : [])),
    currency,
  );
  const subtotal = final?.subtotal ?? lineSubtotal;
  const shipping = final?.shipping ?? lineShipping;
  const taxes = final?.salesTax ?? zero;
  const discount = order.money.discount ?? zero;
  const total =
    final?.total ?? nonNegative(subtract(sum([subtotal, shipping, taxes], currency), discount));
  const amountPaid = sum(
    order.payments.flatMap((payment) =>
      payment.paymentStatus === 'Paid' && payment.amount ? [payment.amount] : [],
    ),
    currency,
  );
  return {
    subtotal,
    shipping,
    taxes,
    discount,
    total,
    amountPaid,
    amountDue: nonNegative(subtract(total, amountPaid)),
  };
}

/**
 * Whether an order still owes money (a pending or balance-due invoice order): its amount due
 * is above zero and it is not `Paid`.
 *
 * @example
 * if (hasAmountDue(order)) showPayNow();
 */
export function hasAmountDue(order: Order): boolean {
  if (order.paymentStatus === 'Paid') return false;
  const { amountDue } = orderTotals(order);
  return compare(amountDue, zeroMoney(amountDue.currency)) > 0;
}

/**
 * Whether anything was paid for an order, so a receipt exists.
 *
 * @example
 * if (hasReceipt(order)) showReceiptDownload();
 */
export function hasReceipt(order: Order): boolean {
  const { amountPaid } = orderTotals(order);
  return (
    compare(amountPaid, zeroMoney(amountPaid.currency)) > 0 ||
    order.payments.some((payment) => payment.paymentStatus === 'Paid')
  );
}
