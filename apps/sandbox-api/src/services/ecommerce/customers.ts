import { eq } from 'drizzle-orm';
import type { SandboxContext } from '../../context.ts';
import { firstRow } from '../../db/first-row.ts';
import { commerceCustomerProfiles } from '../../db/schema.ts';
import type { Customer } from '../identity/customers.ts';
import type { ApiAddress, StoredAddress } from '../../db/schema-commerce-documents.ts';

/** A row of `commerce_customer_profiles`. */
export type CustomerProfile = typeof commerceCustomerProfiles.$inferSelect;

/**
 * Customer groups and their names. Resellers are the groups of the cart library's reseller
 * rule (`reseller` and the membership codes `asi_member` and `eqp`).
 */
export const CUSTOMER_GROUPS: Record<string, string> = {
  retail: 'Retail',
  business: 'Business',
  reseller: 'Reseller',
  asi_member: 'ASI member',
  eqp: 'EQP account',
};

/** The group of a customer who signed up in the storefront. */
export const DEFAULT_CUSTOMER_GROUP = 'retail';

/**
 * Groups that may buy on account (invoice with terms) when `onAccount` is set: business
 * customers and resellers. The reseller keys are the storefront's fixed list (`RESELLER_GROUP_KEYS`
 * of the cart library: `reseller` and the membership codes `asi_member` and `eqp`); the
 * service decides on its own, as a real payment service would.
 */
export const ON_ACCOUNT_GROUPS: readonly string[] = ['business', 'reseller', 'asi_member', 'eqp'];

/** The customer as the ecommerce service shows it (spec §3 "Customer"). */
export interface CustomerResponse {
  id: string;
  key: string;
  version: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  title: string | null;
  companyName: string | null;
  addresses: StoredAddress[];
  defaultBillingAddressId: string | null;
  defaultShippingAddressId: string | null;
  isAddressIdentical: boolean;
  customerGroup: { key: string; name: string };
  onAccount: boolean;
  isInvoiceWithoutTermsEnabled: boolean;
  newsletterStatus: string;
  createdAt: string;
}

type Context = Pick<SandboxContext, 'db' | 'clock'>;

/**
 * The commerce profile of a customer, created with defaults (group `retail`, no invoice,
 * no addresses) the first time it is needed.
 *
 * @example
 * ```ts
 * const profile = await loadProfile(context, 'cus_demo_dana_whitfield');
 * profile.customerGroup; // 'business'
 * ```
 */
export async function loadProfile(context: Context, customerId: string): Promise<CustomerProfile> {
  const { db } = context;
  const ofCustomer = eq(commerceCustomerProfiles.customerId, customerId);
  const found = await firstRow(db.orm, commerceCustomerProfiles, ofCustomer);
  if (found) return found;
  await db.orm
    .insert(commerceCustomerProfiles)
    .values({
      customerId,
      version: 1,
      customerGroup: DEFAULT_CUSTOMER_GROUP,
      onAccount: false,
      invoiceWithoutTermsEnabled: false,
      isAddressIdentical: false,
      newsletterStatus: 'unsubscribed',
      addresses: [],
      defaultBillingAddressId: null,
      defaultShippingAddressId: null,
      updatedAt: context.clock.now(),
    })
    .onConflictDoNothing();
  const created = await firstRow(db.orm, commerceCustomerProfiles, ofCustomer);
  if (!created) throw new Error(`Customer profile ${customerId} could not be created`);
  return created;
}

/**
 * The customer JSON: the identity's name, email and company with the commerce profile.
 *
 * @example
 * ```ts
 * customerResponse(customer, profile).customerGroup; // { key: 'business', name: 'Business' }
 * ```
 */
export function customerResponse(customer: Customer, profile: CustomerProfile): CustomerResponse {
  return {
    id: customer.id,
    key: customer.id,
    version: profile.version,
    email: customer.email,
    firstName: customer.firstName,
    lastName: customer.lastName,
    title: customer.title,
    companyName: customer.company,
    addresses: profile.addresses,
    defaultBillingAddressId: profile.defaultBillingAddressId,
    defaultShippingAddressId: profile.defaultShippingAddressId,
    isAddressIdentical: profile.isAddressIdentical,
    customerGroup: {
      key: profile.customerGroup,
      name: CUSTOMER_GROUPS[profile.customerGroup] ?? profile.customerGroup,
    },
    onAccount: profile.onAccount,
    isInvoiceWithoutTermsEnabled: profile.invoiceWithoutTermsEnabled,
    newsletterStatus: profile.newsletterStatus,
    createdAt: customer.createdAt.toISOString(),
  };
}

/** Which invoice payments a customer may use. */
export interface InvoiceEligibility {
  /** Invoice with terms (pay later): a `business` or `reseller` customer that is on account. */
  invoiceWithTerms: boolean;
  /** Invoice without terms (pay before production): `isInvoiceWithoutTermsEnabled`. */
  invoiceWithoutTerms: boolean;
}

/**
 * The invoice options of a profile.
 *
 * @example
 * ```ts
 * invoiceEligibility(demoProfile); // { invoiceWithTerms: false, invoiceWithoutTerms: true }
 * ```
 */
export function invoiceEligibility(profile: CustomerProfile): InvoiceEligibility {
  const group = profile.customerGroup.trim().toLowerCase();
  return {
    invoiceWithTerms: profile.onAccount && ON_ACCOUNT_GROUPS.includes(group),
    invoiceWithoutTerms: profile.invoiceWithoutTermsEnabled,
  };
}

/**
 * The default billing and shipping addresses of a profile (without their ids).
 *
 * @example
 * ```ts
 * const { billingAddress, shippingAddress } = defaultAddresses(profile);
 * ```
 */
export function defaultAddresses(profile: CustomerProfile): {
  billingAddress: ApiAddress | null;
  shippingAddress: ApiAddress | null;
} {
  const strip = (id: string | null): ApiAddress | null => {
    const found = profile.addresses.find((address) => address.id === id);
    if (!found) return null;
    const { id: _id, ...address } = found;
    return address;
  };
  return {
    billingAddress: strip(profile.defaultBillingAddressId),
    shippingAddress: strip(profile.defaultShippingAddressId),
  };
}
