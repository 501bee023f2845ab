import { ecxDescriptions } from './ecx-descriptions';
import { ecxMessages } from './ecx-messages';

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
export const ecxCatalogue: { readonly [C in EcxCode]: EcxEntry<C> } = /* @__PURE__ */ catalogueOf();

// Built from its two halves, so a bundle that never reads the catalogue itself (a page's
// first load: its errors read `ecxMessages` alone) leaves the descriptions out.
function catalogueOf() {
  return Object.fromEntries(
    ecxCodes.map((code) => [code, { code, ...ecxMessages[code], ...ecxDescriptions[code] }]),
  ) as { readonly [C in EcxCode]: EcxEntry<C> };
}

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
  return typeof value === 'string' && Object.hasOwn(ecxMessages, value);
}
