/**
 * Where a storefront failure happened: a service call (`api`), reading or reshaping a response
 * (`transform`), the content service's GraphQL query (`content-query`), a branch the code
 * believes unreachable (`never-occur`), or anything else (`unknown`).
 *
 * @example
 * ```ts
 * import type { StorefrontErrorKind } from '@storefront/http';
 *
 * const retryable: StorefrontErrorKind[] = ['api', 'content-query'];
 * ```
 */
export type StorefrontErrorKind = 'api' | 'transform' | 'content-query' | 'never-occur' | 'unknown';

/**
 * Every ECX code named by the specification, plus ECX998 (never occurs) and ECX999 (unknown).
 * Codes the specification skips (ECX004 to ECX006, ECX017) are deliberately absent.
 *
 * @example
 * ```ts
 * import { ecxCodes } from '@storefront/http';
 *
 * ecxCodes.includes('ECX022'); // true
 * ```
 */
export const ecxCodes = [
  'ECX001',
  'ECX002',
  'ECX003',
  'ECX007',
  'ECX008',
  'ECX009',
  'ECX010',
  'ECX011',
  'ECX012',
  'ECX013',
  'ECX014',
  'ECX015',
  'ECX016',
  'ECX018',
  'ECX019',
  'ECX020',
  'ECX021',
  'ECX022',
  'ECX023',
  'ECX024',
  'ECX025',
  'ECX026',
  'ECX027',
  'ECX028',
  'ECX029',
  'ECX030',
  'ECX031',
  'ECX032',
  'ECX033',
  'ECX034',
  'ECX035',
  'ECX036',
  'ECX037',
  'ECX038',
  'ECX039',
  'ECX040',
  'ECX041',
  'ECX042',
  'ECX043',
  'ECX044',
  'ECX045',
  'ECX046',
  'ECX998',
  'ECX999',
] as const;

/**
 * A stable storefront error code from the ECX catalogue.
 *
 * @example
 * ```ts
 * import type { EcxCode } from '@storefront/http';
 *
 * const cartFetchFailed: EcxCode = 'ECX022';
 * ```
 */
export type EcxCode = (typeof ecxCodes)[number];

/**
 * One entry of the ECX catalogue.
 *
 * `wording` says whether `message` is the specification's exact text (`'spec'`, kept with its
 * spelling) or a message written for this library because the specification gives none
 * (`'written'`).
 *
 * @example
 * ```ts
 * import { ecxCatalogue, type EcxEntry } from '@storefront/http';
 *
 * const entry: EcxEntry = ecxCatalogue.ECX038;
 * entry.message; // 'PO Box address not supported'
 * ```
 */
export interface EcxEntry<C extends EcxCode = EcxCode> {
  readonly code: C;
  readonly kind: StorefrontErrorKind;
  readonly description: string;
  readonly message: string;
  readonly wording: 'spec' | 'written';
}

const GENERIC_MESSAGE = 'Sorry, something went wrong. We are working on it.';

/**
 * The ECX error catalogue of the specification as typed data, keyed by code: what failed
 * (`description`) and what the shopper is told (`message`).
 *
 * @example
 * ```ts
 * import { ecxCatalogue } from '@storefront/http';
 *
 * ecxCatalogue.ECX043.message; // 'Payment failed, please refresh your browser.'
 * ecxCatalogue.ECX003.kind; // 'transform'
 * ```
 */
