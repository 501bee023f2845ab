import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { isApiError } from './api-error';
import { createHttpClient, type HttpFetch } from './create-http-client';
import { importOnRequest, schemaOnRequest } from './import-on-request';

const cartSchema = z.object({ id: z.string(), version: z.number() });
const request = { method: 'get', path: 'carts/42', code: 'ECX022' } as const;
const unloadable = new TypeError('Failed to fetch dynamically imported module');

const answering =
  (body: unknown, status = 200): HttpFetch =>
  () =>
    Response.json(body, { status });

const clientAnswering = (body: unknown, status?: number) =>
  createHttpClient({
    prefixUrl: 'http://ecommerce.test/',
    errorCodes: { all: 'ECX022' },
    fetch: answering(body, status),
  });

describe('importOnRequest', () => {
  it('gives the loaded module', async () => {
    await expect(importOnRequest(request, () => Promise.resolve({ cartSchema }))).resolves.toEqual({
      cartSchema,
    });
  });

  it("fails a failed import as a request without answer: ApiError, status 0, the call's code", async () => {
    const failure = await importOnRequest(request, () => Promise.reject(unloadable)).catch(
      (error: unknown) => error,
    );
    expect(isApiError(failure)).toBe(true);
    expect(failure).toMatchObject({
      status: 0,
      code: 'ECX022',
      cause: unloadable,
      message: 'GET carts/42 got no response: Failed to fetch dynamically imported module',
    });
  });

  it('imports again on the next call', async () => {
    let attempts = 0;
    const load = () => {
      attempts += 1;
      return attempts === 1 ? Promise.reject(unloadable) : Promise.resolve({ cartSchema });
    };
    await expect(importOnRequest(request, load)).rejects.toMatchObject({ status: 0 });
    await expect(importOnRequest(request, load)).resolves.toEqual({ cartSchema });
  });
});

describe('schemaOnRequest', () => {
  it('validates the answer with the loaded schema', async () => {
    const http = clientAnswering({ id: '42', version: 3 });
    const schema = schemaOnRequest(request, () => Promise.resolve(cartSchema));
    await expect(http.get('carts/42', { schema })).resolves.toEqual({ id: '42', version: 3 });
  });

  it('fails an answer of the wrong shape as the loaded schema does: ECX003 naming the field', async () => {
    const http = clientAnswering({ id: '42', version: 'three' });
    const schema = schemaOnRequest(request, () => Promise.resolve(cartSchema));
    await expect(http.get('carts/42', { schema })).rejects.toMatchObject({
      name: 'TransformError',
      code: 'ECX003',
      path: 'version',
    });
  });

  it('fails the call when the schema cannot load, once the answer is there', async () => {
    const http = clientAnswering({ id: '42', version: 3 });
    const schema = schemaOnRequest(request, () => Promise.reject(unloadable));
    await expect(http.get('carts/42', { schema })).rejects.toMatchObject({
      name: 'ApiError',
      status: 0,
      code: 'ECX022',
    });
  });

  it('reports a failed request, not the import that failed beside it', async () => {
    const http = clientAnswering({ title: 'NotFound', detail: 'No cart' }, 404);
    const schema = schemaOnRequest(request, () => Promise.reject(unloadable));
    await expect(http.get('carts/42', { schema })).rejects.toMatchObject({
      name: 'ApiError',
      status: 404,
      code: 'ECX022',
    });
  });
});
