import { createHttpClient, isApiError, type HttpFetch } from '@storefront/http';
import type { ReorderLineDraft } from '@storefront/orders';
import { z } from 'zod';

const cartSchema = z.object({
  id: z.string(),
  version: z.number().int(),
  lineItems: z.array(z.object({ id: z.string() })),
});

/**
 * The cart after a reorder: its id and how many lines it holds.
 *
 * @example
 * const { cartId, lineCount } = await addLineToCart(options, draft);
 */
export interface ReorderedCart {
  cartId: string;
  version: number;
  lineCount: number;
}

/** Where and as whom {@link addLineToCart} adds. */
export interface AddLineToCartOptions {
  ecommerceUrl: string;
  tenant: string;
  storefrontId: string;
  getAccessToken: () => Promise<string | null | undefined>;
  fetch?: HttpFetch;
}

/**
 * Adds an order line to the shopper's cart again through the ecommerce service's `POST carts`
 * (sandbox README, "POST carts"): the active cart of the bearer (`POST get-user-cart`) gets the
 * line at its version; without one a new cart is created with it. A cart that changed meanwhile
 * (409) is read again and the add retried once. Fails with an `ApiError` ECX023.
 *
 * @example
 * await addLineToCart({ ecommerceUrl, tenant: 'north-america', storefrontId: 'boxup', getAccessToken }, draft);
 */
export async function addLineToCart(
  options: AddLineToCartOptions,
  draft: ReorderLineDraft,
): Promise<ReorderedCart> {
  const http = createHttpClient({
    prefixUrl: options.ecommerceUrl,
    errorCodes: { all: 'ECX023' },
    getBearerToken: options.getAccessToken,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const base = `tenants/${encodeURIComponent(options.tenant)}/storefronts/${encodeURIComponent(options.storefrontId)}`;
  const attempt = async () => {
    const current = await http
      .post(`${base}/get-user-cart`, { json: {}, schema: cartSchema })
      .catch((error: unknown) => {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      });
    const cart = await http.post(`${base}/carts`, {
      json: current
        ? { cartId: current.id, version: current.version, lineItems: [draft] }
        : { lineItems: [draft] },
      schema: cartSchema,
    });
    return { cartId: cart.id, version: cart.version, lineCount: cart.lineItems.length };
  };
  try {
    return await attempt();
  } catch (error) {
    if (isApiError(error) && error.status === 409) return attempt();
    throw error;
  }
}
