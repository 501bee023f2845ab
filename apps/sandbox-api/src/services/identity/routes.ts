import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { RequestIdVariables } from 'hono/request-id';
import { z } from 'zod';
import type { SandboxContext } from '../../context.ts';
import { customers } from '../../db/schema.ts';
import { parseRequestBody } from '../../http/body.ts';
import { SandboxHttpError } from '../../http/problem.ts';
import { sendMail } from '../../outbox.ts';
import { mergeAnonymousIdentity } from '../anonymous/identities.ts';
import { findCustomerByEmail, normalizeEmail } from './customers.ts';
import { resetPasswordMail, ticketLink, verifyEmailMail } from './mails.ts';
import {
  hashPassword,
  needsRehash,
  passwordRuleViolation,
  verifyAgainstNothing,
  verifyPassword,
} from './passwords.ts';
import { isUniqueViolation } from './secrets.ts';
import { serverDate } from './server-date.ts';
import { createSignInThrottle } from './sign-in-throttle.ts';
import { findStorefront, isAllowedSiteUrl, isKnownTenant } from './storefronts.ts';
import type { Storefront } from './storefronts.ts';
import { createTicket, findUsableTicket, invalidTicket, useTicket } from './tickets.ts';
import {
  authenticateBearer,
  issueTokens,
  revokeRefreshTokenFamily,
  rotateRefreshToken,
} from './tokens.ts';

/**
 * The address the request came from (the TCP peer of the Node server; `X-Forwarded-For` is not
 * trusted, the sandbox has no proxy in front), or `unknown` in-process.
 */
function clientAddress(c: { env: unknown }): string {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)
    ?.incoming;
  return incoming?.socket?.remoteAddress ?? 'unknown';
}

/** The Hono environment of the authentication routes: the tenant of the path is known. */
export interface IdentityEnv {
  Variables: RequestIdVariables & { tenant: string };
}

const text = z.string().min(1, 'must not be empty');
const email = z.string().trim().min(1, 'must not be empty');
const password = z.string().min(1, 'must not be empty');
const optionalText = z.string().nullish();

const loginBody = z.object({
  storeFrontId: text,
  email,
  password,
  culture: optionalText,
  siteUrl: optionalText,
  anonymousId: optionalText,
  validationKey: optionalText,
});
const refreshTokenBody = z.object({ refreshToken: text });
const resetRequestBody = z.object({
  siteUrl: text,
  storeFrontId: text,
  email,
  culture: optionalText,
});
const resetPasswordBody = z.object({ ticketId: text, password, culture: optionalText });
const changePasswordBody = z.object({ password, newPassword: password, culture: optionalText });
const changeEmailBody = z.object({
  password,
  newEmail: z
    .string()
    .trim()
    .pipe(z.email({ error: 'must be an email address' })),
  culture: optionalText,
});
const sendVerificationBody = z.object({ siteUrl: text, culture: optionalText });
const verifyEmailBody = z.object({ ticketId: text, culture: optionalText });

/**
 * The authentication service, mounted under `/auth`. Every route is under `/v1/{tenant}`
 * (`north-america`, `germany`; another tenant is a 404):
 *
 * - `POST /login`, `POST /logout`, `POST /refresh` — sign-in, sign-out and refresh-token
 *   rotation with reuse detection (a used token is honoured for 30 s)
 * - `POST /resetPassword` (mails a ticket link), `PATCH /resetPassword` (uses the ticket),
 *   `GET /tickets/{ticketId}`
 * - `PUT /profile/me/password`, `PUT /profile/me/email`, `POST /profile/me/verifyEmail` (bearer
 *   access token), `PATCH /profile/verifyEmail` (uses the ticket)
 *
 * @example
 * ```ts
 * app.route(SERVICE_BASE_PATHS.identity, createIdentityRoutes(context));
 * ```
 */
