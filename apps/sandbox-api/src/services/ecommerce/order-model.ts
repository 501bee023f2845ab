import type { LineData } from './cart-model.ts';
import type { CartFigures, CartResponse } from './cart-view.ts';
import type { CentPrecisionPrice } from './money.ts';

/** Payment types of the spec (§4). */
export type PaymentType = 'braintree' | 'paymentByInvoice' | 'freeOfCharge';

/** Payment instrument types of the spec (§4). */
export type PaymentInstrumentType =
  'credit_card' | 'paypal_account' | 'invoice_with_terms' | 'invoice_without_terms';

/** Order line statuses the sandbox sets (spec §4 keys). */
export type OrderLineStatus = 'Confirmed' | 'WaitingforPayment';

/** One payment on an order. */
export interface OrderPayment {
  id: string;
  paymentType: PaymentType;
  paymentInstrumentType: PaymentInstrumentType | null;
  amountPlanned: CentPrecisionPrice;
  /** `Paid` for a settled card charge or free order; `Pending`/`BalanceDue` for invoices. */
  paymentStatus: 'Paid' | 'Pending' | 'BalanceDue';
  transactionId: string | null;
  card: { cardType: string; last4: string } | null;
  createdAt: string;
}

/** An order as stored in `commerce_orders.data`. */
export interface OrderData {
  /** The cart as it was paid. */
  cart: CartResponse;
  /** The cart's lines as stored, for the order lines' dates and specs. */
  lines: LineData[];
  figures: CartFigures;
  lineStatus: OrderLineStatus;
  payments: OrderPayment[];
  poNumber: string | null;
  amountPaidCents: number;
  lastModifiedAt: string;
}
