import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { isApiError } from './api-error';
import { createHttpClient } from './create-http-client';
import { fileNameOf } from './file-name';

// Files through the same client as JSON: a download keeps its bytes, name and type; an upload
// sends its FormData as it is; both fail with the client's ApiErrors and ECX codes.

function fileService() {
  const seen: Array<{ authorization: string | null; contentType: string | null }> = [];
  const app = new Hono();
  app.get('/orders/:id/invoice', (c) => {
    seen.push({ authorization: c.req.header('authorization') ?? null, contentType: null });
    if (c.req.param('id') === 'missing') {
      return c.json({ title: 'OrderNotFound', detail: 'Order seems to be missing!' }, 404);
    }
    return c.body(new Uint8Array([37, 80, 68, 70]), 200, {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${c.req.param('id')}.pdf"`,
    });
  });
  app.get('/plain', (c) => c.body('hello', 200, { 'content-type': 'text/plain' }));
  app.post('/uploads', async (c) => {
    seen.push({
      authorization: c.req.header('authorization') ?? null,
      contentType: c.req.header('content-type') ?? null,
    });
    const form = await c.req.formData();
    const file = form.get('file') as File;
    return c.json({ name: file.name, size: file.size }, 201);
  });
  return { seen, fetch: app.fetch };
}

function clientOf(service = fileService()) {
  const http = createHttpClient({
    prefixUrl: 'http://files.test/',
    fetch: service.fetch,
    getBearerToken: () => 'token-7',
    errorCodes: { 404: 'ECX028', all: 'ECX045' },
  });
  return { http, seen: service.seen };
}

describe('download', () => {
  it('gives the bytes, the name from Content-Disposition and the type, with the bearer', async () => {
    const { http, seen } = clientOf();

    const file = await http.download('orders/BU000123/invoice');

    expect(file.fileName).toBe('BU000123.pdf');
    expect(file.contentType).toBe('application/pdf');
    expect([...new Uint8Array(await file.blob.arrayBuffer())]).toEqual([37, 80, 68, 70]);
    expect(seen[0]?.authorization).toBe('Bearer token-7');
  });

  it('names a file without Content-Disposition after fallbackName or the last path segment', async () => {
    const { http } = clientOf();

    expect((await http.download('plain', { fallbackName: 'note.txt' })).fileName).toBe('note.txt');
    expect((await http.download('plain')).fileName).toBe('plain');
  });

  it('fails with the operation’s ECX code and the service’s words', async () => {
    const { http } = clientOf();

    const error = await http.download('orders/missing/invoice').catch((thrown: unknown) => thrown);

    expect(isApiError(error) && [error.status, error.code, error.detail]).toEqual([
      404,
      'ECX028',
      'Order seems to be missing!',
    ]);
  });
});

describe('a body that is not JSON', () => {
  it('sends FormData as multipart with the bearer, and decodes the JSON answer', async () => {
    const { http, seen } = clientOf();
    const form = new FormData();
    form.append('file', new Blob(['%PDF'], { type: 'application/pdf' }), 'art.pdf');

    const answer = await http.post<{ name: string; size: number }>('uploads', { body: form });

    expect(answer).toEqual({ name: 'art.pdf', size: 4 });
    expect(seen[0]?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen[0]?.authorization).toBe('Bearer token-7');
  });
});

describe('fileNameOf', () => {
  it('prefers filename* over filename, and falls back without either', () => {
    expect(
      fileNameOf(`attachment; filename="a.pdf"; filename*=UTF-8''Rechnung%20%C3%A4.pdf`, 'x'),
    ).toBe('Rechnung ä.pdf');
    expect(fileNameOf('attachment; filename=plain.pdf', 'x')).toBe('plain.pdf');
    expect(fileNameOf('attachment', 'fallback.pdf')).toBe('fallback.pdf');
  });
});