export function createIdentityRoutes(context: SandboxContext): Hono<IdentityEnv> {
  const { db, config } = context;
  const throttle = createSignInThrottle(context.clock);

  const storefrontOf = async (tenant: string, storeFrontId: string): Promise<Storefront> => {
    const storefront = await findStorefront(db, tenant, storeFrontId);
    if (!storefront) {
      throw new SandboxHttpError(
        400,
        'UnknownStoreFront',
        `Tenant ${tenant} has no store "${storeFrontId}"`,
      );
    }
    return storefront;
  };

  /** 400 `InvalidSiteUrl` unless `siteUrl` is a page of the store's own site. */
  const assertSiteUrl = (storeFrontId: string, siteUrl: string | null | undefined) => {
    if (siteUrl === null || siteUrl === undefined) return;
    if (!isAllowedSiteUrl(storeFrontId, siteUrl)) {
      throw new SandboxHttpError(
        400,
        'InvalidSiteUrl',
        `siteUrl must be a page of the store "${storeFrontId}" (its own site, or localhost in the sandbox)`,
      );
    }
  };

  const assertPasswordRules = (candidate: string) => {
    const violation = passwordRuleViolation(candidate);
    if (violation) throw new SandboxHttpError(400, 'InvalidPassword', violation);
  };

  return new Hono<IdentityEnv>()
    .use('*', serverDate(context.clock))
    .use('/v1/:tenant/*', async (c, next) => {
      const tenant = c.req.param('tenant');
      if (!(await isKnownTenant(db, tenant))) {
        throw new SandboxHttpError(404, 'TenantNotFound', `Unknown tenant "${tenant}"`);
      }
      c.set('tenant', tenant);
      await next();
    })

    .post('/v1/:tenant/login', async (c) => {
      const tenant = c.get('tenant');
      const body = await parseRequestBody(c, loginBody);
      const storefront = await storefrontOf(tenant, body.storeFrontId);
      assertSiteUrl(storefront.id, body.siteUrl);
      const account = `${tenant}:${normalizeEmail(body.email)}`;
      const address = clientAddress(c);
      const blockedSeconds = throttle.blockedSeconds(account, address);
      if (blockedSeconds > 0) {
        c.header('Retry-After', String(blockedSeconds));
        throw new SandboxHttpError(
          429,
          'TooManyAttempts',
          'Too many failed sign-in attempts. Please try again later.',
          { retryAfterSeconds: blockedSeconds },
        );
      }
      const customer = await findCustomerByEmail(db, tenant, body.email);
      const valid = customer
        ? await verifyPassword(body.password, customer.passwordHash)
        : await verifyAgainstNothing(body.password, config.passwordHashCost);
      if (!customer || !valid) {
        throttle.recordFailure(account, address);
        throw new SandboxHttpError(401, 'InvalidCredentials', 'Wrong email or password.');
      }
      throttle.recordSuccess(account);
      // bcrypt hashes stored before (the seeded demo customer) become scrypt at their next
      // sign-in; only the hash it verified is replaced, so a concurrent change wins.
      if (needsRehash(customer.passwordHash, config.passwordHashCost)) {
        const passwordHash = await hashPassword(body.password, config.passwordHashCost);
        await db.orm
          .update(customers)
          .set({ passwordHash })
          .where(
            and(eq(customers.id, customer.id), eq(customers.passwordHash, customer.passwordHash)),
          );
      }
      if (body.anonymousId && body.validationKey) {
        await mergeAnonymousIdentity(context, {
          tenant,
          anonymousId: body.anonymousId,
          validationKey: body.validationKey,
          customerId: customer.id,
        });
      }
      return c.json(await issueTokens(context, customer, storefront.id));
    })

    .post('/v1/:tenant/logout', async (c) => {
      const { refreshToken } = await parseRequestBody(c, refreshTokenBody);
      await revokeRefreshTokenFamily(context, c.get('tenant'), refreshToken);
      return c.body(null, 204);
    })

    .post('/v1/:tenant/refresh', async (c) => {
      const { refreshToken } = await parseRequestBody(c, refreshTokenBody);
      return c.json(await rotateRefreshToken(context, c.get('tenant'), refreshToken));
    })

    .post('/v1/:tenant/resetPassword', async (c) => {
      const tenant = c.get('tenant');
      const body = await parseRequestBody(c, resetRequestBody);
      const storefront = await storefrontOf(tenant, body.storeFrontId);
      assertSiteUrl(storefront.id, body.siteUrl);
      const customer = await findCustomerByEmail(db, tenant, body.email);
      // 204 whether or not the address has an account, so nobody can probe for accounts.
      if (customer) {
        const ticket = await createTicket(context, 'reset_password', customer.id, {
          storeFrontId: storefront.id,
        });
        const link = ticketLink(body.siteUrl, 'reset', ticket.id);
        await sendMail(context, { to: customer.email, ...resetPasswordMail(link, body.culture) });
      }
      return c.body(null, 204);
    })

    .patch('/v1/:tenant/resetPassword', async (c) => {
      const body = await parseRequestBody(c, resetPasswordBody);
      const found = await findUsableTicket(context, c.get('tenant'), body.ticketId);
      if (found?.ticket.type !== 'reset_password') throw invalidTicket();
      assertPasswordRules(body.password);
      const passwordHash = await hashPassword(body.password, config.passwordHashCost);
      if (!(await useTicket(context, found.ticket.id))) throw invalidTicket();
      await db.orm
        .update(customers)
        .set({ passwordHash })
        .where(eq(customers.id, found.customer.id));
      return c.body(null, 204);
    })

    .get('/v1/:tenant/tickets/:ticketId', async (c) => {
      const found = await findUsableTicket(context, c.get('tenant'), c.req.param('ticketId'));
      if (!found) {
        throw new SandboxHttpError(404, 'TicketNotFound', 'Ticket is invalid or expired');
      }
      return c.json({
        ticketType: found.ticket.type,
        params: { storeFrontId: found.ticket.params.storeFrontId },
      });
    })

    .put('/v1/:tenant/profile/me/password', async (c) => {
      const { customer } = await authenticateBearer(
        context,
        c.get('tenant'),
        c.req.header('Authorization'),
      );
      const body = await parseRequestBody(c, changePasswordBody);
      if (!(await verifyPassword(body.password, customer.passwordHash))) {
        throw new SandboxHttpError(400, 'InvalidCredentials', 'Wrong password.');
      }
      assertPasswordRules(body.newPassword);
      await db.orm
        .update(customers)
        .set({ passwordHash: await hashPassword(body.newPassword, config.passwordHashCost) })
        .where(eq(customers.id, customer.id));
      return c.body(null, 204);
    })

    .put('/v1/:tenant/profile/me/email', async (c) => {
      const tenant = c.get('tenant');
      const { customer } = await authenticateBearer(context, tenant, c.req.header('Authorization'));
      const body = await parseRequestBody(c, changeEmailBody);
      if (!(await verifyPassword(body.password, customer.passwordHash))) {
        throw new SandboxHttpError(400, 'InvalidCredentials', 'Wrong password.');
      }
      const newEmail = normalizeEmail(body.newEmail);
      if (newEmail === customer.email) return c.body(null, 204);
      const emailTaken = () =>
        new SandboxHttpError(409, 'EmailTaken', 'This email address is already in use.');
      if (await findCustomerByEmail(db, tenant, newEmail)) throw emailTaken();
      try {
        // A new address is unverified until its own verification ticket is used.
        await db.orm
          .update(customers)
          .set({ email: newEmail, emailVerified: false })
          .where(eq(customers.id, customer.id));
      } catch (error) {
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
      return c.body(null, 204);
    })

    .post('/v1/:tenant/profile/me/verifyEmail', async (c) => {
      const { customer, storeFrontId } = await authenticateBearer(
        context,
        c.get('tenant'),
        c.req.header('Authorization'),
      );
      const body = await parseRequestBody(c, sendVerificationBody);
      assertSiteUrl(storeFrontId, body.siteUrl);
      const ticket = await createTicket(context, 'verify_email', customer.id, {
        storeFrontId,
        email: customer.email,
      });
      const link = ticketLink(body.siteUrl, 'verify-email', ticket.id);
      await sendMail(context, {
        to: customer.email,
        ...verifyEmailMail(link, body.culture ?? customer.locale),
      });
      return c.body(null, 204);
    })

    .patch('/v1/:tenant/profile/verifyEmail', async (c) => {
      const body = await parseRequestBody(c, verifyEmailBody);
      const found = await findUsableTicket(context, c.get('tenant'), body.ticketId);
      // A ticket sent to an address the customer has since changed no longer verifies anything.
      if (
        found?.ticket.type !== 'verify_email' ||
        found.ticket.params.email !== found.customer.email
      ) {
        throw invalidTicket();
      }
      if (!(await useTicket(context, found.ticket.id))) throw invalidTicket();
      await db.orm
        .update(customers)
        .set({ emailVerified: true })
        .where(eq(customers.id, found.customer.id));
      return c.body(null, 204);
    });
}
