import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';

// A content client imports its HTTP and GraphQL code on its first query, so a page the server
// rendered (which has its data) never loads it. This file must not import content-transport
// itself, or the count would start at one.
const transport = vi.hoisted(() => ({ imports: 0 }));

vi.mock('./content-transport', async (importOriginal) => {
  transport.imports += 1;
  return importOriginal();
});

const schema = z.object({ schemaVersion: z.string() });
const request = {
  operationName: 'SchemaVersion',
  query: 'query SchemaVersion { schemaVersion }',
  schema,
};

async function clientWith(answer: () => Response) {
  const { createContentClient } = await import('./content-client');
  const fetch = vi.fn(async () => answer());
  const client = createContentClient({
    baseUrl: 'http://content.test/content',
    token: 't',
    storefrontId: 'boxup',
    fetch,
  });
  return { client, fetch };
}

describe('a content client loads its transport with the first query', () => {
  it('imports it once for two concurrent first queries, and not before', async () => {
    const { client, fetch } = await clientWith(() =>
      Response.json({ data: { schemaVersion: '3' } }),
    );
    expect(transport.imports).toBe(0);
    const answers = await Promise.all([client.query(request), client.query(request)]);
    expect(answers).toEqual([{ schemaVersion: '3' }, { schemaVersion: '3' }]);
    expect(transport.imports).toBe(1);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('fails a query whose code cannot load as a request without answer, and loads it again next time', async () => {
    // A fresh module graph, so that the transport is imported again, and that import fails once.
    let attempts = 0;
    vi.resetModules();
    vi.doMock('./content-transport', async (importOriginal) => {
      attempts += 1;
      if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return importOriginal();
    });
    const { client, fetch } = await clientWith(() =>
      Response.json({ data: { schemaVersion: '3' } }),
    );
    const failure = await client.query(request).catch((error: unknown) => error);
    // (A fresh module graph: the error's class is that graph's copy of @storefront/http's.)
    expect(failure).toMatchObject({ name: 'ApiError', kind: 'api', status: 0, code: 'ECX001' });
    expect(fetch).not.toHaveBeenCalled();
    await expect(client.query(request)).resolves.toEqual({ schemaVersion: '3' });
    expect(attempts).toBe(2);
  });
});
