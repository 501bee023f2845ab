import { defineStatusHandlers } from '@storefront/http';
import * as z from 'zod/mini';
import { apiDeliveryOptionSchema } from './cart-schemas';
import type { CartConnection } from './cart-connection';

/**
 * Status handlers of the delivery option calls: ECX018 (shipping method or availability).
 * A `422 ShippingOptionsUnavailable` means 'Unable to recieve Shipping Options for the given
 * Postal Code'.
 *
 * @example
 * connection.ecommerce(DELIVERY_OPTIONS_ERROR_CODES);
 */
export const DELIVERY_OPTIONS_ERROR_CODES = defineStatusHandlers({ all: 'ECX018' });

const deliveryOptionsByItemSchema = z.object({
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

/**
 * The delivery options of every line of the cart, quoted to its shipping address (or the
 * default estimate address without one): `GET carts/{cartId}/eCommerceDeliveryOptions?groupByItem=true`.
 * An address whose postal code does not fit its country is `422 ShippingOptionsUnavailable`.
 *
 * @example
 * const { items } = await getDeliveryOptions(connection, cart.id);
 */
export async function getDeliveryOptions(
  connection: CartConnection,
  cartId: string,
): Promise<DeliveryOptionsByItem> {
  return connection
    .ecommerce(DELIVERY_OPTIONS_ERROR_CODES)
    .get(`carts/${encodeURIComponent(cartId)}/eCommerceDeliveryOptions`, {
      searchParams: { groupByItem: 'true' },
      schema: deliveryOptionsByItemSchema,
    });
}
