import { customerSchema, type Customer } from '../customer-model';
import { segment, type OrdersClient } from './orders-client';

/**
 * The signed-in customer (`GET …/customers/{customerId}`, bearer). Fails with an `ApiError`
 * ECX009 ('Error occured while fetching customer info').
 *
 * @example
 * const customer = await getCustomer(client, identityState.canonicalId);
 */
export function getCustomer(
  client: OrdersClient,
  customerId: string,
  options: { signal?: AbortSignal } = {},
): Promise<Customer> {
  return client.store('ecommerce', { all: 'ECX009' }).get(`customers/${segment(customerId)}`, {
    schema: customerSchema,
    ...(options.signal ? { signal: options.signal } : {}),
  });
}
