import * as z from 'zod/mini';
import type { ApiAddress } from '../address';
import { apiDeliveryOptionSchema } from './cart-schemas';
import type { CartConnection } from './cart-connection';
import { DELIVERY_OPTIONS_ERROR_CODES } from './get-delivery-options';

const shippingMethodsSchema = z.object({
  items: z.array(
    z.object({
      lineItemId: z.nullish(z.string()),
      productKey: z.string(),
      quantity: z.number().check(z.int(), z.nonnegative()),
      deliveryOptions: z.array(apiDeliveryOptionSchema),
    }),
  ),
});

/**
 * The delivery options of products not (yet) in a cart.
 *
 * @example
 * const count = (methods: ShippingMethods) => methods.items.length;
 */
export type ShippingMethods = z.output<typeof shippingMethodsSchema>;

/**
 * Body of {@link getShippingMethods}.
 *
 * @example
 * const request: ShippingMethodsRequest = { items: [{ productKey: 'custom-mailer-box', quantity: 250 }] };
 */
export interface ShippingMethodsRequest {
  shippingAddress?: ApiAddress;
  items: { lineItemId?: string; productKey: string; quantity: number }[];
}

/**
 * Quotes delivery options for products and quantities (`POST shippingMethods`), to an address
 * or the default estimate address (Arlington, TX 76001). Fails with ECX018.
 *
 * @example
 * const { items } = await getShippingMethods(connection, { items: [{ productKey: 'custom-mailer-box', quantity: 250 }] });
 */
export async function getShippingMethods(
  connection: CartConnection,
  request: ShippingMethodsRequest,
): Promise<ShippingMethods> {
  return connection
    .ecommerce(DELIVERY_OPTIONS_ERROR_CODES)
    .post('shippingMethods', { json: request, schema: shippingMethodsSchema });
}