export const ecxCatalogue = {
  ECX001: {
    code: 'ECX001',
    kind: 'content-query',
    description: 'Content service GraphQL query failed',
    message: 'Sorry, we could not load this content. Please refresh the page and try again.',
    wording: 'written',
  },
  ECX002: {
    code: 'ECX002',
    kind: 'transform',
    description: 'Transforming a service response failed',
    message: 'Something went wrong while reading the response. Please refresh the page.',
    wording: 'written',
  },
  ECX003: {
    code: 'ECX003',
    kind: 'transform',
    description: 'Transform failure: the response did not have the expected shape',
    message: 'Something went wrong while reading the response. Please refresh the page.',
    wording: 'written',
  },
  ECX007: {
    code: 'ECX007',
    kind: 'api',
    description: 'Ruleset fetch failed',
    message: 'Unable to load the product options. Please refresh the page and try again.',
    wording: 'written',
  },
  ECX008: {
    code: 'ECX008',
    kind: 'api',
    description: 'Ruleset fetch returned an empty ruleset',
    message: 'The product options are not available right now. Please try again later.',
    wording: 'written',
  },
  ECX009: {
    code: 'ECX009',
    kind: 'api',
    description: 'Customer fetch failed',
    message: 'Error occured while fetching customer info',
    wording: 'spec',
  },
  ECX010: {
    code: 'ECX010',
    kind: 'api',
    description: 'Address or customer update failed',
    message: 'Unable to save your details. Please try again.',
    wording: 'written',
  },
  ECX011: {
    code: 'ECX011',
    kind: 'api',
    description: 'Markup price fetch failed or returned an empty price list',
    message: 'Unable to load price. Please retry again after sometime',
    wording: 'spec',
  },
  ECX012: {
    code: 'ECX012',
    kind: 'api',
    description: 'Adding a design failed',
    message: 'Unable to save your design. Please try again.',
    wording: 'written',
  },
  ECX013: {
    code: 'ECX013',
    kind: 'api',
    description: 'Fetching designs failed',
    message: 'Unable to load your designs. Please try again.',
    wording: 'written',
  },
  ECX014: {
    code: 'ECX014',
    kind: 'api',
    description: 'Updating a design failed',
    message: 'Unable to update your design. Please try again.',
    wording: 'written',
  },
  ECX015: {
    code: 'ECX015',
    kind: 'api',
    description: 'Deleting a design failed',
    message: 'Unable to delete your design. Please try again.',
    wording: 'written',
  },
  ECX016: {
    code: 'ECX016',
    kind: 'api',
    description: 'Sample product fetch failed',
    message: 'Unable to load the sample product. Please try again.',
    wording: 'written',
  },
  ECX018: {
    code: 'ECX018',
    kind: 'api',
    description: 'Shipping method or availability fetch failed',
    message: 'Unable to check shipping and availability. Please try again.',
    wording: 'written',
  },
  ECX019: {
    code: 'ECX019',
    kind: 'api',
    description: 'Surface attributes fetch failed',
    message: 'Unable to load the design template. Please refresh the page and try again.',
    wording: 'written',
  },
  ECX020: {
    code: 'ECX020',
    kind: 'api',
    description: 'Card-provider client token fetch failed',
    message: 'Unable to start the card payment. Please refresh the page and try again.',
    wording: 'written',
  },
  ECX021: {
    code: 'ECX021',
    kind: 'api',
    description: 'Payment failed while placing the order',
    message: 'Something went wrong while placing the order!',
    wording: 'spec',
  },
  ECX022: {
    code: 'ECX022',
    kind: 'api',
    description: 'Cart fetch failed',
    message: 'Error occured while fetching cart info',
    wording: 'spec',
  },
  ECX023: {
    code: 'ECX023',
    kind: 'api',
    description: 'Cart update or add failed',
    message: 'Unable to update your cart. Please try again.',
    wording: 'written',
  },
  ECX024: {
    code: 'ECX024',
    kind: 'api',
    description: 'Product attribute validation failed',
    message: 'Unable to check the selected product options. Please try again.',
    wording: 'written',
  },
  ECX025: {
    code: 'ECX025',
    kind: 'api',
    description: 'Newsletter subscription status fetch failed',
    message: 'Unable to load your newsletter subscription. Please try again.',
    wording: 'written',
  },
  ECX026: {
    code: 'ECX026',
    kind: 'api',
    description: 'Newsletter subscribe failed',
    message: 'Failed to subscribe to the Newsletter',
    wording: 'spec',
  },
  ECX027: {
    code: 'ECX027',
    kind: 'api',
    description: 'Newsletter unsubscribe failed',
    message: 'Failed to unsubscribe from the Newsletter',
    wording: 'written',
  },
  ECX028: {
    code: 'ECX028',
    kind: 'api',
    description: 'Order detail fetch failed',
    message: 'Unable to load the order details. Please try again.',
    wording: 'written',
  },
  ECX029: {
    code: 'ECX029',
    kind: 'api',
    description: 'Order list fetch failed',
    message: 'Unable to load your order history. Please try again.',
    wording: 'written',
  },
  ECX030: {
    code: 'ECX030',
    kind: 'api',
    description: 'Applying or removing a coupon failed',
    message: 'Unable to update the coupon. Please try again.',
    wording: 'written',
  },
  ECX031: {
    code: 'ECX031',
    kind: 'api',
    description: 'Shipping method update failed',
    message: 'Unable to update the shipping method. Please try again.',
    wording: 'written',
  },
  ECX032: {
    code: 'ECX032',
    kind: 'api',
    description: 'Card payment provider failed',
    message: 'The card payment service is not available right now. Please try again later.',
    wording: 'written',
  },
  ECX033: {
    code: 'ECX033',
    kind: 'api',
    description: 'Creating a new cart failed',
    message: 'Unable to create your cart. Please try again.',
    wording: 'written',
  },
  ECX034: {
    code: 'ECX034',
    kind: 'api',
    description: 'Adding or removing a line item failed',
    message: 'Unable to update the items in your cart. Please try again.',
    wording: 'written',
  },
  ECX035: {
    code: 'ECX035',
    kind: 'api',
    description: 'Design fetch by id failed',
    message: 'Unable to load this design. Please try again.',
    wording: 'written',
  },
  ECX036: {
    code: 'ECX036',
    kind: 'api',
    description: 'Address lookup failed',
    message: 'Unable to look up this address. Please enter it manually.',
    wording: 'written',
  },
  ECX037: {
    code: 'ECX037',
    kind: 'api',
    description: 'Address lookup failed',
    message: 'Unable to look up this address. Please enter it manually.',
    wording: 'written',
  },
  ECX038: {
    code: 'ECX038',
    kind: 'api',
    description: 'Address is a PO Box, which cannot be shipped to',
    message: 'PO Box address not supported',
    wording: 'spec',
  },
  ECX039: {
    code: 'ECX039',
    kind: 'api',
    description: 'Creating a shareable design link failed',
    message: 'Unable to create a share link. Please try again.',
    wording: 'written',
  },
  ECX040: {
    code: 'ECX040',
    kind: 'api',
    description: 'Order detail fetch failed',
    message: 'Unable to load the order details. Please try again.',
    wording: 'written',
  },
  ECX041: {
    code: 'ECX041',
    kind: 'api',
    description: 'Payment failed (generic)',
    message: 'Something went wrong while trying to make payments. Please try after sometime!',
    wording: 'spec',
  },
  ECX042: {
    code: 'ECX042',
    kind: 'api',
    description: 'Address processing failed',
    message: 'Unable to process this address. Please check it and try again.',
    wording: 'written',
  },
  ECX043: {
    code: 'ECX043',
    kind: 'api',
    description: 'Payment token consumed or unknown',
    message: 'Payment failed, please refresh your browser.',
    wording: 'spec',
  },
  ECX044: {
    code: 'ECX044',
    kind: 'api',
    description: 'Address lookup failed',
    message: 'Unable to look up this address. Please enter it manually.',
    wording: 'written',
  },
  ECX045: {
    code: 'ECX045',
    kind: 'api',
    description: 'Invoice download failed',
    message: 'Unable to download the invoice. Please try again.',
    wording: 'written',
  },
  ECX046: {
    code: 'ECX046',
    kind: 'api',
    description: 'Payment of a pending order failed',
    message: 'Unable to pay for this order. Please try again.',
    wording: 'written',
  },
  ECX998: {
    code: 'ECX998',
    kind: 'never-occur',
    description: 'A branch the code treats as unreachable was reached',
    message: GENERIC_MESSAGE,
    wording: 'spec',
  },
  ECX999: {
    code: 'ECX999',
    kind: 'unknown',
    description: 'Unknown failure',
    message: GENERIC_MESSAGE,
    wording: 'spec',
  },
} as const satisfies { readonly [C in EcxCode]: EcxEntry<C> };

/**
 * Whether a value is one of the catalogue's ECX codes.
 *
 * @example
 * ```ts
 * import { isEcxCode } from '@storefront/http';
 *
 * isEcxCode('ECX022'); // true
 * isEcxCode('ECX017'); // false: the specification names no ECX017
 * ```
 */
export function isEcxCode(value: unknown): value is EcxCode {
  return typeof value === 'string' && Object.hasOwn(ecxCatalogue, value);
}
