import { customerSchema, type Customer, type CustomerUpdate } from '../customer-model';
import { segment, type OrdersClient } from './orders-client';

/**
 * Updates the customer's info and addresses (`PATCH …/customers/{customerId}`, bearer, spec
 * §7) and answers the customer at its next version. Fails with an `ApiError` ECX010; a stale
 * `version` is a 409 (read the customer again).
 *
 * @example
 * const saved = await updateCustomer(client, customer.id, { version: customer.version, firstName: 'Dana' });
 */
export function updateCustomer(
  client: OrdersClient,
  customerId: string,
  update: CustomerUpdate,
): Promise<Customer> {
  return client.store('ecommerce', { all: 'ECX010' }).patch(`customers/${segment(customerId)}`, {
    json: update,
    schema: customerSchema,
  });
}
