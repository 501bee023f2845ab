import { defineStatusHandlers } from '@storefront/http';
import type { ApiAddress } from '../address';
import type { ApiCart } from './cart-schemas';
import { apiCartSchemaOnRequest } from './cart-schema-on-request';
import type { CartConnection } from './cart-connection';

/**
 * Status handlers of `createCart`: ECX033 (add new cart) when no cart is given, ECX023 (cart
 * update or add) when adding to one.
 *
 * @example
 * connection.ecommerce(CREATE_CART_ERROR_CODES);
 */
export const CREATE_CART_ERROR_CODES = defineStatusHandlers({ all: 'ECX033' });

/**
 * Status handlers of adding to an existing cart through `POST carts`: ECX023.
 *
 * @example
 * connection.ecommerce(ADD_TO_CART_ERROR_CODES);
 */
export const ADD_TO_CART_ERROR_CODES = defineStatusHandlers({ all: 'ECX023' });

/**
 * A line to add: the product, its quantity and chosen attributes (`Size`, `Print Options`,
 * `Color`), optionally its delivery option and client custom fields (JSON values as text).
 *
 * @example
 * const draft: LineItemDraft = {
 *   productKey: 'custom-mailer-box-sample',
 *   quantity: 1,
 *   attributes: { Size: '9 x 6 x 3' },
 * };
 */
export interface LineItemDraft {
  productKey: string;
  quantity: number;
  attributes?: Record<string, string>;
  eCommerceDeliveryOptionId?: string;
  custom?: { fields: Record<string, string | boolean> };
}

/**
 * Body of `POST carts`: with `cartId` and `version` the lines go into that cart, without both
 * a new cart is made.
 *
 * @example
 * const draft: CartDraft = { lineItems: [{ productKey: 'custom-mailer-box', quantity: 250 }] };
 */
export interface CartDraft {
  cartId?: string;
  version?: number;
  lineItems: LineItemDraft[];
  billingAddress?: ApiAddress | null;
  shippingAddress?: ApiAddress | null;
  customerEmail?: string;
}

/**
 * Creates the shopper's cart or adds lines to it (`POST carts`). A second create while the
 * shopper has an active cart is `409 ActiveCartExists` (its `cartId` and `currentVersion` are
 * in the error body); a stale version is `409 ConcurrentModification`. Product and sample
 * rules answer `400` with the service's message (`SampleLimitReached`, `PriceNotFound`, …).
 *
 * @example
 * const cart = await createCart(connection, { lineItems: [{ productKey: 'custom-mailer-box', quantity: 250 }] });
 * await createCart(connection, { cartId: cart.id, version: cart.version, lineItems: [sample] });
 */
export async function createCart(connection: CartConnection, draft: CartDraft): Promise<ApiCart> {
  const errorCodes = draft.cartId === undefined ? CREATE_CART_ERROR_CODES : ADD_TO_CART_ERROR_CODES;
  return connection.ecommerce(errorCodes).post('carts', {
    json: draft,
    schema: apiCartSchemaOnRequest({ method: 'post', path: 'carts', code: errorCodes.all }),
  });
}
