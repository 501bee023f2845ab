import { defineStatusHandlers } from '@storefront/http';
import { apiOrderSchema, type ApiOrder } from './cart-schemas';
import type { CartConnection } from './cart-connection';

/**
 * Status handlers of `getOrder`: ECX028 (order detail).
 *
 * @example
 * connection.ecommerce(GET_ORDER_ERROR_CODES);
 */
export const GET_ORDER_ERROR_CODES = defineStatusHandlers({ all: 'ECX028' });

/**
 * Reads an order the shopper placed (`GET orders/{orderId}`). Its `orderNumber` is missing for
 * a moment after the payment (see `pollOrderNumber`).
 *
 * @example
 * const order = await getOrder(connection, orderId);
 */
export async function getOrder(connection: CartConnection, orderId: string): Promise<ApiOrder> {
  return connection
    .ecommerce(GET_ORDER_ERROR_CODES)
    .get(`orders/${encodeURIComponent(orderId)}`, { schema: apiOrderSchema });
}
