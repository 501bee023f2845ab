import { StorefrontError, type EcxCode } from '@storefront/http';

/**
 * Reasons of {@link DesignsError}:
 * - `DESIGN_NAME_REQUIRED`: the design name is missing or blank;
 * - `DESIGN_NAME_TOO_LONG`: the design name is longer than `DESIGN_NAME_MAX_LENGTH`;
 * - `INVALID_URL`: a rendering-instruction URL that cannot be read;
 * - `INVALID_DESIGN_DOCUMENT`: a stored design document that is not an editor document;
 * - `INVALID_ARTWORK_FILE`: an artwork file of a type or size that cannot be uploaded.
 *
 * @example
 * const reason: DesignsErrorCode = 'DESIGN_NAME_REQUIRED';
 */
export type DesignsErrorCode =
  | 'DESIGN_NAME_REQUIRED'
  | 'DESIGN_NAME_TOO_LONG'
  | 'INVALID_URL'
  | 'INVALID_DESIGN_DOCUMENT'
  | 'INVALID_ARTWORK_FILE';

/**
 * Options of {@link DesignsError}.
 *
 * @example
 * const init: DesignsErrorInit = { code: 'DESIGN_NAME_REQUIRED', message: 'Design name required', field: 'name' };
 */
export interface DesignsErrorInit {
  /** The reason (kept as `reason`; `code` of the error is the ECX code it maps to). */
  readonly code: DesignsErrorCode;
  readonly message: string;
  readonly field?: string;
  readonly cause?: unknown;
}

// Service data that is not what it should be (a URL, a stored document) is the spec's
// transform failure; the shopper's own input (name, file) has no ECX code of its own.
const ECX_OF: Record<DesignsErrorCode, EcxCode> = {
  DESIGN_NAME_REQUIRED: 'ECX999',
  DESIGN_NAME_TOO_LONG: 'ECX999',
  INVALID_ARTWORK_FILE: 'ECX999',
  INVALID_URL: 'ECX003',
  INVALID_DESIGN_DOCUMENT: 'ECX003',
};

/**
 * The error `@storefront/designs` throws for bad input: a `StorefrontError` (so
 * `isStorefrontError` and its `userMessage` work) whose `reason` says exactly what was wrong
 * and `field` what it is about. `code` is the ECX code: ECX003 for service data that cannot
 * be read (`INVALID_URL`, `INVALID_DESIGN_DOCUMENT`), ECX999 for the shopper's input.
 *
 * @example
 * try {
 *   parseDesignName('   ');
 * } catch (error) {
 *   if (isDesignsError(error)) showFieldError(error.field, error.message); // 'name', 'Design name required'
 * }
 */
export class DesignsError extends StorefrontError {
  /** What exactly was wrong. */
  readonly reason: DesignsErrorCode;
  /** The field the error is about, when there is one. */
  readonly field: string | undefined;

  constructor(init: DesignsErrorInit) {
    super({ code: ECX_OF[init.code], message: init.message, cause: init.cause });
    this.name = 'DesignsError';
    this.reason = init.code;
    this.field = init.field;
  }
}

/**
 * Whether a value is a {@link DesignsError} (optionally with the given reason).
 *
 * @example
 * isDesignsError(error, 'DESIGN_NAME_TOO_LONG');
 */
export function isDesignsError(value: unknown, reason?: DesignsErrorCode): value is DesignsError {
  return value instanceof DesignsError && (reason === undefined || value.reason === reason);
}
