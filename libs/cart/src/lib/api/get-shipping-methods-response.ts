import * as z from 'zod/mini';
import { apiDeliveryOptionSchema } from './cart-schemas';

// The answer of `getShippingMethods`, imported with its request (see `schemaOnRequest` in
// @storefront/http).

/**
 * The delivery options of products not (yet) in a cart, as `POST shippingMethods` answers them.
 *
 * @example
 * shippingMethodsSchema.parse({ items: [] });
 */
export const shippingMethodsSchema = z.object({
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
