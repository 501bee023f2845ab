/**
 * The membership codes of the spec (§6, §9): customer group keys of the promotional-products
 * trade — ASI (Advertising Specialty Institute) members and EQP (end-quantity-pricing) accounts.
 * Both buy to resell.
 *
 * @example
 * MEMBERSHIP_CODES.includes('eqp'); // true
 */
export const MEMBERSHIP_CODES = ['asi_member', 'eqp'] as const;

/**
 * The fixed list of reseller customer group keys (spec §6: "a user is a reseller when the
 * trimmed, lowercased customer group key is in a fixed list"): the `reseller` group and the two
 * membership codes.
 *
 * @example
 * RESELLER_GROUP_KEYS; // ['reseller', 'asi_member', 'eqp']
 */
export const RESELLER_GROUP_KEYS: readonly string[] = ['reseller', ...MEMBERSHIP_CODES];

/**
 * Groups that may buy on account (invoice with payment terms) when the customer's `onAccount`
 * flag is set: business customers and every reseller.
 *
 * @example
 * ON_ACCOUNT_GROUP_KEYS.includes('business'); // true
 */
export const ON_ACCOUNT_GROUP_KEYS: readonly string[] = ['business', ...RESELLER_GROUP_KEYS];

const normalized = (groupKey: string | null | undefined) => (groupKey ?? '').trim().toLowerCase();

/**
 * Whether a customer group key is a reseller's: trimmed and lowercased, it is in
 * {@link RESELLER_GROUP_KEYS}. No group (anonymous, or not set) is not a reseller.
 *
 * @example
 * isReseller(' ASI_Member '); // true
 * isReseller('business'); // false
 */
export function isReseller(groupKey: string | null | undefined): boolean {
  return RESELLER_GROUP_KEYS.includes(normalized(groupKey));
}

/**
 * Whether a customer group key is one of the {@link MEMBERSHIP_CODES} (trimmed, lowercased).
 *
 * @example
 * isMembershipCode('EQP'); // true
 */
export function isMembershipCode(groupKey: string | null | undefined): groupKey is string {
  return (MEMBERSHIP_CODES as readonly string[]).includes(normalized(groupKey));
}

/**
 * What decides a customer's invoice options (spec §3 "Customer": customerGroup, onAccount,
 * isInvoiceWithoutTermsEnabled).
 *
 * @example
 * const customer: InvoiceCustomer = { customerGroup: 'reseller', onAccount: true, isInvoiceWithoutTermsEnabled: false };
 */
export interface InvoiceCustomer {
  customerGroup: string | null | undefined;
  onAccount: boolean | null | undefined;
  isInvoiceWithoutTermsEnabled: boolean | null | undefined;
}

/**
 * The invoice options of a customer (spec §4: "Customer group and the onAccount /
 * isInvoiceWithoutTermsEnabled flags decide which payment options are offered"): an invoice
 * with terms for a customer on account whose group may buy on account (business or reseller),
 * an invoice without terms when that flag is set. The card is always offered besides.
 *
 * @example
 * invoiceOptionsOf({ customerGroup: 'eqp', onAccount: true, isInvoiceWithoutTermsEnabled: false });
 * // { invoiceWithTerms: true, invoiceWithoutTerms: false }
 */
export function invoiceOptionsOf(customer: InvoiceCustomer): {
  invoiceWithTerms: boolean;
  invoiceWithoutTerms: boolean;
} {
  return {
    invoiceWithTerms:
      customer.onAccount === true &&
      ON_ACCOUNT_GROUP_KEYS.includes(normalized(customer.customerGroup)),
    invoiceWithoutTerms: customer.isInvoiceWithoutTermsEnabled === true,
  };
}
