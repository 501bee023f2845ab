const GENERIC_MESSAGE = 'Sorry, something went wrong. We are working on it.';
const REFRESH_PAGE_MESSAGE = 'Please refresh the page and try again.';

/**
 * The user messages of the specification's catalogue that are not tied to one ECX code,
 * grouped by area. Texts quoted by the specification are kept exactly, spelling included
 * ('occured', 'recieve', 'sometime'); the few it describes without wording are marked
 * "written" in their TSDoc.
 *
 * @example
 * ```ts
 * import { storefrontMessages } from '@storefront/http';
 *
 * storefrontMessages.coupon.applied; // 'Coupon Applied successfully'
 * storefrontMessages.identity.invalidRefreshToken; // 'Invalid or Expired refresh token.'
 * ```
 */
export const storefrontMessages = {
  general: {
    /** Shown for unknown failures (ECX999). */
    unknown: GENERIC_MESSAGE,
    /** 404 page text. */
    pageNotFound: "We couldn't find the page.",
    /** A stale cart or order version (the service answers 409). */
    versionMismatch: 'Please refresh and try again',
    requestInvalidOrExpired: 'Request is invalid or expired',
    /** Written: the specification gives no wording. */
    missingStorefrontId: 'The storefront id is missing from the configuration.',
    /** Written: the specification gives no wording. */
    missingTenantId: 'The tenant id is missing from the configuration.',
  },
  identity: {
    userAlreadySignedIn: 'User is already signed in',
    invalidAccessToken: 'Invalid access token',
    ticketInvalidOrExpired: 'Ticket is invalid or expired',
    /** User tokens are cleared and a refresh-failed event is published. */
    invalidRefreshToken: 'Invalid or Expired refresh token.',
    /** A new anonymous session is created. */
    invalidValidationKey: 'Invalid or Expired validation key.',
    /** Logged when creating an anonymous session fails. */
    anonymousSessionFailed: 'Some error occurred',
  },
  customer: {
    fetchFailed: 'Error occured while fetching customer info',
  },
  cart: {
    fetchFailed: 'Error occured while fetching cart info',
    removeProductFailed: 'Error occured while removing product from the cart',
  },
  coupon: {
    applied: 'Coupon Applied successfully',
    applyFailed: 'Unable to apply coupon',
    removed: 'Coupon Removed successfully',
    removeFailed: 'Unable to remove coupon',
    invalid: 'The promotional code you entered is not valid',
  },
  recalculation: {
    missingPriceConfiguration: GENERIC_MESSAGE,
    missingRequiredInput: GENERIC_MESSAGE,
    invalidInputValue: GENERIC_MESSAGE,
    missingTaxSetup: GENERIC_MESSAGE,
    estimatedTaxNeedsMoreInfo: 'Missing address information.',
    taxCalculationFailed: REFRESH_PAGE_MESSAGE,
    internalError: REFRESH_PAGE_MESSAGE,
    /** Written: the default cart recalculation error for unknown reasons has no wording. */
    unknownReason: 'We could not recalculate your cart. Please refresh the page and try again.',
  },
  payment: {
    placeOrderFailed: 'Something went wrong while placing the order!',
    /** The generic payments error label (ECX041). */
    failed: 'Something went wrong while trying to make payments. Please try after sometime!',
    selectValidMethod: 'Please select a valid payment method',
    /** Payment token consumed or unknown (ECX043). */
    refreshBrowser: 'Payment failed, please refresh your browser.',
    failedTitle: 'Payment Failed',
    /** Written: the specification describes this text without quoting it. */
    failedText:
      'Please make sure online transactions are enabled for your card. If you were charged, the amount will be refunded automatically.',
  },
  stock: {
    outOfStock: 'Product is out of stock. Please try after sometime',
    quantityNotInStock: 'Selected quantity of item is not in stock',
  },
  shipping: {
    noOptionsForPostalCode: 'Unable to recieve Shipping Options for the given Postal Code',
    noMethods: 'No shipping methods available',
  },
  pricing: {
    loadFailed: 'Unable to load price. Please retry again after sometime',
  },
  orders: {
    missing: 'Order seems to be missing!',
    noHistory: 'No Order History',
    receiptDownloadFailed: 'Unable to download receipt. Please try again',
  },
  designs: {
    none: 'No Designs Available',
  },
  newsletter: {
    subscribeFailed: 'Failed to subscribe to the Newsletter',
  },
} as const satisfies Readonly<Record<string, Readonly<Record<string, string>>>>;

/**
 * The shape of {@link storefrontMessages}: areas, then message names, then literal texts.
 *
 * @example
 * ```ts
 * import type { StorefrontMessages } from '@storefront/http';
 *
 * type CouponMessage = StorefrontMessages['coupon'][keyof StorefrontMessages['coupon']];
 * ```
 */
export type StorefrontMessages = typeof storefrontMessages;
