import type { OrderPaymentState } from '../../db/schema.ts';
import type { centPrice } from '../ecommerce/money.ts';
import type {
  OrderPayment,
  PaymentInstrumentType,
  PaymentType,
} from '../../db/schema-commerce-documents.ts';

/** The answer of a payment call. */
export interface PaymentResponse {
  paymentId: string;
  orderId: string;
  cartId: string;
  paymentType: PaymentType;
  paymentInstrumentType: PaymentInstrumentType | null;
  paymentStatus: OrderPaymentState;
  amount: ReturnType<typeof centPrice>;
  transaction: {
    id: string;
    status: 'submitted_for_settlement';
    processorResponseCode: string;
    processorResponseText: string;
    creditCard: {
      cardType: string;
      last4: string;
      expirationMonth: string;
      expirationYear: string;
    } | null;
    paypalAccount: { payerEmail: string } | null;
  } | null;
  createdAt: string;
}

/**
 * The answer of a payment call for a payment recorded on an order.
 *
 * @example
 * ```ts
 * paymentResponse(payment, { orderId: order.id, cartId: cart.id }, transaction).paymentStatus; // 'Paid'
 * ```
 */
export function paymentResponse(
  payment: OrderPayment,
  { orderId, cartId }: { orderId: string; cartId: string },
  transaction: PaymentResponse['transaction'],
): PaymentResponse {
  return {
    paymentId: payment.id,
    orderId,
    cartId,
    paymentType: payment.paymentType,
    paymentInstrumentType: payment.paymentInstrumentType,
    paymentStatus: payment.paymentStatus,
    amount: payment.amountPlanned,
    transaction,
    createdAt: payment.createdAt,
  };
}
