import * as z from 'zod/mini';
import { apiDeliveryOptionSchema } from './cart-schemas';

// The answer of `getDeliveryOptions`, imported with its request (see `schemaOnRequest` in
// @storefront/http).

/**
 * The delivery options of each line of a cart, as `GET carts/{cartId}/eCommerceDeliveryOptions`
 * answers them.
 *
 * @example
 * deliveryOptionsByItemSchema.parse({ cartId: 'c1', items: [] });
 */
export const deliveryOptionsByItemSchema = z.object({
  cartId: z.string(),
  items: z.array(
    z.object({
      lineItemId: z.string(),
      productKey: z._default(z.string(), ''),
      quantity: z.number().check(z.int(), z.nonnegative()),
      selectedDeliveryOptionId: z.nullish(z.string()),
      deliveryOptions: z.array(apiDeliveryOptionSchema),
    }),
  ),
});

/**
 * The delivery options of each line of a cart.
 *
 * @example
 * const first = (options: DeliveryOptionsByItem) => options.items[0]?.deliveryOptions[0];
 */
export type DeliveryOptionsByItem = z.output<typeof deliveryOptionsByItemSchema>;
