import { centPrice } from './money.ts';
import type { OrderAmounts, OrderRow } from './orders.ts';
import type { CentPrecisionPrice } from '../../db/schema-commerce-documents.ts';

/** One line of {@link OrderTotalDetails}. */
export interface OrderTotalLine {
  lineItemId: string;
  name: string;
  quantity: number;
  unitPrice: CentPrecisionPrice;
  /** unit price × quantity, before the discount. */
  subtotal: CentPrecisionPrice;
  discount: CentPrecisionPrice;
  /** The line's shipping after its discount, before tax. */
  shipping: CentPrecisionPrice;
  /** Tax of the line and of its shipping. */
  tax: CentPrecisionPrice;
  /** What the line costs with its shipping and taxes. */
  total: CentPrecisionPrice;
}

/** The answer of `POST …/orderTotalDetails/{orderId}` (spec §7 "order-management … totals"). */
export interface OrderTotalDetails extends OrderAmounts {
  orderId: string;
  orderNumber: string | null;
  currencyCode: 'USD';
  taxPortions: Array<{ name: string; rate: number; amount: CentPrecisionPrice }>;
  lines: OrderTotalLine[];
}

/**
 * The money of an order, as a whole and per line, in exact cents: the order's stored figures
 * (what the shopper paid for), the amount paid so far and the amount still due.
 *
 * @example
 * ```ts
 * orderTotalDetails(row, 'BU100001').amountDue.centAmount; // 0 for a paid order
 * ```
 */
export function orderTotalDetails(row: OrderRow, orderNumber: string | null): OrderTotalDetails {
  const { cart, figures, amountPaidCents } = row.data;
  const shippingByLine = new Map(cart.customLineItems.map((item) => [item.lineItemId, item]));
  const lines = cart.lineItems.map((item): OrderTotalLine => {
    const gross = item.price.centAmount * item.quantity;
    const shipping = shippingByLine.get(item.id);
    const tax =
      item.taxedPrice.totalTax.centAmount + (shipping?.taxedPrice.totalTax.centAmount ?? 0);
    return {
      lineItemId: item.id,
      name: item.name,
      quantity: item.quantity,
      unitPrice: item.price,
      subtotal: centPrice(gross),
      discount: centPrice(Math.max(0, gross - item.totalPrice.centAmount)),
      shipping: centPrice(shipping?.totalPrice.centAmount ?? 0),
      tax: centPrice(tax),
      total: centPrice(
        item.taxedPrice.totalGross.centAmount + (shipping?.taxedPrice.totalGross.centAmount ?? 0),
      ),
    };
  });
  const taxPortions = cart.taxedPrice.taxPortions;
  return {
    orderId: row.id,
    orderNumber,
    currencyCode: 'USD',
    subtotal: centPrice(figures.subtotal),
    shipping: centPrice(figures.shipping),
    taxes: centPrice(figures.tax),
    discount: centPrice(figures.discount),
    total: centPrice(figures.total),
    amountPaid: centPrice(amountPaidCents),
    amountDue: centPrice(Math.max(0, figures.total - amountPaidCents)),
    taxPortions,
    lines,
  };
}
