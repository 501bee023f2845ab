import { defineStatusHandlers } from '@storefront/http';
import type { ApiAddress } from '../address';
import { apiCustomerSchema, type ApiCustomer } from './cart-schemas';
import type { CartConnection } from './cart-connection';

/**
 * Status handlers of `updateCustomer`: ECX010 (address update / customer).
 *
 * @example
 * connection.ecommerce(UPDATE_CUSTOMER_ERROR_CODES);
 */
export const UPDATE_CUSTOMER_ERROR_CODES = defineStatusHandlers({ all: 'ECX010' });

/**
 * A saved address in a customer update: with the `id` of a saved address it edits that one,
 * without it is new. `isDefaultBillingAddress` / `isDefaultShippingAddress` make it a default.
 *
 * @example
 * const entry: CustomerAddressInput = { id: 'addr_1', ...address, isDefaultShippingAddress: true };
 */
export type CustomerAddressInput = ApiAddress & {
  id?: string;
  isDefaultBillingAddress?: boolean;
  isDefaultShippingAddress?: boolean;
};

/**
 * What `updateCustomer` may change. `addresses` replaces the whole list.
 *
 * @example
 * const update: CustomerUpdate = { version: 3, addresses: [...kept, newAddress] };
 */
export interface CustomerUpdate {
  /** The customer version the change was made against (stale: 409). */
  version: number;
  firstName?: string | null;
  lastName?: string | null;
  companyName?: string | null;
  isAddressIdentical?: boolean;
  addresses?: CustomerAddressInput[];
  defaultBillingAddressId?: string | null;
  defaultShippingAddressId?: string | null;
}

/**
 * Updates the customer's addresses and details (`PATCH customers/{customerId}`, bearer) and
 * answers the customer at its next version.
 *
 * @example
 * const saved = await updateCustomer(connection, customer.id, {
 *   version: customer.version,
 *   addresses: [...customer.addresses, address],
 * });
 */
export async function updateCustomer(
  connection: CartConnection,
  customerId: string,
  update: CustomerUpdate,
): Promise<ApiCustomer> {
  return connection
    .ecommerce(UPDATE_CUSTOMER_ERROR_CODES)
    .patch(`customers/${encodeURIComponent(customerId)}`, {
      json: update,
      schema: apiCustomerSchema,
    });
}
