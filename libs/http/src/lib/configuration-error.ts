import type { FieldIssue } from './field-issues';
import { describeFieldIssue } from './field-issues';

const CONFIGURATION_ERROR_CODE = 'ERR_STOREFRONT_CONFIGURATION';

/**
 * Thrown synchronously when a library is configured wrongly (for example status handlers
 * without a single code mapping, or a client without `prefixUrl`). It is a programming error,
 * not a shopper-facing failure, so it carries no ECX code; `issues` names each wrong field.
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
export class ConfigurationError extends Error {
  /** Stable code of every configuration error. */
  static readonly code = CONFIGURATION_ERROR_CODE;

  /** Stable code of every configuration error. */
  readonly code = CONFIGURATION_ERROR_CODE;

  /** The wrong fields, each with its path and what is wrong with it. */
  readonly issues: readonly FieldIssue[];

  constructor(subject: string, issues: readonly FieldIssue[]) {
    super(`Invalid ${subject}: ${issues.map(describeFieldIssue).join('; ')}`);
    this.name = 'ConfigurationError';
    this.issues = issues;
  }
}

/**
 * Whether a value is a {@link ConfigurationError}, also when it comes from another copy of this
 * package (checked by name and code, not only by `instanceof`).
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
  const candidate = value as { name?: unknown; code?: unknown };
  return candidate.name === 'ConfigurationError' && candidate.code === CONFIGURATION_ERROR_CODE;
}
