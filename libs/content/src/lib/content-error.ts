import { StorefrontError } from '@storefront/http';

/**
 * Codes of {@link ContentError}: `ECX003`, the spec's transform failure, for content-service
 * data that does not have the expected shape (an invalid storefront config).
 *
 * @example
 * const code: ContentErrorCode = 'ECX003';
 */
export type ContentErrorCode = 'ECX003';

/**
 * One problem found in content-service data: the path of the field and what is wrong.
 *
 * @example
 * const issue: ContentIssue = { field: 'tenantId', message: 'tenantId is required' };
 */
export interface ContentIssue {
  readonly field: string;
  readonly message: string;
}

/**
 * Options of {@link ContentError}.
 *
 * @example
 * const init: ContentErrorInit = {
 *   code: 'ECX003',
 *   message: 'Invalid storefront config: tenantId is required',
 *   issues: [{ field: 'tenantId', message: 'tenantId is required' }],
 * };
 */
export interface ContentErrorInit {
  readonly code: ContentErrorCode;
  readonly message: string;
  readonly issues: readonly ContentIssue[];
  readonly cause?: unknown;
}

/**
 * The error `@storefront/content` throws for content data it cannot use: a `StorefrontError`
 * of kind `transform` (so `isStorefrontError` and its `userMessage` work). `field` is the first
 * offending field; `issues` lists all of them.
 *
 * @example
 * try {
 *   parseStorefrontConfig(response.storefrontConfig);
 * } catch (error) {
 *   if (isContentError(error)) console.error(error.field, error.message);
 * }
 */
export class ContentError extends StorefrontError {
  declare readonly code: ContentErrorCode;
  /** The first field that was wrong. */
  readonly field: string | undefined;
  /** Every field that was wrong, in the order found. */
  readonly issues: readonly ContentIssue[];

  constructor(init: ContentErrorInit) {
    super(init);
    this.name = 'ContentError';
    this.issues = init.issues;
    this.field = init.issues[0]?.field;
  }
}

/**
 * Whether a value is a {@link ContentError}.
 *
 * @example
 * if (isContentError(error)) reportConfigProblem(error.issues);
 */
export function isContentError(value: unknown): value is ContentError {
  return value instanceof ContentError;
}
