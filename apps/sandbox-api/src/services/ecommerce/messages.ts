// Texts of the ecommerce and payment services. Where the spec (commerce, section 8) gives the
// wording, it is quoted verbatim, spelling included ('recieve', 'occured').

export { OUT_OF_STOCK_MESSAGE, QUANTITY_NOT_IN_STOCK_MESSAGE } from '../catalog/product-routes.ts';
export { PRICE_NOT_FOUND_MESSAGE } from '../catalog/prices.ts';

/** Recalculation reason: estimated tax needs more info (no shipping address). */
export const MISSING_ADDRESS_MESSAGE = 'Missing address information.';

/** Recalculation reasons: missing price configuration, required input, invalid input, tax setup. */
export const SOMETHING_WENT_WRONG_MESSAGE = 'Sorry, something went wrong. We are working on it.';

/** Recalculation reasons: tax calculation failure and internal error. */
export const REFRESH_PAGE_MESSAGE = 'Please refresh the page and try again.';

/** Cart confirmation: addresses missing. */
export const ADDRESSES_MISSING_MESSAGE = 'Please Update Billing and Shipping addresses to proceed';

/** Cart confirmation: the applied coupon is not valid (any more). */
export const COUPON_NOT_VALID_IN_CART_MESSAGE =
  'The Promotional code you have applied is not valid, Please remove to proceed';

/** Cart confirmation: a line's price changed (the spec names it without wording). */
export const PRICE_UPDATED_MESSAGE =
  'The price of an item in your cart has been updated. Please review it to proceed';

/** Cart confirmation: a line's arrival date changed (the spec names it without wording). */
export const ARRIVAL_DATE_UPDATED_MESSAGE =
  'The arrival date of an item in your cart has changed. Please review it to proceed';

/** Cart confirmation: a line's shipping method no longer applies (spec: no wording). */
export const SHIPPING_METHOD_INVALID_MESSAGE =
  'The shipping method of an item is no longer available. Please select a new one to proceed';

/** Coupon code unknown, not for this store or not valid yet. */
export const INVALID_COUPON_MESSAGE = 'The promotional code you entered is not valid';

/** Removing a coupon from a cart that has none. */
export const UNABLE_TO_REMOVE_COUPON_MESSAGE = 'Unable to remove coupon';

/** Delivery options asked for a postal code that does not fit its country. */
export const SHIPPING_OPTIONS_UNAVAILABLE_MESSAGE =
  'Unable to recieve Shipping Options for the given Postal Code';

/** A payment type the shopper or the cart does not allow. */
export const INVALID_PAYMENT_METHOD_MESSAGE = 'Please select a valid payment method';

/** Version mismatch (the client shows it after its own retries). */
export const REFRESH_AND_TRY_AGAIN_MESSAGE = 'Please refresh and try again';

/** Sample rule (spec §2 and §9). */
export const SAMPLE_LIMIT_MESSAGE = 'A customer may have up to three $1 samples.';

/** Sample rule (spec §4). */
export const SAMPLE_ONCE_MESSAGE = 'A sample box may be added once at a time per size and style.';

/** A guest checkout without an email address. */
export const EMAIL_MISSING_MESSAGE = 'Please enter an email address to place the order';

/** An empty cart cannot be paid. */
export const EMPTY_CART_MESSAGE = 'Your cart is empty';
