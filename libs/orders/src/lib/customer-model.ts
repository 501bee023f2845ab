import * as z from 'zod/mini';
import { orderAddressSchema, type OrderAddress } from './order-response';

const optionalText = z.pipe(
  z.nullish(z.string()),
  z.transform((value) =>
    value === undefined || value === null || value.trim() === '' ? null : value,
  ),
);
const falseWhenMissing = z.pipe(
  z.nullish(z.boolean()),
  z.transform((value) => value ?? false),
);

/**
 * The customer of the ecommerce service (spec §3 "Customer"), as `GET customers/{id}` answers.
 *
 * @example
 * const customer = customerSchema.parse(json);
 */
export const customerSchema = z.object({
  id: z.string(),
  version: z.number().check(z.int(), z.minimum(1)),
  email: z.string(),
  firstName: optionalText,
  lastName: optionalText,
  title: optionalText,
  companyName: optionalText,
  addresses: z._default(z.array(z.extend(orderAddressSchema, { id: z.string() })), []),
  defaultBillingAddressId: optionalText,
  defaultShippingAddressId: optionalText,
  isAddressIdentical: falseWhenMissing,
  customerGroup: z.nullish(z.object({ key: z.string(), name: z.nullish(z.string()) })),
  onAccount: falseWhenMissing,
  isInvoiceWithoutTermsEnabled: falseWhenMissing,
  newsletterStatus: optionalText,
});

/**
 * A customer with saved addresses and default ids.
 *
 * @example
 * const name = `${customer.firstName ?? ''} ${customer.lastName ?? ''}`.trim();
 */
export type Customer = z.output<typeof customerSchema>;

/**
 * A saved address of a customer (API side, with its id).
 *
 * @example
 * const address: CustomerAddress = customer.addresses[0]!;
 */
export type CustomerAddress = Customer['addresses'][number];

/**
 * Which default address.
 *
 * @example
 * const kind: DefaultAddressKind = 'billing';
 */
export type DefaultAddressKind = 'billing' | 'shipping';

/**
 * The customer's default billing or shipping address, or `null`.
 *
 * @example
 * defaultAddressOf(customer, 'shipping')?.city; // 'Arlington'
 */
export function defaultAddressOf(
  customer: Customer,
  kind: DefaultAddressKind,
): CustomerAddress | null {
  const id =
    kind === 'billing' ? customer.defaultBillingAddressId : customer.defaultShippingAddressId;
  return customer.addresses.find((address) => address.id === id) ?? null;
}

/**
 * An address entry of a customer update: an existing id edits that address, none adds one; a
 * flag makes it a default.
 *
 * @example
 * const entry: CustomerAddressEntry = { ...address, isDefaultShippingAddress: true };
 */
export type CustomerAddressEntry = Partial<OrderAddress> & {
  id?: string;
  isDefaultBillingAddress?: boolean;
  isDefaultShippingAddress?: boolean;
};

/**
 * The body of `PATCH customers/{id}` (spec §7 "update addresses and customer info"): the
 * version it is made against and the fields to change.
 *
 * @example
 * const update: CustomerUpdate = { version: 3, firstName: 'Dana', companyName: 'Whitfield Candles' };
 */
export interface CustomerUpdate {
  version: number;
  firstName?: string | null;
  lastName?: string | null;
  title?: string | null;
  companyName?: string | null;
  isAddressIdentical?: boolean;
  addresses?: CustomerAddressEntry[];
  defaultBillingAddressId?: string | null;
  defaultShippingAddressId?: string | null;
}

/** The fields that say where an address is and who receives it. */
const PLACE_KEYS = [
  'company',
  'firstName',
  'lastName',
  'streetName',
  'additionalStreetInfo',
  'postalCode',
  'city',
  'state',
  'country',
] as const;

const ADDRESS_KEYS = [...PLACE_KEYS, 'phone', 'email'] as const;

