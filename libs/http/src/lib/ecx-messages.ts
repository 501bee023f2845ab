import type { EcxCode, StorefrontErrorKind } from './ecx-catalogue';

const GENERIC_MESSAGE = 'Sorry, something went wrong. We are working on it.';

/**
 * What the shopper is told for one ECX code, and where that failure happens.
 *
 * @example
 * ```ts
 * import type { EcxMessage } from '@storefront/http';
 *
 * const cartFetch: EcxMessage = { kind: 'api', message: 'Error occured while fetching cart info' };
 * ```
 */
export interface EcxMessage {
  readonly kind: StorefrontErrorKind;
  readonly message: string;
}

/**
 * The kind and user message of each ECX code: what every storefront error reads as it is
 * built, so it is all of the catalogue that a page's first load carries. Descriptions and
 * wording notes are in `ecx-descriptions.ts`; `ecxCatalogue` joins the two. Read this one
 * where a message or kind is all you need, so the descriptions stay out of your bundle.
 *
 * @example
 * ```ts
 * import { ecxMessages } from '@storefront/http';
 *
 * ecxMessages.ECX043.message; // 'Payment failed, please refresh your browser.'
 * ecxMessages.ECX003.kind; // 'transform'
 * ```
 */
export const ecxMessages: { readonly [C in EcxCode]: EcxMessage } = {
  ECX001: {
    kind: 'content-query',
    message: 'Sorry, we could not load this content. Please refresh the page and try again.',
  },
  ECX002: {
    kind: 'transform',
    message: 'Something went wrong while reading the response. Please refresh the page.',
  },
  ECX003: {
    kind: 'transform',
    message: 'Something went wrong while reading the response. Please refresh the page.',
  },
  ECX007: {
    kind: 'api',
    message: 'Unable to load the product options. Please refresh the page and try again.',
  },
  ECX008: {
    kind: 'api',
    message: 'The product options are not available right now. Please try again later.',
  },
  ECX009: { kind: 'api', message: 'Error occured while fetching customer info' },
  ECX010: { kind: 'api', message: 'Unable to save your details. Please try again.' },
  ECX011: { kind: 'api', message: 'Unable to load price. Please retry again after sometime' },
  ECX012: { kind: 'api', message: 'Unable to save your design. Please try again.' },
  ECX013: { kind: 'api', message: 'Unable to load your designs. Please try again.' },
  ECX014: { kind: 'api', message: 'Unable to update your design. Please try again.' },
  ECX015: { kind: 'api', message: 'Unable to delete your design. Please try again.' },
  ECX016: { kind: 'api', message: 'Unable to load the sample product. Please try again.' },
  ECX018: { kind: 'api', message: 'Unable to check shipping and availability. Please try again.' },
  ECX019: {
    kind: 'api',
    message: 'Unable to load the design template. Please refresh the page and try again.',
  },
  ECX020: {
    kind: 'api',
    message: 'Unable to start the card payment. Please refresh the page and try again.',
  },
  ECX021: { kind: 'api', message: 'Something went wrong while placing the order!' },
  ECX022: { kind: 'api', message: 'Error occured while fetching cart info' },
  ECX023: { kind: 'api', message: 'Unable to update your cart. Please try again.' },
  ECX024: {
    kind: 'api',
    message: 'Unable to check the selected product options. Please try again.',
  },
  ECX025: {
    kind: 'api',
    message: 'Unable to load your newsletter subscription. Please try again.',
  },
  ECX026: { kind: 'api', message: 'Failed to subscribe to the Newsletter' },
  ECX027: { kind: 'api', message: 'Failed to unsubscribe from the Newsletter' },
  ECX028: { kind: 'api', message: 'Unable to load the order details. Please try again.' },
  ECX029: { kind: 'api', message: 'Unable to load your order history. Please try again.' },
  ECX030: { kind: 'api', message: 'Unable to update the coupon. Please try again.' },
  ECX031: { kind: 'api', message: 'Unable to update the shipping method. Please try again.' },
  ECX032: {
    kind: 'api',
    message: 'The card payment service is not available right now. Please try again later.',
  },
  ECX033: { kind: 'api', message: 'Unable to create your cart. Please try again.' },
  ECX034: { kind: 'api', message: 'Unable to update the items in your cart. Please try again.' },
  ECX035: { kind: 'api', message: 'Unable to load this design. Please try again.' },
  ECX036: { kind: 'api', message: 'Unable to look up this address. Please enter it manually.' },
  ECX037: { kind: 'api', message: 'Unable to look up this address. Please enter it manually.' },
  ECX038: { kind: 'api', message: 'PO Box address not supported' },
  ECX039: { kind: 'api', message: 'Unable to create a share link. Please try again.' },
  ECX040: { kind: 'api', message: 'Unable to load the order details. Please try again.' },
  ECX041: {
    kind: 'api',
    message: 'Something went wrong while trying to make payments. Please try after sometime!',
  },
  ECX042: {
    kind: 'api',
    message: 'Unable to process this address. Please check it and try again.',
  },
  ECX043: { kind: 'api', message: 'Payment failed, please refresh your browser.' },
  ECX044: { kind: 'api', message: 'Unable to look up this address. Please enter it manually.' },
  ECX045: { kind: 'api', message: 'Unable to download the invoice. Please try again.' },
  ECX046: { kind: 'api', message: 'Unable to pay for this order. Please try again.' },
  ECX998: { kind: 'never-occur', message: GENERIC_MESSAGE },
  ECX999: { kind: 'unknown', message: GENERIC_MESSAGE },
};
