import { defineStatusHandlers, schemaOnRequest } from '@storefront/http';
import type { CartConnection } from './cart-connection';
import type { DeliveryOptionsByItem } from './get-delivery-options-response';

/**
 * Status handlers of the delivery option calls: ECX018 (shipping method or availability).
 * A `422 ShippingOptionsUnavailable` means 'Unable to recieve Shipping Options for the given
 * Postal Code'.
 *
 * @example
 * connection.ecommerce(DELIVERY_OPTIONS_ERROR_CODES);
 */
export const DELIVERY_OPTIONS_ERROR_CODES = defineStatusHandlers({ all: 'ECX018' });

export type { DeliveryOptionsByItem } from './get-delivery-options-response';

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
  const path = `carts/${encodeURIComponent(cartId)}/eCommerceDeliveryOptions`;
  const request = { method: 'get', path, code: DELIVERY_OPTIONS_ERROR_CODES.all } as const;
  return connection.ecommerce(DELIVERY_OPTIONS_ERROR_CODES).get(path, {
    searchParams: { groupByItem: 'true' },
    schema: schemaOnRequest(request, () =>
      import('./get-delivery-options-response').then(
        (module) => module.deliveryOptionsByItemSchema,
      ),
    ),
  });
}
