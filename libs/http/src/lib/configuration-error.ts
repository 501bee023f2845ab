import { ecxMessages } from './ecx-messages';
import type { FieldIssue } from './field-issues';
import { describeFieldIssue } from './field-issues';
import { StorefrontError } from './storefront-error';

const CONFIGURATION_ERROR_REASON = 'ERR_STOREFRONT_CONFIGURATION';

/**
 * Thrown synchronously when a library is configured wrongly (for example status handlers
 * without a single code mapping, or a client without `prefixUrl`). It is a programming error,
 * not a failure the spec names, so it is a {@link StorefrontError} with ECX999 (kind `unknown`)
 * whose stable `reason` is `ERR_STOREFRONT_CONFIGURATION`; `issues` names each wrong field.
 *
 * @example
 * ```ts
 * import { ConfigurationError, defineStatusHandlers } from '@storefront/http';
 *
 * try {
 *   defineStatusHandlers({});
 * } catch (error) {
 *   if (error instanceof ConfigurationError) console.error(error.issues);
 * }
 * ```
 */
export class ConfigurationError extends StorefrontError {
  /** Stable reason of every configuration error. */
  static readonly reason = CONFIGURATION_ERROR_REASON;

  /** Stable reason of every configuration error (`code` is the ECX code, ECX999). */
  readonly reason = CONFIGURATION_ERROR_REASON;

  /** The wrong fields, each with its path and what is wrong with it. */
  readonly issues: readonly FieldIssue[];

  constructor(subject: string, issues: readonly FieldIssue[]) {
    super({
      kind: ecxMessages.ECX999.kind,
      code: 'ECX999',
      message: `Invalid ${subject}: ${issues.map(describeFieldIssue).join('; ')}`,
    });
    this.name = 'ConfigurationError';
    this.issues = issues;
  }
}

/**
 * Whether a value is a {@link ConfigurationError}, also when it comes from another copy of this
 * package (checked by name and reason, not only by `instanceof`; a copy from before the reason
 * moved out of `code` is recognised by its `code`).
 *
 * @example
 * ```ts
 * import { createHttpClient, isConfigurationError } from '@storefront/http';
 *
 * try {
 *   createHttpClient({ prefixUrl: '', errorCodes: { all: 'ECX999' } });
 * } catch (error) {
 *   if (isConfigurationError(error)) console.error(error.message);
 * }
 * ```
 */
export function isConfigurationError(value: unknown): value is ConfigurationError {
  if (value instanceof ConfigurationError) return true;
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as { name?: unknown; reason?: unknown; code?: unknown };
  return (
    candidate.name === 'ConfigurationError' &&
    (candidate.reason === CONFIGURATION_ERROR_REASON ||
      candidate.code === CONFIGURATION_ERROR_REASON)
  );
}
