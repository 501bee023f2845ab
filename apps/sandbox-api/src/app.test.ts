import { describe, expect, it } from 'vitest';
import { expectAnswer } from './http/expect-answer.test-setup.ts';
import { json } from './http/json-request.test-setup.ts';
import { sandboxPerFile } from './testing.ts';
import { createSandboxApp } from './app.ts';
import { createSandboxClock } from './clock.ts';
import type { ProblemBody } from './http/problem.ts';

const NOW = new Date('2030-03-04T05:06:07.000Z');

const sandbox = sandboxPerFile({ clock: createSandboxClock({ start: NOW, frozen: true }) });

describe('GET /health', () => {
  it('answers after checking the database, with the sandbox time', async () => {
    const response = await sandbox.fetch('/health');

    await expectAnswer(response, 200, {
      status: 'ok',
      service: 'sandbox-api',
      time: NOW.toISOString(),
      database: 'pglite-memory',
    });
  });

  it('sets a request id, keeping a well-formed one the client sent', async () => {
    const generated = await sandbox.fetch('/health');
    const echoed = await sandbox.fetch('/health', { headers: { 'X-Request-Id': 'test-123' } });

    expect(generated.headers.get('X-Request-Id')).toMatch(/^[\w-]{20,}$/);
    expect(echoed.headers.get('X-Request-Id')).toBe('test-123');
  });
});

describe('unknown routes', () => {
  it('answer with a JSON 404 naming the method and path', async () => {
    const response = await sandbox.fetch('/ecommerce/nothing-here?x=1', { method: 'DELETE' });

    expect(response.status).toBe(404);
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({
      title: 'NotFound',
      detail: 'No sandbox route for DELETE /ecommerce/nothing-here',
    });
  });
});

describe('CORS', () => {
  it('allows a preflight from a storefront app on localhost, with credentials', async () => {
    const response = await sandbox.fetch('/ecommerce/tenants/t/storefronts/s/carts', {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:4200',
        'Access-Control-Request-Method': 'PATCH',
        'Access-Control-Request-Headers': 'authorization, content-type',
      },
    });

    expect(response.status).toBe(204);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('http://localhost:4200');
    expect(response.headers.get('Access-Control-Allow-Credentials')).toBe('true');
    expect(response.headers.get('Access-Control-Allow-Methods')).toContain('PATCH');
    expect(response.headers.get('Access-Control-Allow-Headers')).toBe('authorization,content-type');
  });

  it('exposes the headers clients read on ordinary and error responses', async () => {
    const ok = await sandbox.fetch('/health', { headers: { Origin: 'http://127.0.0.1:4201' } });
    const missing = await sandbox.fetch('/missing', {
      headers: { Origin: 'http://127.0.0.1:4201' },
    });

    for (const response of [ok, missing]) {
      expect(response.headers.get('Access-Control-Allow-Origin')).toBe('http://127.0.0.1:4201');
      expect(response.headers.get('Access-Control-Expose-Headers')).toContain('X-Request-Id');
    }
  });

  it('does not allow other origins', async () => {
    const response = await sandbox.fetch('/health', {
      method: 'OPTIONS',
      headers: { Origin: 'https://shop.example.com', 'Access-Control-Request-Method': 'GET' },
    });

    expect(response.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });
});

describe('test routes', () => {
  it('read and advance the sandbox clock', async () => {
    const before = await (await sandbox.fetch('/__sandbox/clock')).json();
    const advanced = await sandbox.fetch('/__sandbox/clock/advance', json('POST', { ms: 90_000 }));

    expect(before).toEqual({ time: NOW.toISOString(), frozen: true });
    await expectAnswer(advanced, 200, {
      time: new Date(NOW.getTime() + 90_000).toISOString(),
      frozen: true,
    });
  });

  it('answer a malformed body with a 400 problem', async () => {
    const notJson = await sandbox.fetch('/__sandbox/clock/advance', json('POST', '{'));
    const invalid = await sandbox.fetch(
      '/__sandbox/config/token-lifetimes',
      json('POST', { accessTokenMs: -5, unknownMs: 1 }),
    );

    await expectAnswer(notJson, 400, {
      title: 'BadRequest',
      detail: 'The request body is not valid JSON',
    });
    expect(invalid.status).toBe(400);
    const body = (await invalid.json()) as ProblemBody;
    expect(body.title).toBe('ValidationError');
    expect(body.detail).toContain('accessTokenMs: expected a positive lifetime');
    expect(body.errors).toContainEqual({
      path: 'accessTokenMs',
      message: 'expected a positive lifetime',
    });
  });

  it('are absent when disabled', async () => {
    const app = createSandboxApp({ ...sandbox, config: { ...sandbox.config, testRoutes: false } });

    const response = await app.request('/__sandbox/clock');

    await expectAnswer(response, 404, {
      title: 'NotFound',
      detail: 'No sandbox route for GET /__sandbox/clock',
    });
  });
});
