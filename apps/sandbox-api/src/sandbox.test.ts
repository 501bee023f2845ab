import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HealthBody } from './routes/health.ts';
import { createTestSandbox } from './testing.ts';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'sandbox-api-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('a sandbox on a PGlite data folder', () => {
  it('keeps its signing key across restarts, so earlier tokens still verify', async () => {
    const first = await createTestSandbox({ storage: { kind: 'file', dataDir } });
    const token = await first.keys.signAccessToken({ sub: 'customer-1' });
    const firstKid = first.keys.kid;
    const health = (await (await first.fetch('/health')).json()) as HealthBody;
    await first.close();

    const second = await createTestSandbox({ storage: { kind: 'file', dataDir } });
    try {
      expect(health.database).toBe('pglite-file');
      expect(second.keys.kid).toBe(firstKid);
      expect(second.keys.jwks().keys).toHaveLength(1);
      await expect(second.keys.verifyToken(token)).resolves.toMatchObject({ sub: 'customer-1' });
    } finally {
      await second.close();
    }
  });
});

describe('closing a sandbox', () => {
  it('answers the requests under way, refuses new ones with a 503, then closes the database', async () => {
    const sandbox = await createTestSandbox();
    // Sent, not awaited: the database is busy with them when close() is called.
    const underWay = Array.from({ length: 5 }, () => sandbox.fetch('/health'));
    const closing = sandbox.close();
    const late = await sandbox.fetch('/health');
    expect(late.status).toBe(503);
    expect(late.headers.get('connection')).toBe('close');
    expect(await late.json()).toEqual({
      title: 'ServiceUnavailable',
      detail: 'The sandbox is shutting down.',
    });
    const answers = await Promise.all(underWay);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    await closing;
    await expect(sandbox.db.query('select 1')).rejects.toThrow();
  });
});
