import { Hono } from 'hono';
import { z } from 'zod';
import type { SandboxContext, SandboxEnv } from '../../context.ts';
import { parseRequestBody } from '../../http/body.ts';
import { createCustomer } from '../identity/customers.ts';
import { hashPassword, passwordRuleViolation } from '../identity/passwords.ts';
import { findStorefrontByIdpClient } from '../identity/storefronts.ts';

const metadataField = z.string().nullish();

const signupBody = z.object({
  client_id: z.string().min(1, 'must not be empty'),
  connection: z.string().min(1, 'must not be empty'),
  email: z
    .string()
    .trim()
    .pipe(z.email({ error: 'must be an email address' })),
  password: z.string().min(1, 'must not be empty'),
  user_metadata: z
    .object({
      given_name: metadataField,
      family_name: metadataField,
      company: metadataField,
      title: metadataField,
      locale: metadataField,
    })
    .nullish(),
});

/** Body of a successful sign-up. */
export interface SignupResponse {
  _id: string;
  email: string;
  email_verified: false;
  user_metadata: Record<string, string | null>;
}

/** The identity provider's error body (it speaks `code`/`description`, not `title`/`detail`). */
function idpError(code: string, description: string) {
  return { code, description };
}

/** A metadata value as stored: trimmed, and `null` when empty. */
const stored = (value: string | null | undefined) => value?.trim() || null;

/**
 * The identity provider, mounted under `/idp`: `POST /dbconnections/signup` creates a customer
 * in the tenant of the store whose `client_id` and `connection` are given.
 *
 * Errors are 400 `{ code, description }`: `invalid_client` (unknown client or connection),
 * `invalid_password` (password rules), `user_exists` (email taken in that tenant). A malformed
 * body is a 400 `InvalidRequest` like the other services.
 *
 * @example
 * ```ts
 * app.route(SERVICE_BASE_PATHS.idp, createIdpRoutes(context));
 * ```
 */
export function createIdpRoutes(context: SandboxContext): Hono<SandboxEnv> {
  return new Hono<SandboxEnv>().post('/dbconnections/signup', async (c) => {
    const body = await parseRequestBody(c, signupBody);
    const storefront = await findStorefrontByIdpClient(context.db, body.client_id, body.connection);
    if (!storefront) {
      return c.json(
        idpError(
          'invalid_client',
          `Unknown client_id "${body.client_id}" or connection "${body.connection}".`,
        ),
        400,
      );
    }
    const violation = passwordRuleViolation(body.password);
    if (violation) return c.json(idpError('invalid_password', violation), 400);

    const metadata = body.user_metadata ?? {};
    const customer = await createCustomer(context, {
      tenant: storefront.tenant,
      email: body.email,
      passwordHash: await hashPassword(body.password, context.config.passwordHashCost),
      profile: {
        firstName: stored(metadata.given_name),
        lastName: stored(metadata.family_name),
        company: stored(metadata.company),
        title: stored(metadata.title),
        locale: stored(metadata.locale),
      },
    });
    if (!customer) return c.json(idpError('user_exists', 'The user already exists.'), 400);

    const response: SignupResponse = {
      _id: customer.id,
      email: customer.email,
      email_verified: false,
      user_metadata: {
        given_name: customer.firstName,
        family_name: customer.lastName,
        company: customer.company,
        title: customer.title,
        locale: customer.locale,
      },
    };
    return c.json(response);
  });
}
