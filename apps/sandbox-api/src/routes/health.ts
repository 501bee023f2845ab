import { Hono } from 'hono';
import type { SandboxContext, SandboxEnv } from '../context.ts';
import type { DatabaseKind } from '../db/database.ts';

/** Body of `GET /health`. */
export interface HealthBody {
  status: 'ok';
  service: 'sandbox-api';
  /** The sandbox clock's now, ISO 8601. */
  time: string;
  database: DatabaseKind;
}

/**
 * `GET /health`: answers once the database runs `select 1`. A failing database answers 500
 * through the app's error handler.
 *
 * @example
 * ```ts
 * app.route('/', createHealthRoutes(context));
 * ```
 */
export function createHealthRoutes({ db, clock }: SandboxContext): Hono<SandboxEnv> {
  return new Hono<SandboxEnv>().get('/health', async (c) => {
    await db.query('select 1');
    const body: HealthBody = {
      status: 'ok',
      service: 'sandbox-api',
      time: clock.now().toISOString(),
      database: db.kind,
    };
    return c.json(body);
  });
}
