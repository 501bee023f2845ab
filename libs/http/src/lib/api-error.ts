import type { EcxCode } from './ecx-catalogue';
import { StorefrontError, storefrontErrorKindOf } from './storefront-error';
import type { SerializedStorefrontError, StorefrontErrorOptions } from './storefront-error';

/**
 * Options of {@link ApiError}.
 *
 * @example
 * ```ts
 * import { ApiError, type ApiErrorInit } from '@storefront/http';
 *
 * const init: ApiErrorInit = { status: 409, code: 'ECX023', detail: 'Version mismatch' };
 * throw new ApiError(init);
 * ```
 */
export interface ApiErrorInit extends StorefrontErrorOptions {
  /** HTTP status of the answer; 0 when no answer arrived (network failure, abort). */
  readonly status: number;
  readonly code: EcxCode;
  /** The service's own code (`title`, `friendly_message`, `code`, or CODE of `CODE:detail`). */
  readonly serviceCode?: string;
  /** The service's own message (`detail`, `error_description`, `message`, `description`). */
  readonly detail?: string;
  /** The failed response, when one arrived. Its body has already been read. */
  readonly response?: Response;
  /** The parsed body of the failed response, when one arrived. */
  readonly body?: unknown;
}

/**
 * A service call failed: the answer's status was outside 200 to 299, or no answer arrived
 * (`status` 0). `message` is the service's message when its body carries one (the rethrow
 * rule of the specification), otherwise the catalogue's user message.
 *
 * @example
 * ```ts
 * import { isApiError } from '@storefront/http';
 *
 * try {
 *   await http.get('carts/42', { schema: cartSchema });
 * } catch (error) {
 *   if (isApiError(error) && error.status === 409) return reloadCart();
 *   throw error;
 * }
 * ```
 */
export class ApiError extends StorefrontError {
  /** HTTP status of the answer; 0 when no answer arrived. */
  readonly status: number;
  /** The service's own error code, when its body carries one. */
  readonly serviceCode: string | undefined;
  /** The service's own error message, when its body carries one. */
  readonly detail: string | undefined;
  /** The failed response (body already read), when one arrived. */
  readonly response: Response | undefined;
  /** The parsed body of the failed response, when one arrived. */
  readonly body: unknown;

  constructor(init: ApiErrorInit) {
    super({
      kind: 'api',
      code: init.code,
      message: init.message ?? init.detail,
      cause: init.cause,
    });
    this.name = 'ApiError';
    this.status = init.status;
    this.serviceCode = init.serviceCode;
    this.detail = init.detail;
    this.response = init.response;
    this.body = init.body;
  }

  override toJSON(): SerializedStorefrontError {
    return {
      ...super.toJSON(),
      status: this.status,
      ...(this.serviceCode === undefined ? {} : { serviceCode: this.serviceCode }),
      ...(this.detail === undefined ? {} : { detail: this.detail }),
    };
  }
}

/**
 * Whether a value is an {@link ApiError} (kind `api`), also across package copies and in
 * serialized form.
 *
 * @example
 * ```ts
 * import { isApiError } from '@storefront/http';
 *
 * if (isApiError(error) && error.status === 401) signOut();
 * ```
 */
export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError || storefrontErrorKindOf(value) === 'api';
}
