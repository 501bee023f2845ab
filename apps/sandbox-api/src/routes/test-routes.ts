import { Hono } from 'hono';
import { z } from 'zod';
import type { SandboxContext, SandboxEnv } from '../context.ts';
import { parseJsonBody } from '../http/body.ts';
import { listMail } from '../outbox.ts';

/** Base path of the routes that let tests and demos steer the sandbox. */
export const TEST_ROUTES_BASE = '/__sandbox';

const advanceBody = z.object({
  ms: z.number().int('ms must be a whole number').nonnegative('ms cannot be negative'),
});

const lifetime = z
  .number()
  .int('expected whole milliseconds')
  .positive('expected a positive lifetime');
const tokenLifetimesBody = z
  .object({
    accessTokenMs: lifetime.optional(),
    refreshTokenMs: lifetime.optional(),
    anonymousTokenMs: lifetime.optional(),
  })
  .strict();

/**
 * Routes under `/__sandbox`, mounted only when `config.testRoutes` is on:
 *
 * - `GET /clock` → `{ time, frozen }`
 * - `POST /clock/advance` `{ ms }` → `{ time, frozen }`
 * - `POST /config/token-lifetimes` `{ accessTokenMs?, refreshTokenMs?, anonymousTokenMs? }` →
 *   the lifetimes now in force (tokens issued from then on use them)
 * - `GET /outbox?to=<email>` → `{ messages: [{ to, subject, text, link, sentAt }] }`, newest
 *   first (every message when `to` is absent)
 *
 * @example
 * ```ts
 * if (context.config.testRoutes) app.route(TEST_ROUTES_BASE, createTestRoutes(context));
 * ```
 */
export function createTestRoutes({ clock, config, db }: SandboxContext): Hono<SandboxEnv> {
  const clockBody = () => ({ time: clock.now().toISOString(), frozen: clock.frozen });
  return new Hono<SandboxEnv>()
    .get('/clock', (c) => c.json(clockBody()))
    .post('/clock/advance', async (c) => {
      const { ms } = await parseJsonBody(c, advanceBody);
      clock.advance(ms);
      return c.json(clockBody());
    })
    .post('/config/token-lifetimes', async (c) => {
      Object.assign(config.tokenLifetimes, await parseJsonBody(c, tokenLifetimesBody));
      return c.json(config.tokenLifetimes);
    })
    .get('/outbox', async (c) => {
      const to = c.req.query('to')?.trim();
      return c.json({ messages: await listMail(db, to || undefined) });
    });
}
