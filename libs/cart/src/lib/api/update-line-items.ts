import { defineStatusHandlers } from '@storefront/http';
import type { ApiCart } from './cart-schemas';
import { patchCart } from './cart-schema-on-request';
import type { CartConnection } from './cart-connection';
import type { LineItemDraft } from './create-cart';

/**
 * Status handlers of `updateLineItems`: ECX034 (line item add or removal).
 *
 * @example
 * connection.ecommerce(UPDATE_LINE_ITEMS_ERROR_CODES);
 */
export const UPDATE_LINE_ITEMS_ERROR_CODES = defineStatusHandlers({ all: 'ECX034' });

/**
 * One change of the cart's lines.
 *
 * @example
 * const action: LineItemAction = { action: 'changeLineItemQuantity', lineItemId: 'li_1', quantity: 500 };
 */
export type LineItemAction =
  | ({ action: 'addLineItem' } & LineItemDraft)
  | { action: 'removeLineItem'; lineItemId: string }
  | { action: 'changeLineItemQuantity'; lineItemId: string; quantity: number };

/**
 * Adds, removes or requantifies lines (`PATCH carts/{cartId}/lineitems`), applied in order, at
 * the cart version they were decided on (stale: `409 ConcurrentModification`).
 *
 * @example
 * await updateLineItems(connection, cart.id, cart.version, [{ action: 'removeLineItem', lineItemId }]);
 */
export async function updateLineItems(
  connection: CartConnection,
  cartId: string,
  version: number,
  actions: LineItemAction[],
): Promise<ApiCart> {
  return patchCart(connection, UPDATE_LINE_ITEMS_ERROR_CODES, cartId, 'lineitems', {
    version,
    actions,
  });
}
