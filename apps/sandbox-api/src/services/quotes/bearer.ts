import type { SandboxContext } from '../../context.ts';
import { IS_CUSTOMER_CLAIM } from '../identity/claims.ts';
import { authenticateBearer } from '../identity/tokens.ts';

/**
 * The customer id behind an optional `Authorization` header, using the identity service's own
 * verification (`keys.verifyToken` and `authenticateBearer`):
 *
 * - no header (or an empty one): `null`, an anonymous request
 * - a valid anonymous token (signed by the sandbox, no `is_customer` claim): `null`
 * - a valid customer access token of a `tenant` customer: the customer id
 *
 * @throws {SandboxHttpError} 401 `InvalidToken` 'Invalid access token' for anything else: a
 *   malformed header, a bad signature, an expired token, a customer of another tenant.
 *
 * @example
 * ```ts
 * const customerId = await optionalCustomerId(context, 'north-america', c.req.header('Authorization'));
 * ```
 */
export async function optionalCustomerId(
  context: Pick<SandboxContext, 'db' | 'keys'>,
  tenant: string,
  authorization: string | undefined,
): Promise<string | null> {
  if (authorization === undefined || authorization.trim() === '') return null;
  const token = /^Bearer\s+(\S+)\s*$/i.exec(authorization)?.[1];
  if (token) {
    const claims = await context.keys.verifyToken(token).catch(() => undefined);
    if (claims && claims[IS_CUSTOMER_CLAIM] !== true) return null;
  }
  const { customer } = await authenticateBearer(context, tenant, authorization);
  return customer.id;
}
