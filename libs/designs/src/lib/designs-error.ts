/**
 * Codes of {@link DesignsError}:
 * - `DESIGN_NAME_REQUIRED`: the design name is missing or blank;
 * - `DESIGN_NAME_TOO_LONG`: the design name is longer than `DESIGN_NAME_MAX_LENGTH`;
 * - `INVALID_URL`: a rendering-instruction URL that cannot be read;
 * - `INVALID_DESIGN_DOCUMENT`: a stored design document that is not an editor document;
 * - `INVALID_ARTWORK_FILE`: an artwork file of a type or size that cannot be uploaded.
 *
 * @example
 * const code: DesignsErrorCode = 'DESIGN_NAME_REQUIRED';
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
  readonly code: DesignsErrorCode;
  readonly message: string;
  readonly field?: string;
  readonly cause?: unknown;
}

/**
 * The error `@storefront/designs` throws for bad input, with a stable `code` and the `field`
 * it is about.
 *
 * @example
 * try {
 *   parseDesignName('   ');
 * } catch (error) {
 *   if (isDesignsError(error)) showFieldError(error.field, error.message); // 'name', 'Design name required'
 * }
 */
export class DesignsError extends Error {
  readonly code: DesignsErrorCode;
  readonly field: string | undefined;

  constructor(init: DesignsErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'DesignsError';
    this.code = init.code;
    this.field = init.field;
  }
}

/**
 * Whether a value is a {@link DesignsError} (optionally with the given code).
 *
 * @example
 * isDesignsError(error, 'DESIGN_NAME_TOO_LONG');
 */
export function isDesignsError(value: unknown, code?: DesignsErrorCode): value is DesignsError {
  return value instanceof DesignsError && (code === undefined || value.code === code);
}
