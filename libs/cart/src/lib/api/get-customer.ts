import { defineStatusHandlers } from '@storefront/http';
import { apiCustomerSchema, type ApiCustomer } from './cart-schemas';
import type { CartConnection } from './cart-connection';

/**
 * Status handlers of `getCustomer`: ECX009 ('Error occured while fetching customer info').
 *
 * @example
 * connection.ecommerce(GET_CUSTOMER_ERROR_CODES);
 */
export const GET_CUSTOMER_ERROR_CODES = defineStatusHandlers({ all: 'ECX009' });

/**
 * Fetches the signed-in customer (`GET customers/{customerId}`, the customer's bearer): names,
 * saved addresses with their defaults, customer group and the invoice flags.
 *
 * @example
 * const customer = await getCustomer(connection, identity.getState().canonicalId!);
 */
export async function getCustomer(
  connection: CartConnection,
  customerId: string,
): Promise<ApiCustomer> {
  return connection
    .ecommerce(GET_CUSTOMER_ERROR_CODES)
    .get(`customers/${encodeURIComponent(customerId)}`, { schema: apiCustomerSchema });
}
