import type { CartData } from '../../db/schema-commerce-documents.ts';

/**
 * An empty cart document.
 *
 * @example
 * ```ts
 * const data = emptyCartData();
 * data.lineItems.length; // 0
 * ```
 */
export function emptyCartData(): CartData {
  return {
    currency: 'USD',
    customerEmail: null,
    billingAddress: null,
    shippingAddress: null,
    couponCode: null,
    lineItems: [],
    storedReasons: [],
    lastRecalculatedAt: null,
    orderId: null,
  };
}
