import * as z from 'zod/mini';

/**
 * The payment statuses of an order (spec).
 *
 * @example
 * PAYMENT_STATUSES; // ['Paid', 'BalanceDue', 'Pending']
 */
export const PAYMENT_STATUSES = ['Paid', 'BalanceDue', 'Pending'] as const;

/**
 * One payment status of an order.
 *
 * @example
 * const status: PaymentStatus = 'BalanceDue';
 */
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * Reads a payment status from service data.
 *
 * @example
 * paymentStatusSchema.parse('Paid'); // 'Paid'
 * paymentStatusSchema.safeParse('paid').success; // false
 */
export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);

/**
 * English labels of the payment statuses.
 *
 * @example
 * PAYMENT_STATUS_LABELS.BalanceDue; // 'Balance Due'
 */
export const PAYMENT_STATUS_LABELS = {
  Paid: 'Paid',
  BalanceDue: 'Balance Due',
  Pending: 'Pending',
} as const satisfies Record<PaymentStatus, string>;

/**
 * The results of the payment check (spec: NA, valid, invalid).
 *
 * @example
 * PAYMENT_CHECK_STATUSES; // ['NA', 'valid', 'invalid']
 */
export const PAYMENT_CHECK_STATUSES = ['NA', 'valid', 'invalid'] as const;

/**
 * One payment-check result.
 *
 * @example
 * const check: PaymentCheckStatus = 'valid';
 */
export type PaymentCheckStatus = (typeof PAYMENT_CHECK_STATUSES)[number];

/**
 * Reads a payment-check result from service data.
 *
 * @example
 * paymentCheckStatusSchema.parse('NA'); // 'NA'
 */
export const paymentCheckStatusSchema = z.enum(PAYMENT_CHECK_STATUSES);

/**
 * English labels of the payment-check results.
 *
 * @example
 * PAYMENT_CHECK_STATUS_LABELS.NA; // 'Not applicable'
 */
export const PAYMENT_CHECK_STATUS_LABELS = {
  NA: 'Not applicable',
  valid: 'Valid',
  invalid: 'Invalid',
} as const satisfies Record<PaymentCheckStatus, string>;
