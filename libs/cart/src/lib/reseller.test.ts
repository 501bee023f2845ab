import { isNeverOccurError } from '@storefront/http';
import { fromMinorUnits } from '@storefront/pricing';
import { describe, expect, it } from 'vitest';
import { paymentOf, paymentOptionsOf } from './payment-options';
import {
  MEMBERSHIP_CODES,
  RESELLER_GROUP_KEYS,
  invoiceOptionsOf,
  isMembershipCode,
  isReseller,
} from './reseller';

describe('isReseller', () => {
  it('reads the trimmed, lowercased group key against the fixed list', () => {
    expect(RESELLER_GROUP_KEYS).toEqual(['reseller', 'asi_member', 'eqp']);
    for (const key of ['reseller', ' Reseller ', 'ASI_MEMBER', '\teqp\n', 'Eqp']) {
      expect(isReseller(key), key).toBe(true);
    }
  });

  it('says no for other groups, near misses and no group at all', () => {
    for (const key of ['retail', 'business', 'resellers', 'asi member', 'asi-member', 'eq p', '']) {
      expect(isReseller(key), key).toBe(false);
    }
    expect(isReseller(null)).toBe(false);
    expect(isReseller(undefined)).toBe(false);
  });
});

describe('isMembershipCode', () => {
  it('knows asi_member and eqp, in any case and with spaces around', () => {
    expect(MEMBERSHIP_CODES).toEqual(['asi_member', 'eqp']);
    expect(isMembershipCode(' ASI_member')).toBe(true);
    expect(isMembershipCode('EQP')).toBe(true);
    expect(isMembershipCode('reseller')).toBe(false);
    expect(isMembershipCode(null)).toBe(false);
  });
});

describe('invoiceOptionsOf', () => {
  it('offers an invoice with terms to business customers and resellers on account only', () => {
    const withTerms = (customerGroup: string | null, onAccount: boolean | null) =>
      invoiceOptionsOf({ customerGroup, onAccount, isInvoiceWithoutTermsEnabled: false })
        .invoiceWithTerms;
    expect(withTerms('business', true)).toBe(true);
    expect(withTerms(' Reseller', true)).toBe(true);
    expect(withTerms('asi_member', true)).toBe(true);
    expect(withTerms('EQP', true)).toBe(true);
    expect(withTerms('retail', true)).toBe(false);
    expect(withTerms(null, true)).toBe(false);
    expect(withTerms('reseller', false)).toBe(false);
    expect(withTerms('reseller', null)).toBe(false);
  });

  it('offers an invoice without terms exactly when the flag is set, whatever the group', () => {
    expect(
      invoiceOptionsOf({
        customerGroup: 'retail',
        onAccount: false,
        isInvoiceWithoutTermsEnabled: true,
      }),
    ).toEqual({ invoiceWithTerms: false, invoiceWithoutTerms: true });
    expect(
      invoiceOptionsOf({
        customerGroup: 'eqp',
        onAccount: true,
        isInvoiceWithoutTermsEnabled: null,
      }),
    ).toEqual({ invoiceWithTerms: true, invoiceWithoutTerms: false });
  });
});

describe('paymentOptionsOf with the customer', () => {
  const total = fromMinorUnits(52250);
  const listed = {
    paymentMethods: [
      { paymentType: 'braintree', paymentInstrumentType: 'credit_card' },
      { paymentType: 'paymentByInvoice', paymentInstrumentType: 'invoice_with_terms' },
      { paymentType: 'paymentByInvoice', paymentInstrumentType: 'invoice_without_terms' },
    ],
  } as Parameters<typeof paymentOptionsOf>[0];

  it('offers what the service lists and the customer rule allows', () => {
    expect(
      paymentOptionsOf(listed, total, {
        customerGroup: 'ASI_member',
        onAccount: true,
        isInvoiceWithoutTermsEnabled: false,
      }),
    ).toEqual(['credit_card', 'invoice_with_terms']);
    expect(
      paymentOptionsOf(listed, total, {
        customerGroup: 'retail',
        onAccount: true,
        isInvoiceWithoutTermsEnabled: true,
      }),
    ).toEqual(['credit_card', 'invoice_without_terms']);
  });

  it('follows the service alone while the customer is not known', () => {
    expect(paymentOptionsOf(listed, total)).toEqual([
      'credit_card',
      'invoice_with_terms',
      'invoice_without_terms',
    ]);
  });
});

describe('paymentOf', () => {
  it('builds the invoice and free-of-charge bodies, and calls any other option a never-occur (ECX998)', () => {
    expect(paymentOf('invoice_with_terms', ' PO-1 ')).toEqual({
      paymentType: 'paymentByInvoice',
      paymentInstrumentType: 'invoice_with_terms',
      poNumber: 'PO-1',
    });
    expect(paymentOf('freeOfCharge')).toEqual({ paymentType: 'freeOfCharge' });
    let caught: unknown;
    try {
      paymentOf('paypal_account' as never);
    } catch (error) {
      caught = error;
    }
    expect(isNeverOccurError(caught)).toBe(true);
    expect(caught).toMatchObject({ code: 'ECX998', kind: 'never-occur' });
  });
});
