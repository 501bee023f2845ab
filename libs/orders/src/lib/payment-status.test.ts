import { describe, expect, it } from 'vitest';
import { ORDER_HISTORY_PAGE_SIZE, PAYMENT_POLLING } from './order-constants';
import {
  PAYMENT_CHECK_STATUSES,
  PAYMENT_CHECK_STATUS_LABELS,
  PAYMENT_STATUSES,
  PAYMENT_STATUS_LABELS,
  paymentCheckStatusSchema,
  paymentStatusSchema,
} from './payment-status';

describe('payment statuses', () => {
  it('are Paid, BalanceDue and Pending', () => {
    expect(PAYMENT_STATUSES).toEqual(['Paid', 'BalanceDue', 'Pending']);
    expect(PAYMENT_STATUS_LABELS).toEqual({
      Paid: 'Paid',
      BalanceDue: 'Balance Due',
      Pending: 'Pending',
    });
  });

  it('parses known values and rejects others', () => {
    expect(paymentStatusSchema.parse('BalanceDue')).toBe('BalanceDue');
    expect(paymentStatusSchema.safeParse('paid').success).toBe(false);
    expect(paymentStatusSchema.safeParse(undefined).success).toBe(false);
  });
});

describe('payment-check statuses', () => {
  it('are NA, valid and invalid', () => {
    expect(PAYMENT_CHECK_STATUSES).toEqual(['NA', 'valid', 'invalid']);
    expect(Object.keys(PAYMENT_CHECK_STATUS_LABELS)).toEqual(['NA', 'valid', 'invalid']);
  });

  it('parses known values and rejects others', () => {
    expect(paymentCheckStatusSchema.parse('invalid')).toBe('invalid');
    expect(paymentCheckStatusSchema.safeParse('Valid').success).toBe(false);
  });
});

describe('constants', () => {
  it('keep the spec values', () => {
    expect(ORDER_HISTORY_PAGE_SIZE).toBe(5);
    expect(PAYMENT_POLLING).toEqual({ maxTries: 3, intervalMs: 5000 });
  });
});
