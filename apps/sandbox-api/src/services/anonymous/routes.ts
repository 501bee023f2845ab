import { Hono } from 'hono';
import { z } from 'zod';
import type { SandboxContext, SandboxEnv } from '../../context.ts';
import { parseRequestBody } from '../../http/body.ts';
import { SandboxHttpError } from '../../http/problem.ts';
import { serverDate } from '../identity/server-date.ts';
import { findStorefrontByServiceKey } from '../identity/storefronts.ts';
import { createAnonymousIdentity, refreshAnonymousIdentity } from './identities.ts';

const refreshBody = z.object({ validationKey: z.string().min(1, 'must not be empty') });

/**
 * The anonymous token service, mounted under `/anon`:
 *
 * - `POST /{serviceKey}/token` → `{ anonymousToken, validationKey, anonymousId }`
 * - `POST /{serviceKey}/identities/{anonymousId}/token` `{ validationKey }` →
 *   `{ anonymousToken, validationKey }`, rotating the validation key
 *
 * An unknown service key is a 404; a wrong or old validation key a 401 `InvalidValidationKey`.
 *
 * @example
 * ```ts
 * app.route(SERVICE_BASE_PATHS.anonymous, createAnonymousRoutes(context));
 * ```
 */
export function createAnonymousRoutes(context: SandboxContext): Hono<SandboxEnv> {
  const assertServiceKey = async (serviceKey: string) => {
    if (!(await findStorefrontByServiceKey(context.db, serviceKey))) {
      throw new SandboxHttpError(
        404,
        'ServiceKeyNotFound',
        `No store has the anonymous service key "${serviceKey}"`,
      );
    }
  };

  return new Hono<SandboxEnv>()
    .use('*', serverDate(context.clock))
    .post('/:serviceKey/token', async (c) => {
      const serviceKey = c.req.param('serviceKey');
      await assertServiceKey(serviceKey);
      return c.json(await createAnonymousIdentity(context, serviceKey));
    })
    .post('/:serviceKey/identities/:anonymousId/token', async (c) => {
      const serviceKey = c.req.param('serviceKey');
      await assertServiceKey(serviceKey);
      const { validationKey } = await parseRequestBody(c, refreshBody);
      return c.json(
        await refreshAnonymousIdentity(
          context,
          serviceKey,
          c.req.param('anonymousId'),
          validationKey,
        ),
      );
    });
}
