import { StorefrontError } from '@storefront/http';

/**
 * Reasons of {@link DielineError} (and codes of its issues):
 * - `DIELINE_UNKNOWN_STYLE`: the box style id is not one of the seven box styles;
 * - `DIELINE_INVALID_DIMENSION`: a length, width, depth or board thickness that is missing,
 *   not a number, not finite, zero or negative;
 * - `DIELINE_DIMENSION_OUT_OF_RANGE`: a dimension outside the style's limits;
 * - `DIELINE_NOT_SQUARE`: a square mailer whose length and width differ;
 * - `DIELINE_INVALID_OPTION`: an unknown unit, layer or margin given to a generator or an
 *   output.
 *
 * @example
 * const code: DielineErrorCode = 'DIELINE_DIMENSION_OUT_OF_RANGE';
 */
export type DielineErrorCode =
  | 'DIELINE_UNKNOWN_STYLE'
  | 'DIELINE_INVALID_DIMENSION'
  | 'DIELINE_DIMENSION_OUT_OF_RANGE'
  | 'DIELINE_NOT_SQUARE'
  | 'DIELINE_INVALID_OPTION';

/**
 * One problem with a dieline request: its code, the field it is about, an English message,
 * and the values an interface needs to word it in another language (`min` and `max` in the
 * unit the request was given in).
 *
 * @example
 * const issue: DielineIssue = {
 *   code: 'DIELINE_DIMENSION_OUT_OF_RANGE',
 *   field: 'depth',
 *   message: 'Depth must be between 1 in and 8 in',
 *   params: { min: 1, max: 8, unit: 'in' },
 * };
 */
export interface DielineIssue {
  readonly code: DielineErrorCode;
  /** `style`, `length`, `width`, `depth`, `thickness`, `unit`, `layers` or `margin`. */
  readonly field: string;
  readonly message: string;
  readonly params?: Readonly<Record<string, string | number>>;
}

/**
 * The error the dieline generator and its outputs throw for bad input: a `StorefrontError`
 * (ECX999, kind `unknown`: the spec has no code for it) whose `reason`, `field` and `message`
 * are the first issue's, with every issue found in `issues`.
 *
 * @example
 * try {
 *   generateDieline('shipper', { length: 0, width: 10, depth: 8 });
 * } catch (error) {
 *   if (isDielineError(error)) showFieldError(error.field, error.message); // 'length', 'Length must be a positive number'
 * }
 */
export class DielineError extends StorefrontError {
  /** What exactly was wrong (the first issue's code). */
  readonly reason: DielineErrorCode;
  readonly field: string;
  readonly issues: readonly DielineIssue[];

  constructor(issues: readonly [DielineIssue, ...DielineIssue[]]) {
    const [first] = issues;
    super({ kind: 'unknown', code: 'ECX999', message: first.message });
    this.name = 'DielineError';
    this.reason = first.code;
    this.field = first.field;
    this.issues = issues;
  }
}

/**
 * Whether a value is a {@link DielineError} (optionally with the given reason).
 *
 * @example
 * isDielineError(error, 'DIELINE_NOT_SQUARE');
 */
export function isDielineError(value: unknown, reason?: DielineErrorCode): value is DielineError {
  return value instanceof DielineError && (reason === undefined || value.reason === reason);
}

/** Throws a {@link DielineError} for one issue. */
export function failDieline(issue: DielineIssue): never {
  throw new DielineError([issue]);
}