/** An address of a customer, a cart or an order, as far as {@link isSameAddress} reads it. */
export type AddressPlace = Partial<Record<(typeof PLACE_KEYS)[number], string | null | undefined>>;

/**
 * Whether two addresses are the same place and recipient: every field from company to country
 * equal, case and surrounding blanks ignored; phone and email do not count. A missing address
 * is never the same as another.
 *
 * @example
 * isSameAddress(cart.billingAddress, cart.shippingAddress); // billing "same as shipping"
 * customer.addresses.find((saved) => isSameAddress(saved, address)); // already saved?
 */
export function isSameAddress(
  a: AddressPlace | null | undefined,
  b: AddressPlace | null | undefined,
): boolean {
  if (!a || !b) return false;
  const norm = (value: string | null | undefined) => (value ?? '').trim().toLowerCase();
  return PLACE_KEYS.every((key) => norm(a[key]) === norm(b[key]));
}

/** Every address field, a missing or blank one as `null` (so a cleared field is cleared). */
function addressFields(address: Partial<OrderAddress>): Omit<OrderAddress, 'id'> {
  const fields = {} as Record<(typeof ADDRESS_KEYS)[number], string | null>;
  for (const key of ADDRESS_KEYS) {
    const value = address[key];
    fields[key] = typeof value === 'string' && value.trim() !== '' ? value : null;
  }
  return fields;
}

/**
 * The update that saves `address` as the customer's default billing or shipping address: the
 * current default is edited in place when only that default uses it; when the other default
 * shares it (or there is none) a new address is added and made the default, so changing the
 * billing address never moves the shipping address.
 *
 * @example
 * await updateCustomer(client, customer.id, defaultAddressUpdate(customer, 'billing', address));
 */
export function defaultAddressUpdate(
  customer: Customer,
  kind: DefaultAddressKind,
  address: Partial<OrderAddress>,
): CustomerUpdate {
  const currentId =
    kind === 'billing' ? customer.defaultBillingAddressId : customer.defaultShippingAddressId;
  const otherId =
    kind === 'billing' ? customer.defaultShippingAddressId : customer.defaultBillingAddressId;
  const fields = addressFields(address);
  const entries: CustomerAddressEntry[] = customer.addresses.map((saved) => ({ ...saved }));
  const editable =
    currentId !== null && currentId !== otherId && entries.some((entry) => entry.id === currentId);
  if (editable) {
    return {
      version: customer.version,
      addresses: entries.map((entry) =>
        entry.id === currentId ? { ...entry, ...fields, id: currentId } : entry,
      ),
    };
  }
  const flag = kind === 'billing' ? 'isDefaultBillingAddress' : 'isDefaultShippingAddress';
  return {
    version: customer.version,
    addresses: [...entries, { ...fields, [flag]: true }],
  };
}

/**
 * The newsletter audience of a store (`{storefrontId}-newsletter`, the sandbox's convention;
 * a real deployment may configure another).
 *
 * @example
 * newsletterAudienceId('boxup'); // 'boxup-newsletter'
 */
export function newsletterAudienceId(storefrontId: string): string {
  return `${storefrontId}-newsletter`;
}

/**
 * A newsletter subscription (`GET newsletter/subscription/status`, subscribe, unsubscribe).
 *
 * @example
 * newsletterSubscriptionSchema.parse(json).status; // 'subscribed'
 */
export const newsletterSubscriptionSchema = z.object({
  email: z.string(),
  audienceId: z.string(),
  status: z.enum(['subscribed', 'unsubscribed']),
  subscribedAt: z.nullish(z.string()),
  unsubscribedAt: z.nullish(z.string()),
  updatedAt: z.nullish(z.string()),
});

/**
 * A newsletter subscription.
 *
 * @example
 * const isSubscribed = (subscription: NewsletterSubscription) => subscription.status === 'subscribed';
 */
export type NewsletterSubscription = z.output<typeof newsletterSubscriptionSchema>;
