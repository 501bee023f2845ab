import type { ApiCart } from './cart-schemas';
import { apiCartSchemaOnRequest } from './cart-schema-on-request';
import type { CartConnection } from './cart-connection';
import { GET_CART_ERROR_CODES } from './get-customer-cart';

/**
 * What a recalculation re-checks (spec: recalculationConfigs): unit prices, stock, arrival
 * dates, discounts, taxes.
 *
 * @example
 * const configs: RecalculationConfig[] = ['prices', 'availability'];
 */
export type RecalculationConfig =
  'prices' | 'availability' | 'arrivalDates' | 'discounts' | 'taxes';

/**
 * Options of {@link getCart}.
 *
 * @example
 * const options: GetCartOptions = { recalculate: true, recalculationConfigs: ['prices'] };
 */
export interface GetCartOptions {
  /** Re-check the lines against the catalogue and store what changed (a new version). */
  recalculate?: boolean;
  /** What to re-check; all when left out. */
  recalculationConfigs?: readonly RecalculationConfig[];
}

/**
 * Reads a cart (`GET carts/{cartId}?recalculate&recalculationConfigs[]`). With `recalculate`
 * the service re-checks prices, stock and arrival dates and flags the lines that changed.
 * Another shopper's or an unknown cart is a 404 (`ApiError`, ECX022).
 *
 * @example
 * const cart = await getCart(connection, cartId, { recalculate: true });
 */
export async function getCart(
  connection: CartConnection,
  cartId: string,
  options: GetCartOptions = {},
): Promise<ApiCart> {
  const path = `carts/${encodeURIComponent(cartId)}`;
  return connection.ecommerce(GET_CART_ERROR_CODES).get(path, {
    searchParams: {
      recalculate: options.recalculate ? 'true' : undefined,
      'recalculationConfigs[]':
        options.recalculate && options.recalculationConfigs?.length
          ? [...options.recalculationConfigs]
          : undefined,
    },
    schema: apiCartSchemaOnRequest({ method: 'get', path, code: GET_CART_ERROR_CODES.all }),
  });
}
