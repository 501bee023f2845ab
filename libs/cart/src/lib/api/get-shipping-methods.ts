import { schemaOnRequest } from '@storefront/http';
import type { ApiAddress } from '../address';
import type { CartConnection } from './cart-connection';
import { DELIVERY_OPTIONS_ERROR_CODES } from './get-delivery-options';
import type { ShippingMethods } from './get-shipping-methods-response';

export type { ShippingMethods } from './get-shipping-methods-response';

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
  const path = 'shippingMethods';
  const responseRequest = { method: 'post', path, code: DELIVERY_OPTIONS_ERROR_CODES.all } as const;
  return connection.ecommerce(DELIVERY_OPTIONS_ERROR_CODES).post(path, {
    json: request,
    schema: schemaOnRequest(responseRequest, () =>
      import('./get-shipping-methods-response').then((module) => module.shippingMethodsSchema),
    ),
  });
}
