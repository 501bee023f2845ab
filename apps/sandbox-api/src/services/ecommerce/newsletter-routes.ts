import type { Context } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import type { SandboxContext, SandboxEnv } from '../../context.ts';
import { parseJsonBody } from '../../http/body.ts';
import { SandboxHttpError } from '../../http/problem.ts';
import { newsletterStatus, requireOwnEmail, setNewsletterStatus } from './newsletter.ts';
import { shopperScope } from './shopper.ts';

const subscriptionFields = {
  email: z.email({ error: 'must be an email address' }).max(254),
  audienceId: z
    .string({ error: 'is required' })
    .trim()
    .min(1, { error: 'is required' })
    .max(100, { error: 'must be at most 100 characters' }),
};

const subscriptionBody = z.strictObject(subscriptionFields);
const statusQuery = z.object(subscriptionFields);

/**
 * The newsletter routes of the ecommerce service, under
 * `/tenants/{tenant}/storefronts/{storefront}` (customer bearer, own email, the store's audience
 * `{storefront}-newsletter`):
 *
 * - `GET /newsletter/subscription/status?email=&audienceId=` → the subscription
 * - `POST /newsletter/subscribe` `{ email, audienceId }` → the subscription, `subscribed`
 * - `POST /newsletter/unsubscribe` `{ email, audienceId }` → the subscription, `unsubscribed`
 *
 * @example
 * ```ts
 * app.route('/', createNewsletterRoutes(context));
 * ```
 */
export function createNewsletterRoutes(context: SandboxContext): Hono<SandboxEnv> {
  const base = '/tenants/:tenant/storefronts/:storefront/newsletter';

  const change = (status: 'subscribed' | 'unsubscribed') => async (c: Context<SandboxEnv>) => {
    const { storefront, shopper } = await shopperScope(context, c);
    const body = await parseJsonBody(c, subscriptionBody);
    const email = requireOwnEmail(storefront, shopper, body.email, body.audienceId);
    if (shopper.kind !== 'customer') throw new Error('unreachable');
    return c.json(
      await setNewsletterStatus(
        context,
        storefront,
        shopper.customerId,
        body.audienceId,
        email,
        status,
      ),
    );
  };

  return new Hono<SandboxEnv>()
    .get(`${base}/subscription/status`, async (c) => {
      const { storefront, shopper } = await shopperScope(context, c);
      const parsed = statusQuery.safeParse(c.req.query());
      if (!parsed.success) {
        const errors = parsed.error.issues.map((issue) => ({
          path: issue.path.join('.'),
          message: issue.message,
        }));
        throw new SandboxHttpError(
          400,
          'ValidationError',
          errors.map((error) => `${error.path}: ${error.message}`).join('; '),
          { errors },
        );
      }
      const email = requireOwnEmail(storefront, shopper, parsed.data.email, parsed.data.audienceId);
      return c.json(
        await newsletterStatus(context, storefront.tenant, parsed.data.audienceId, email),
      );
    })
    .post(`${base}/subscribe`, change('subscribed'))
    .post(`${base}/unsubscribe`, change('unsubscribed'));
}
