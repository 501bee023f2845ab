import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAnswer, expectAnswerMatching } from '../../http/expect-answer.test-setup.ts';
import { assetUploads } from '../../db/schema.ts';
import { sandboxPerFile, TEST_SANDBOX_ORIGIN } from '../../testing.ts';
import { DEMO_CUSTOMER, sessionKit } from '../designs/test-kit.ts';
import { samplePdf, samplePng, sampleJpeg, sampleSvg } from './sample-files.ts';
import { MAX_UPLOAD_BYTES } from './uploads.ts';
import type { AssetLinksResponse, UploadView } from './uploads.ts';

const sandbox = sandboxPerFile();
let kit: ReturnType<typeof sessionKit>;
let demoToken: string;

beforeAll(async () => {
  kit = sessionKit(sandbox.fetch);
  demoToken = await kit.signIn(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
});

async function postRaw(
  bytes: Uint8Array,
  contentType: string | undefined,
  options: { token?: string; path?: string; headers?: Record<string, string> } = {},
) {
  const token = options.token ?? demoToken;
  return sandbox.fetch(options.path ?? '/assets/uploads', {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      ...(contentType !== undefined && { 'Content-Type': contentType }),
      ...options.headers,
    },
    body: bytes,
  });
}

async function postMultipart(
  bytes: Uint8Array,
  filename: string,
  type: string,
  field = 'file',
  token = demoToken,
) {
  const form = new FormData();
  form.set(field, new File([bytes], filename, { type }));
  return sandbox.fetch('/assets/uploads', {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
}

async function uploaded(response: Response): Promise<UploadView> {
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as UploadView;
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('POST /assets/uploads', () => {
  it.each([
    ['PDF', samplePdf(), 'application/pdf', 'Artwork.pdf', null],
    ['SVG', sampleSvg(), 'image/svg+xml', 'logo.svg', null],
    ['PNG', samplePng(1200, 900), 'image/png', 'photo.png', { width: 1200, height: 900 }],
    ['JPEG', sampleJpeg(2400, 1600), 'image/jpeg', 'photo.jpg', { width: 2400, height: 1600 }],
  ])('stores a %s from a multipart form with its metadata', async (_, bytes, type, name, size) => {
    const view = await uploaded(await postMultipart(bytes, name, type));

    expect(view).toEqual({
      id: expect.stringMatching(/^upl_[0-9A-Za-z]{21}$/),
      filename: name,
      contentType: type,
      bytes: bytes.byteLength,
      width: size?.width ?? null,
      height: size?.height ?? null,
      sha256: sha256(bytes),
      createdAt: expect.any(String),
      links: {
        original: `${TEST_SANDBOX_ORIGIN}/assets/uploads/${view.id}`,
        preview: `${TEST_SANDBOX_ORIGIN}/assets/uploads/${view.id}/preview`,
        thumbnail: `${TEST_SANDBOX_ORIGIN}/assets/uploads/${view.id}/thumbnail`,
      },
    });
    const [row] = await sandbox.db.orm
      .select()
      .from(assetUploads)
      .where(eq(assetUploads.id, view.id));
    expect(row).toMatchObject({ customerId: DEMO_CUSTOMER.id, storefrontId: 'boxup' });
  });

  it('stores a raw body, named by ?filename= or Content-Disposition', async () => {
    const byQuery = await uploaded(
      await postRaw(samplePng(10, 20), 'image/png', {
        path: '/assets/uploads?filename=Logo%20final.png',
      }),
    );
    const byHeader = await uploaded(
      await postRaw(sampleJpeg(30, 40), 'image/jpeg', {
        headers: { 'Content-Disposition': `attachment; filename*=UTF-8''%C3%9Cbersicht.jpg` },
      }),
    );
    const unnamed = await uploaded(await postRaw(samplePdf(), 'application/pdf'));

    expect(byQuery).toMatchObject({ filename: 'Logo final.png', width: 10, height: 20 });
    expect(byHeader).toMatchObject({ filename: 'Übersicht.jpg', width: 30, height: 40 });
    expect(unnamed.filename).toBe('upload.pdf');
  });

  it('lets the bytes decide when the declared type says nothing', async () => {
    const generic = await uploaded(await postRaw(sampleSvg(), 'application/octet-stream'));
    const none = await uploaded(await postMultipart(samplePng(3, 3), 'C:\\fakepath\\logo', ''));

    expect(generic.contentType).toBe('image/svg+xml');
    expect(none).toMatchObject({ contentType: 'image/png', filename: 'logo' });
  });

  it('stores uploads of an anonymous session under it', async () => {
    const session = await kit.anonymous('kartonwerk');

    const view = await uploaded(
      await postRaw(samplePng(5, 5), 'image/png', { token: session.anonymousToken }),
    );

    const [row] = await sandbox.db.orm
      .select()
      .from(assetUploads)
      .where(eq(assetUploads.id, view.id));
    expect(row).toMatchObject({
      customerId: null,
      anonymousId: session.anonymousId,
      storefrontId: 'kartonwerk',
    });
  });

  it('hands an anonymous session’s uploads to the customer it signs in as', async () => {
    const { email, password } = await kit.signUp();
    const session = await kit.anonymous();
    const before = await uploaded(
      await postRaw(samplePng(5, 5), 'image/png', { token: session.anonymousToken }),
    );

    const accessToken = await kit.signIn(email, password, session);
    const after = await uploaded(
      await postRaw(samplePng(6, 6), 'image/png', { token: accessToken }),
    );

    const rows = await sandbox.db.orm.select().from(assetUploads);
    const customerId = rows.find((row) => row.id === after.id)?.customerId;
    expect(customerId).toMatch(/^cus_/);
    expect(rows.find((row) => row.id === before.id)).toMatchObject({
      customerId,
      anonymousId: session.anonymousId,
    });
  });

  it.each([
    [
      'a GIF sent as PNG',
      new TextEncoder().encode('GIF89a……'),
      'image/png',
      'FileTypeMismatch',
      'The file is not a PNG image: its content does not match image/png',
    ],
    [
      'a JPEG sent as PNG',
      sampleJpeg(4, 4),
      'image/png',
      'FileTypeMismatch',
      'The file is a JPEG image, not a PNG image as sent (image/png)',
    ],
    [
      'text sent as PDF',
      new TextEncoder().encode('%PDX-1.4 not a pdf'),
      'application/pdf',
      'FileTypeMismatch',
      'The file is not a PDF document: its content does not match application/pdf',
    ],
    [
      'HTML sent as SVG',
      new TextEncoder().encode('<html><svg/></html>'),
      'image/svg+xml',
      'FileTypeMismatch',
      'The file is not an SVG image: its content does not match image/svg+xml',
    ],
    [
      'a GIF declared as GIF',
      new TextEncoder().encode('GIF89a……'),
      'image/gif',
      'UnsupportedMediaType',
      'Only PDF, SVG, PNG and JPEG files can be uploaded (got image/gif)',
    ],
    [
      'a PNG declared as GIF',
      samplePng(4, 4),
      'image/gif',
      'UnsupportedMediaType',
      'Only PDF, SVG, PNG and JPEG files can be uploaded (got image/gif)',
    ],
    [
      'unknown bytes without a type',
      new TextEncoder().encode('hello'),
      'application/octet-stream',
      'UnsupportedMediaType',
      'Only PDF, SVG, PNG and JPEG files can be uploaded; this file is none of them',
    ],
  ])('refuses %s with 415', async (_, bytes, type, title, detail) => {
    const raw = await postRaw(bytes, type);
    const multipart = await postMultipart(bytes, 'file', type);

    await expectAnswer(raw, 415, { title, detail });
    await expectAnswerMatching(multipart, 415, { title });
  });

  it('refuses a PNG or JPEG whose pixel size cannot be read with 400 InvalidImage', async () => {
    const png = samplePng(10, 10);
    png.set(new TextEncoder().encode('IDAT'), 12);

    const answer = await postRaw(png, 'image/png');

    await expectAnswer(answer, 400, {
      title: 'InvalidImage',
      detail: 'The PNG image is damaged: its pixel size cannot be read',
    });
  });

  it('refuses an empty file and a form without a file', async () => {
    const empty = await postRaw(new Uint8Array(0), 'image/png');
    const form = new FormData();
    form.set('note', 'no file here');
    const noFile = await sandbox.fetch('/assets/uploads', {
      method: 'POST',
      headers: { Authorization: `Bearer ${demoToken}` },
      body: form,
    });

    await expectAnswer(empty, 400, { title: 'EmptyUpload', detail: 'The file is empty' });
    await expectAnswerMatching(noFile, 400, {
      title: 'ValidationError',
      errors: [{ path: 'file', message: 'is required' }],
    });
  });

  it('takes a file of exactly 25 MB and refuses one byte more with 413 UploadTooLarge', async () => {
    const limit = new Uint8Array(MAX_UPLOAD_BYTES);
    limit.set(samplePdf());
    const over = new Uint8Array(MAX_UPLOAD_BYTES + 1);
    over.set(samplePdf());

    const atLimit = await postRaw(limit, 'application/pdf');
    const raw = await postRaw(over, 'application/pdf');
    const multipart = await postMultipart(over, 'big.pdf', 'application/pdf');

    expect((await uploaded(atLimit)).bytes).toBe(MAX_UPLOAD_BYTES);
    await expectAnswer(raw, 413, {
      title: 'UploadTooLarge',
      detail: 'The file is larger than 25 MB',
    });
    expect(multipart.status).toBe(413);
  });

  it('refuses a body streamed past the limit without a Content-Length', async () => {
    const chunk = new Uint8Array(1024 * 1024);
    chunk.set(samplePdf());
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > MAX_UPLOAD_BYTES) controller.close();
        else controller.enqueue(chunk);
        sent += chunk.byteLength;
      },
    });

    const response = await sandbox.fetch('/assets/uploads', {
      method: 'POST',
      headers: { Authorization: `Bearer ${demoToken}`, 'Content-Type': 'application/pdf' },
      body,
      duplex: 'half',
    } as RequestInit);

    expect(response.status).toBe(413);
  });

  it('requires a customer or anonymous token (401 InvalidToken)', async () => {
    const none = await sandbox.fetch('/assets/uploads', {
      method: 'POST',
      headers: { 'Content-Type': 'image/png' },
      body: samplePng(2, 2),
    });
    const bad = await postRaw(samplePng(2, 2), 'image/png', { token: 'garbage' });

    await expectAnswer(none, 401, { title: 'InvalidToken', detail: 'Invalid access token' });
    expect(bad.status).toBe(401);
  });
});

