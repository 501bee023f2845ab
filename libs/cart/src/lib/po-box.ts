import { CartError } from './cart-error';

/**
 * The message shown when a PO box is entered (spec, error ECX038).
 *
 * @example
 * PO_BOX_NOT_SUPPORTED_MESSAGE; // 'PO Box address not supported'
 */
export const PO_BOX_NOT_SUPPORTED_MESSAGE = 'PO Box address not supported';

const MIN_LENGTH = 5;
const PO_BOX = 'pobox';
// "Post Office Box" written out is the same thing as "P.O. Box"; the spec's rule only looks for
// "pobox", so the spelled-out form is added here (see README, Decisions).
const POST_OFFICE_BOX = 'postofficebox';

function compact(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
}

/**
 * Whether an address line is a PO box, which the storefront does not ship to.
 *
 * Rule of the spec: the trimmed text has at least 5 characters and, lowercased with
 * punctuation and spaces removed, equals, is part of, or contains `pobox`. "Is part of" also
 * catches a line the shopper is still typing ("P.O. B"). In addition, the written-out form
 * "Post Office Box" is detected. A text with no letters or digits is never a PO box.
 *
 * @example
 * isPoBoxAddress('P.O. Box 12'); // true
 * isPoBoxAddress('Post Office Box 7'); // true
 * isPoBoxAddress('Box 12'); // false
 * isPoBoxAddress('PO'); // false (shorter than 5 characters)
 */
export function isPoBoxAddress(text: string | null | undefined): boolean {
  if (typeof text !== 'string') return false;
  const trimmed = text.trim();
  if (trimmed.length < MIN_LENGTH) return false;
  const compacted = compact(trimmed);
  if (compacted.length === 0) return false;
  return (
    compacted.includes(PO_BOX) || PO_BOX.includes(compacted) || compacted.includes(POST_OFFICE_BOX)
  );
}

/**
 * Throws a {@link CartError} with code `ECX038` ('PO Box address not supported') when the text
 * is a PO box, naming the field it came from.
 *
 * @example
 * assertNotPoBox('12 Main Street', 'streetOrHouseNo'); // passes
 * assertNotPoBox('PO Box 5', 'street2'); // throws CartError { code: 'ECX038', field: 'street2' }
 */
export function assertNotPoBox(text: string | null | undefined, field: string): void {
  if (isPoBoxAddress(text)) {
    throw new CartError({ code: 'ECX038', message: PO_BOX_NOT_SUPPORTED_MESSAGE, field });
  }
}
