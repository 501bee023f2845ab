// This file imports no classic zod, as the storefront's first load does not: zod/mini sets no
// locale by itself, so these tests see whether the client still reports English issues.
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { globalConfig } from 'zod/v4/core';
import { createHttpClient } from './create-http-client';
import { TransformError } from './transform-error';

const PREFIX = 'http://sandbox.test/api';
const app = new Hono().basePath('/api');
app.get('/carts/:id', (c) => c.json({ id: c.req.param('id'), lineItems: [{ price: '12.50' }] }));

describe('zod/mini schemas', () => {
  it('are parsed like classic ones, with the English messages of classic zod', async () => {
    const http = createHttpClient({
      prefixUrl: PREFIX,
      fetch: app.fetch,
      errorCodes: { all: 'ECX022' },
    });
    const schema = z.object({
      id: z.string(),
      lineItems: z.array(z.object({ price: z.number() })),
    });
    const error = await http.get('carts/42', { schema }).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(TransformError);
    expect((error as TransformError).issues).toEqual([
      { path: 'lineItems[0].price', message: 'Invalid input: expected number, received string' },
    ]);
  });

  it('type the result by the schema', async () => {
    const http = createHttpClient({
      prefixUrl: PREFIX,
      fetch: app.fetch,
      errorCodes: { all: 'ECX022' },
    });
    const cart = await http.get('carts/7', { schema: z.object({ id: z.string() }) });
    expect(cart).toEqual({ id: '7' });
  });

  it('keep the locale that is already set', () => {
    expect(globalConfig.localeError).toBeTypeOf('function');
    const before = globalConfig.localeError;
    createHttpClient({ prefixUrl: PREFIX, errorCodes: { all: 'ECX022' } });
    expect(globalConfig.localeError).toBe(before);
  });
});