describe('GET /assets/uploads/{id}', () => {
  it('streams the file with its type, length, name and caching headers', async () => {
    const bytes = samplePng(64, 48);
    const view = await uploaded(await postMultipart(bytes, 'Logo "final".png', 'image/png'));

    const response = await sandbox.fetch(view.links.original);

    expect(response.status).toBe(200);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(bytes.byteLength),
      'cache-control': 'public, max-age=31536000, immutable',
      etag: `"${view.sha256}"`,
      'x-content-type-options': 'nosniff',
      'content-disposition': `inline; filename="Logo _final_.png"; filename*=UTF-8''Logo%20%22final%22.png`,
    });
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const view = await uploaded(await postRaw(sampleJpeg(8, 8), 'image/jpeg'));

    const response = await sandbox.fetch(view.links.original, {
      headers: { 'If-None-Match': `W/"other", "${view.sha256}"` },
    });

    expect(response.status).toBe(304);
    expect(await response.text()).toBe('');
  });

  it('serves SVG with a policy that keeps scripts from running', async () => {
    const view = await uploaded(await postRaw(sampleSvg(), 'image/svg+xml'));

    const response = await sandbox.fetch(view.links.original);

    expect(response.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(response.headers.get('Content-Security-Policy')).toContain('sandbox');
    expect(await response.text()).toContain('<svg');
  });

  it('answers previews: the image itself, or a drawn page for a PDF', async () => {
    const png = await uploaded(await postRaw(samplePng(9, 9), 'image/png'));
    const pdf = await uploaded(
      await postRaw(samplePdf(), 'application/pdf', {
        path: '/assets/uploads?filename=A%26B%20<art>.pdf',
      }),
    );

    const pngPreview = await sandbox.fetch(png.links.preview);
    const pdfPreview = await sandbox.fetch(pdf.links.preview);
    const pdfThumbnail = await sandbox.fetch(pdf.links.thumbnail);

    expect(pngPreview.headers.get('Content-Type')).toBe('image/png');
    expect(sha256(new Uint8Array(await pngPreview.arrayBuffer()))).toBe(png.sha256);
    expect(pdfPreview.headers.get('Content-Type')).toBe('image/svg+xml; charset=utf-8');
    const previewSvg = await pdfPreview.text();
    expect(previewSvg).toContain('width="612" height="792"');
    expect(previewSvg).toContain('A&amp;B &lt;art&gt;.pdf');
    expect(await pdfThumbnail.text()).toContain('width="300" height="300"');
    expect(pdfThumbnail.headers.get('ETag')).toBe(`"${pdf.sha256}-thumbnail"`);
  });

  it('answers 404 AssetNotFound for an unknown id', async () => {
    const unknown = await sandbox.fetch('/assets/uploads/upl_000000000000000000000');
    const malformed = await sandbox.fetch('/assets/uploads/..%2F..%2Fetc');

    await expectAnswer(unknown, 404, {
      title: 'AssetNotFound',
      detail: 'There is no uploaded file "upl_000000000000000000000"',
    });
    expect(malformed.status).toBe(404);
  });
});

