import type { LineItemDraft } from '@storefront/cart';
import type { ProductSelection } from '@storefront/catalog';

// A product page selection as a cart line, shared by the product page, tile quick add and the
// cart's upsell (its own module, so those chunks do not pull in the product page).

/** The attributes of a selection the cart takes (`Size`, `Print Options`, `Color`). */
const CART_ATTRIBUTES = ['Size', 'Print Options', 'Color'] as const;

/**
 * A product page selection as a cart line: the product, its quantity and chosen options.
 *
 * @example
 * lineItemDraftOf({ productKey: 'custom-mailer-box-sample', attributes: { Quantity: 1, Size: '9 x 6 x 3' } }, 1);
 * // { productKey: 'custom-mailer-box-sample', quantity: 1, attributes: { Size: '9 x 6 x 3' } }
 */
export function lineItemDraftOf(selection: ProductSelection, quantity?: number): LineItemDraft {
  const attributes: Record<string, string> = {};
  for (const name of CART_ATTRIBUTES) {
    const value = selection.attributes[name];
    if (value !== undefined && value !== '') attributes[name] = String(value);
  }
  return {
    productKey: selection.productKey,
    quantity: quantity ?? selection.attributes.Quantity,
    attributes,
  };
}
