import type { EcxCode, EcxEntry } from './ecx-catalogue';

/**
 * What failed for each ECX code, and whether its user message is the specification's wording
 * (`'spec'`) or written for this library (`'written'`): documentation of the catalogue, read
 * through `ecxCatalogue`, never by an error as it is built.
 */
export const ecxDescriptions: {
  readonly [C in EcxCode]: Pick<EcxEntry, 'description' | 'wording'>;
} = {
  ECX001: { description: 'Content service GraphQL query failed', wording: 'written' },
  ECX002: { description: 'Transforming a service response failed', wording: 'written' },
  ECX003: {
    description: 'Transform failure: the response did not have the expected shape',
    wording: 'written',
  },
  ECX007: { description: 'Ruleset fetch failed', wording: 'written' },
  ECX008: { description: 'Ruleset fetch returned an empty ruleset', wording: 'written' },
  ECX009: { description: 'Customer fetch failed', wording: 'spec' },
  ECX010: { description: 'Address or customer update failed', wording: 'written' },
  ECX011: {
    description: 'Markup price fetch failed or returned an empty price list',
    wording: 'spec',
  },
  ECX012: { description: 'Adding a design failed', wording: 'written' },
  ECX013: { description: 'Fetching designs failed', wording: 'written' },
  ECX014: { description: 'Updating a design failed', wording: 'written' },
  ECX015: { description: 'Deleting a design failed', wording: 'written' },
  ECX016: { description: 'Sample product fetch failed', wording: 'written' },
  ECX018: { description: 'Shipping method or availability fetch failed', wording: 'written' },
  ECX019: { description: 'Surface attributes fetch failed', wording: 'written' },
  ECX020: { description: 'Card-provider client token fetch failed', wording: 'written' },
  ECX021: { description: 'Payment failed while placing the order', wording: 'spec' },
  ECX022: { description: 'Cart fetch failed', wording: 'spec' },
  ECX023: { description: 'Cart update or add failed', wording: 'written' },
  ECX024: { description: 'Product attribute validation failed', wording: 'written' },
  ECX025: { description: 'Newsletter subscription status fetch failed', wording: 'written' },
  ECX026: { description: 'Newsletter subscribe failed', wording: 'spec' },
  ECX027: { description: 'Newsletter unsubscribe failed', wording: 'written' },
  ECX028: { description: 'Order detail fetch failed', wording: 'written' },
  ECX029: { description: 'Order list fetch failed', wording: 'written' },
  ECX030: { description: 'Applying or removing a coupon failed', wording: 'written' },
  ECX031: { description: 'Shipping method update failed', wording: 'written' },
  ECX032: { description: 'Card payment provider failed', wording: 'written' },
  ECX033: { description: 'Creating a new cart failed', wording: 'written' },
  ECX034: { description: 'Adding or removing a line item failed', wording: 'written' },
  ECX035: { description: 'Design fetch by id failed', wording: 'written' },
  ECX036: { description: 'Address lookup failed', wording: 'written' },
  ECX037: { description: 'Address lookup failed', wording: 'written' },
  ECX038: { description: 'Address is a PO Box, which cannot be shipped to', wording: 'spec' },
  ECX039: { description: 'Creating a shareable design link failed', wording: 'written' },
  ECX040: { description: 'Order detail fetch failed', wording: 'written' },
  ECX041: { description: 'Payment failed (generic)', wording: 'spec' },
  ECX042: { description: 'Address processing failed', wording: 'written' },
  ECX043: { description: 'Payment token consumed or unknown', wording: 'spec' },
  ECX044: { description: 'Address lookup failed', wording: 'written' },
  ECX045: { description: 'Invoice download failed', wording: 'written' },
  ECX046: { description: 'Payment of a pending order failed', wording: 'written' },
  ECX998: { description: 'A branch the code treats as unreachable was reached', wording: 'spec' },
  ECX999: { description: 'Unknown failure', wording: 'spec' },
};