describe('GET /assets/links:query', () => {
  const query = (input: unknown) =>
    sandbox.fetch(
      `/assets/links:query?inputJson=${encodeURIComponent(typeof input === 'string' ? input : JSON.stringify(input))}`,
    );

  it('answers the links of each asset asked for, in order, and names the unknown ones', async () => {
    const png = await uploaded(await postRaw(samplePng(100, 50), 'image/png'));
    const pdf = await uploaded(await postRaw(samplePdf(), 'application/pdf'));

    const response = await query({ assetIds: [pdf.id, 'upl_unknown', png.id, pdf.id] });

    expect(response.status).toBe(200);
    expect((await response.json()) as AssetLinksResponse).toEqual({
      links: [
        {
          assetId: pdf.id,
          filename: 'upload.pdf',
          contentType: 'application/pdf',
          bytes: pdf.bytes,
          width: null,
          height: null,
          ...pdf.links,
        },
        {
          assetId: png.id,
          filename: 'upload.png',
          contentType: 'image/png',
          bytes: png.bytes,
          width: 100,
          height: 50,
          ...png.links,
        },
      ],
      notFound: ['upl_unknown'],
    });
  });

  it('needs no bearer, so a browser can resolve links', async () => {
    const png = await uploaded(await postRaw(samplePng(1, 1), 'image/png'));

    const response = await query({ assetIds: [png.id] });

    expect(response.status).toBe(200);
  });

  it.each([
    ['no inputJson', undefined, 'inputJson', 'is required'],
    ['text that is not JSON', '{assetIds', 'inputJson', 'must be JSON: { "assetIds": ["upl_…"] }'],
    ['no asset ids', {}, 'inputJson.assetIds', 'is required'],
    ['an empty list', { assetIds: [] }, 'inputJson.assetIds', 'must name at least one asset'],
    [
      'a list too long',
      { assetIds: Array.from({ length: 101 }, (_, i) => `upl_${i}`) },
      'inputJson.assetIds',
      'must name at most 100 assets',
    ],
    ['ids that are not texts', { assetIds: [1] }, 'inputJson.assetIds.0', expect.any(String)],
  ])('rejects %s with 400 ValidationError', async (_, input, path, message) => {
    const response =
      input === undefined ? await sandbox.fetch('/assets/links:query') : await query(input);

    expect(response.status).toBe(400);
    const body = (await response.json()) as { title: string; errors: unknown[] };
    expect(body.title).toBe('ValidationError');
    expect(body.errors).toContainEqual({ path, message });
  });

  it('answers 404 for another custom method', async () => {
    const response = await sandbox.fetch('/assets/links:delete');

    expect(response.status).toBe(404);
  });
});
