import {
  CACHE_BUSTING_PARAM,
  DESIGN_NAME_MAX_LENGTH as LIBRARY_NAME_MAX,
} from '@storefront/designs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SERVICE_BASE_PATHS } from '../../app.ts';
import { createSandboxClock } from '../../clock.ts';
import { createTestSandbox, TEST_SANDBOX_ORIGIN } from '../../testing.ts';
import type { TestSandbox } from '../../testing.ts';
import { ASSETS_BASE_PATH } from '../assets/uploads.ts';
import type { UploadView } from '../assets/uploads.ts';
import { samplePdf, samplePng } from '../assets/sample-files.ts';
import { DESIGN_NAME_MAX_LENGTH, MAX_DESIGN_DOCUMENT_BYTES } from './requests.ts';
import type { DesignList, SharedDesign } from './routes.ts';
import { DEMO_CUSTOMER, sessionKit } from './test-kit.ts';
import type { Design, RenderingInstructions } from './view.ts';
import { SELECTOR_BASE_PATH, SESSION_BASE_PATH, TIMESTAMP_PARAM } from './view.ts';

const START = new Date('2031-03-03T10:00:00.000Z');

let sandbox: TestSandbox;
let kit: ReturnType<typeof sessionKit>;
let demoToken: string;

beforeAll(async () => {
  sandbox = await createTestSandbox({ clock: createSandboxClock({ start: START, frozen: true }) });
  kit = sessionKit(sandbox.fetch);
  demoToken = await kit.signIn(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
});
afterAll(() => sandbox.close());
beforeEach(() => {
  sandbox.clock.set(START);
});

/** A design body with an editor document of two panels. */
function designBody(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Holiday mailer',
    productKey: 'custom-mailer-box',
    selection: { Size: '9 x 6 x 3', 'Print Options': 'Outside full colour', Color: 'Kraft' },
    document: {
      schemaVersion: 1,
      panels: [
        { panel: 'top', background: '#ffffff', items: [{ type: 'text', text: 'Hello', x: 1 }] },
        { panel: 'front', background: '#b91c1c', items: [] },
      ],
    },
    ...overrides,
  };
}

async function create(token: string, overrides: Record<string, unknown> = {}): Promise<Design> {
  const answer = await kit.call<Design>('POST', '/session/designs', {
    token,
    body: designBody(overrides),
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
}

async function uploadFile(token: string, bytes: Uint8Array, type: string): Promise<UploadView> {
  const response = await sandbox.fetch('/assets/uploads', {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': type },
    body: bytes,
  });
  expect(response.status).toBe(201);
  return (await response.json()) as UploadView;
}

describe('POST /session/designs', () => {
  it('saves a design of the signed-in customer and answers it with stamped URLs', async () => {
    const answer = await kit.call<Design>('POST', '/session/designs', {
      token: demoToken,
      body: designBody({ name: '  Holiday mailer  ' }),
    });

    expect(answer.status).toBe(201);
    const design = answer.body;
    expect(design).toEqual({
      id: expect.stringMatching(/^dsg_[0-9A-Za-z]{21}$/),
      name: 'Holiday mailer',
      productKey: 'custom-mailer-box',
      selection: { Size: '9 x 6 x 3', 'Print Options': 'Outside full colour', Color: 'Kraft' },
      storefrontId: 'boxup',
      previewAssetId: null,
      previewUrl: null,
      renderingInstructionsUrl: `${TEST_SANDBOX_ORIGIN}/session/designs/${design.id}/renderingInstructions?timestamp=${START.getTime()}`,
      documentBytes: expect.any(Number),
      version: 1,
      createdAt: START.toISOString(),
      updatedAt: START.toISOString(),
      document: designBody().document,
    });
    expect(answer.headers.get('Location')).toBe(`/session/designs/${design.id}`);
    expect(design.documentBytes).toBe(
      Buffer.byteLength(JSON.stringify(designBody().document), 'utf8'),
    );
  });

  it('takes an uploaded image as preview and stamps its URL with the change time', async () => {
    const png = await uploadFile(demoToken, samplePng(40, 30), 'image/png');

    const design = await create(demoToken, { previewAssetId: png.id });

    expect(design.previewAssetId).toBe(png.id);
    expect(design.previewUrl).toBe(
      `${TEST_SANDBOX_ORIGIN}/assets/uploads/${png.id}?timestamp=${START.getTime()}`,
    );
    const preview = await sandbox.fetch(design.previewUrl ?? '');
    expect(preview.status).toBe(200);
    expect(preview.headers.get('Content-Type')).toBe('image/png');
  });

  it('defaults selection and document to empty objects', async () => {
    const answer = await kit.call<Design>('POST', '/session/designs', {
      token: demoToken,
      body: { name: 'Blank', productKey: 'custom-gable-box' },
    });

    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ selection: {}, document: {}, documentBytes: 2 });
  });

  it('accepts a name of 100 characters counted as code points, emoji included', async () => {
    const name = '📦'.repeat(DESIGN_NAME_MAX_LENGTH);

    expect((await create(demoToken, { name })).name).toBe(name);
  });

  it.each([
    [{ name: undefined }, 'name', 'is required'],
    [{ name: '   ' }, 'name', 'Design name required'],
    [{ name: 'x'.repeat(101) }, 'name', 'must be at most 100 characters'],
    [{ name: 7 }, 'name', 'must be a text'],
    [{ productKey: undefined }, 'productKey', 'is required'],
    [{ document: [1, 2] }, 'document', 'must be a JSON object (the editor document)'],
    [{ document: 'panels' }, 'document', 'must be a JSON object (the editor document)'],
    [
      { selection: { Size: true } },
      'selection.Size',
      'must be a text of at most 500 characters or a number',
    ],
    [{ previewAssetId: '' }, 'previewAssetId', 'must not be empty'],
  ])('rejects %j with 400 ValidationError at %s', async (overrides, path, message) => {
    const answer = await kit.call('POST', '/session/designs', {
      token: demoToken,
      body: designBody(overrides),
    });

    expect(answer.status).toBe(400);
    expect(answer.body.title).toBe('ValidationError');
    expect(answer.body.errors).toContainEqual({ path, message });
  });

  it('rejects a body that is not JSON with 400 BadRequest', async () => {
    const answer = await kit.call('POST', '/session/designs', { token: demoToken, body: '{name' });

    expect(answer.status).toBe(400);
    expect(answer.body.title).toBe('BadRequest');
  });

  it('rejects a product the catalogue lacks with 400 UnknownProduct', async () => {
    const answer = await kit.call('POST', '/session/designs', {
      token: demoToken,
      body: designBody({ productKey: 'custom-pizza-box' }),
    });

    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      title: 'UnknownProduct',
      detail: 'The catalogue has no product "custom-pizza-box"',
    });
  });

  it('rejects a preview that is not an uploaded image', async () => {
    const pdf = await uploadFile(demoToken, samplePdf(), 'application/pdf');

    const unknown = await kit.call('POST', '/session/designs', {
      token: demoToken,
      body: designBody({ previewAssetId: 'upl_000000000000000000000' }),
    });
    const notAnImage = await kit.call('POST', '/session/designs', {
      token: demoToken,
      body: designBody({ previewAssetId: pdf.id }),
    });

    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual([
      { path: 'previewAssetId', message: 'is not an uploaded file' },
    ]);
    expect(notAnImage.status).toBe(400);
    expect(notAnImage.body.errors).toEqual([
      { path: 'previewAssetId', message: 'must be a PNG, JPEG or SVG image' },
    ]);
  });

  it('keeps a document just under 2 MB and refuses a larger one with 413 DesignTooLarge', async () => {
    const filler = (bytes: number) => ({ panels: [{ image: 'a'.repeat(bytes) }] });
    const overhead = JSON.stringify(filler(0)).length;

    const fits = await create(demoToken, {
      document: filler(MAX_DESIGN_DOCUMENT_BYTES - overhead),
    });
    const tooLarge = await kit.call('POST', '/session/designs', {
      token: demoToken,
      body: designBody({ document: filler(MAX_DESIGN_DOCUMENT_BYTES - overhead + 1) }),
    });
    const hugeBody = await kit.call('POST', '/session/designs', {
      token: demoToken,
      body: designBody({ document: filler(3 * 1024 * 1024) }),
    });

    expect(fits.documentBytes).toBe(MAX_DESIGN_DOCUMENT_BYTES);
    const stored = await kit.call<Design>('GET', `/session/designs/${fits.id}`, {
      token: demoToken,
    });
    expect(JSON.stringify(stored.body.document).length).toBe(MAX_DESIGN_DOCUMENT_BYTES);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toMatchObject({
      title: 'DesignTooLarge',
      detail: 'The design is larger than 2 MB',
    });
    expect(hugeBody.status).toBe(413);
    expect(hugeBody.body.title).toBe('DesignTooLarge');
  });

  it('refuses a document with a NUL character, which the database cannot store', async () => {
    const answer = await kit.call('POST', '/session/designs', {
      token: demoToken,
      body: designBody({ document: { text: 'a\u0000b' } }),
    });

    expect(answer.status).toBe(400);
    // Refused by the request guard (http/guard.ts) before the route runs, naming the field.
    expect(answer.body.errors).toEqual([
      { path: 'document.text', message: 'must not contain a NUL character' },
    ]);
  });

  it.each([
    ['no header', undefined],
    ['a token the sandbox did not sign', 'Bearer not.a.token'],
    ['another scheme', `Basic ${Buffer.from('a:b').toString('base64')}`],
  ])('answers 401 InvalidToken for %s', async (_, authorization) => {
    const response = await sandbox.fetch('/session/designs', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(authorization && { Authorization: authorization }),
      },
      body: JSON.stringify(designBody()),
    });

    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      title: 'InvalidToken',
      detail: 'Invalid access token',
    });
  });

  it('answers 401 for an expired token', async () => {
    const { accessToken } = await kit.signUp();
    sandbox.clock.advance(sandbox.config.tokenLifetimes.accessTokenMs + 1);

    const answer = await kit.call('GET', '/session/designs', { token: accessToken });

    expect(answer.status).toBe(401);
  });
});

describe('GET /session/designs', () => {
  it('lists the owner’s designs, most recently changed first, in pages, without documents', async () => {
    const { accessToken } = await kit.signUp();
    const first = await create(accessToken, { name: 'First' });
    sandbox.clock.advance(60_000);
    const second = await create(accessToken, { name: 'Second' });
    sandbox.clock.advance(60_000);
    const third = await create(accessToken, { name: 'Third' });
    sandbox.clock.advance(60_000);
    // Changing the first one makes it the most recent.
    await kit.call('POST', `/session/designs/${first.id}:rename`, {
      token: accessToken,
      body: { name: 'First, renamed' },
    });

    const all = await kit.call<DesignList>('GET', '/session/designs', { token: accessToken });
    const page = await kit.call<DesignList>('GET', '/session/designs?limit=2&offset=1', {
      token: accessToken,
    });

    expect(all.status).toBe(200);
    expect(all.body.designs.map((d) => d.name)).toEqual(['First, renamed', 'Third', 'Second']);
    expect(all.body).toMatchObject({ total: 3, limit: 20, offset: 0 });
    expect(all.body.designs[0]).not.toHaveProperty('document');
    expect(page.body.designs.map((d) => d.id)).toEqual([third.id, second.id]);
    expect(page.body).toMatchObject({ total: 3, limit: 2, offset: 1 });
  });

  it('answers an empty list for a new customer', async () => {
    const { accessToken } = await kit.signUp();

    const answer = await kit.call<DesignList>('GET', '/session/designs', { token: accessToken });

    expect(answer.body).toEqual({ designs: [], total: 0, limit: 20, offset: 0 });
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['limit=ten', 'limit'],
    ['offset=-1', 'offset'],
  ])('rejects %s with 400 ValidationError', async (query, path) => {
    const answer = await kit.call('GET', `/session/designs?${query}`, { token: demoToken });

    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]?.path).toBe(path);
  });
});

describe('GET, PUT and DELETE /session/designs/{id}', () => {
  it('reads a design with its document', async () => {
    const design = await create(demoToken);

    const answer = await kit.call<Design>('GET', `/session/designs/${design.id}`, {
      token: demoToken,
    });

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(design);
  });

  it('updates the fields given, moves to the next version and restamps the URLs', async () => {
    const design = await create(demoToken);
    sandbox.clock.advance(5_000);
    const document = { schemaVersion: 1, panels: [{ panel: 'top', background: '#000000' }] };

    const answer = await kit.call<Design>('PUT', `/session/designs/${design.id}`, {
      token: demoToken,
      body: { version: 1, document, selection: { Size: '12 x 9 x 4' } },
    });

    expect(answer.status).toBe(200);
    const updatedAt = START.getTime() + 5_000;
    expect(answer.body).toMatchObject({
      name: design.name,
      productKey: design.productKey,
      selection: { Size: '12 x 9 x 4' },
      document,
      documentBytes: JSON.stringify(document).length,
      version: 2,
      createdAt: design.createdAt,
      updatedAt: new Date(updatedAt).toISOString(),
    });
    expect(new URL(answer.body.renderingInstructionsUrl).searchParams.get('timestamp')).toBe(
      String(updatedAt),
    );
  });

  it('answers 409 with the current version when the version sent is stale', async () => {
    const design = await create(demoToken);
    await kit.call('PUT', `/session/designs/${design.id}`, {
      token: demoToken,
      body: { version: 1, name: 'Edited in another tab' },
    });

    const stale = await kit.call('PUT', `/session/designs/${design.id}`, {
      token: demoToken,
      body: { version: 1, name: 'Edited here' },
    });

    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({
      title: 'DesignVersionConflict',
      detail: 'Please refresh and try again',
      currentVersion: 2,
    });
    const kept = await kit.call<Design>('GET', `/session/designs/${design.id}`, {
      token: demoToken,
    });
    expect(kept.body).toMatchObject({ name: 'Edited in another tab', version: 2 });
  });

  it('stamps every version differently even when the clock stands still', async () => {
    const design = await create(demoToken);

    const next = await kit.call<Design>('PUT', `/session/designs/${design.id}`, {
      token: demoToken,
      body: { version: 1, name: 'Same instant' },
    });

    expect(next.body.renderingInstructionsUrl).not.toBe(design.renderingInstructionsUrl);
    expect(Date.parse(next.body.updatedAt)).toBeGreaterThan(Date.parse(design.updatedAt));
  });

  it('requires the version and checks the product of an update', async () => {
    const design = await create(demoToken);

    const noVersion = await kit.call('PUT', `/session/designs/${design.id}`, {
      token: demoToken,
      body: { name: 'No version' },
    });
    const unknownProduct = await kit.call('PUT', `/session/designs/${design.id}`, {
      token: demoToken,
      body: { version: 1, productKey: 'custom-pizza-box' },
    });
    const otherProduct = await kit.call<Design>('PUT', `/session/designs/${design.id}`, {
      token: demoToken,
      body: { version: 1, productKey: 'custom-gift-mailer-box' },
    });

    expect(noVersion.status).toBe(400);
    expect(noVersion.body.errors).toEqual([{ path: 'version', message: 'is required' }]);
    expect(unknownProduct.status).toBe(400);
    expect(unknownProduct.body.title).toBe('UnknownProduct');
    expect(otherProduct.body).toMatchObject({ productKey: 'custom-gift-mailer-box', version: 2 });
  });

  it('removes the preview with previewAssetId null', async () => {
    const png = await uploadFile(demoToken, samplePng(8, 8), 'image/png');
    const design = await create(demoToken, { previewAssetId: png.id });

    const answer = await kit.call<Design>('PUT', `/session/designs/${design.id}`, {
      token: demoToken,
      body: { version: 1, previewAssetId: null },
    });

    expect(answer.body).toMatchObject({ previewAssetId: null, previewUrl: null });
  });

  it('deletes a design: 204, then 404 DesignNotFound', async () => {
    const design = await create(demoToken);

    const deleted = await kit.call('DELETE', `/session/designs/${design.id}`, { token: demoToken });
    const read = await kit.call('GET', `/session/designs/${design.id}`, { token: demoToken });
    const again = await kit.call('DELETE', `/session/designs/${design.id}`, { token: demoToken });

    expect(deleted.status).toBe(204);
    expect(read.status).toBe(404);
    expect(read.body).toEqual({
      title: 'DesignNotFound',
      detail: `There is no design "${design.id}"`,
    });
    expect(again.status).toBe(404);
  });

  it('answers 404 DesignNotFound for an unknown id', async () => {
    const answer = await kit.call('GET', '/session/designs/dsg_unknown', { token: demoToken });

    expect(answer.status).toBe(404);
    expect(answer.body.title).toBe('DesignNotFound');
  });
});

describe('POST /session/designs/{id}:rename and :duplicate', () => {
  it('renames a design, trimmed, with or without the version', async () => {
    const design = await create(demoToken);

    const renamed = await kit.call<Design>('POST', `/session/designs/${design.id}:rename`, {
      token: demoToken,
      body: { name: '  Spring mailer ', version: 1 },
    });
    const again = await kit.call<Design>('POST', `/session/designs/${design.id}:rename`, {
      token: demoToken,
      body: { name: 'Summer mailer' },
    });

    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Spring mailer', version: 2 });
    expect(renamed.body.document).toEqual(design.document);
    expect(again.body).toMatchObject({ name: 'Summer mailer', version: 3 });
  });

  it('refuses a blank name and a stale version', async () => {
    const design = await create(demoToken);
    await kit.call('POST', `/session/designs/${design.id}:rename`, {
      token: demoToken,
      body: { name: 'Renamed once' },
    });

    const blank = await kit.call('POST', `/session/designs/${design.id}:rename`, {
      token: demoToken,
      body: { name: ' ' },
    });
    const stale = await kit.call('POST', `/session/designs/${design.id}:rename`, {
      token: demoToken,
      body: { name: 'Renamed twice', version: 1 },
    });

    expect(blank.status).toBe(400);
    expect(blank.body.errors).toEqual([{ path: 'name', message: 'Design name required' }]);
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ title: 'DesignVersionConflict', currentVersion: 2 });
  });

  it('duplicates a design as a new one named "Copy of …" at version 1', async () => {
    const png = await uploadFile(demoToken, samplePng(8, 8), 'image/png');
    const design = await create(demoToken, { previewAssetId: png.id });
    await kit.call('PUT', `/session/designs/${design.id}`, {
      token: demoToken,
      body: { version: 1, name: 'Gift box' },
    });
    sandbox.clock.advance(1_000);

    const copy = await kit.call<Design>('POST', `/session/designs/${design.id}:duplicate`, {
      token: demoToken,
    });

    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({
      name: 'Copy of Gift box',
      productKey: design.productKey,
      selection: design.selection,
      document: design.document,
      previewAssetId: png.id,
      version: 1,
      createdAt: new Date(START.getTime() + 1_000).toISOString(),
    });
    expect(copy.body.id).not.toBe(design.id);
    expect(copy.headers.get('Location')).toBe(`/session/designs/${copy.body.id}`);
    const original = await kit.call<Design>('GET', `/session/designs/${design.id}`, {
      token: demoToken,
    });
    expect(original.body).toMatchObject({ name: 'Gift box', version: 2 });
  });

  it('shortens the copy’s name to 100 characters, or takes the name given', async () => {
    const design = await create(demoToken, { name: 'n'.repeat(100) });

    const copy = await kit.call<Design>('POST', `/session/designs/${design.id}:duplicate`, {
      token: demoToken,
    });
    const named = await kit.call<Design>('POST', `/session/designs/${design.id}:duplicate`, {
      token: demoToken,
      body: { name: 'Variant B' },
    });

    expect(copy.body.name).toBe(`Copy of ${'n'.repeat(92)}`);
    expect(named.body.name).toBe('Variant B');
  });

  it('answers 404 for another custom method or a missing id', async () => {
    const design = await create(demoToken);

    const publish = await kit.call('POST', `/session/designs/${design.id}:publish`, {
      token: demoToken,
      body: {},
    });
    const missing = await kit.call('POST', '/session/designs/dsg_nope:duplicate', {
      token: demoToken,
    });

    expect(publish.status).toBe(404);
    expect(publish.body.title).toBe('NotFound');
    expect(missing.status).toBe(404);
    expect(missing.body.title).toBe('DesignNotFound');
  });
});

describe('ownership', () => {
  it('hides a customer’s designs from another customer (404, never listed)', async () => {
    const design = await create(demoToken, { name: 'Dana’s secret box' });
    const other = await kit.signUp();
    const path = `/session/designs/${design.id}`;

    const answers = await Promise.all([
      kit.call('GET', path, { token: other.accessToken }),
      kit.call('PUT', path, { token: other.accessToken, body: { version: 1, name: 'Mine' } }),
      kit.call('POST', `${path}:rename`, { token: other.accessToken, body: { name: 'Mine' } }),
      kit.call('POST', `${path}:duplicate`, { token: other.accessToken }),
      kit.call('GET', `${path}/renderingInstructions`, { token: other.accessToken }),
      kit.call('DELETE', path, { token: other.accessToken }),
    ]);
    const list = await kit.call<DesignList>('GET', '/session/designs', {
      token: other.accessToken,
    });

    expect(answers.map((answer) => [answer.status, answer.body.title])).toEqual(
      Array.from({ length: 6 }, () => [404, 'DesignNotFound']),
    );
    expect(list.body.designs).toEqual([]);
    const kept = await kit.call<Design>('GET', path, { token: demoToken });
    expect(kept.body).toMatchObject({ name: 'Dana’s secret box', version: 1 });
  });

  it('keeps anonymous designs to their session', async () => {
    const mine = await kit.anonymous();
    const theirs = await kit.anonymous('ybd');
    const design = await create(mine.anonymousToken, { name: 'Anonymous draft' });

    const own = await kit.call<DesignList>('GET', '/session/designs', {
      token: mine.anonymousToken,
    });
    const foreign = await kit.call('GET', `/session/designs/${design.id}`, {
      token: theirs.anonymousToken,
    });
    const customer = await kit.call('GET', `/session/designs/${design.id}`, { token: demoToken });

    expect(design.storefrontId).toBe('boxup');
    expect(own.body.designs.map((d) => d.id)).toEqual([design.id]);
    expect(foreign.status).toBe(404);
    expect(customer.status).toBe(404);
  });

  it('moves an anonymous session’s designs to the customer it signs in as', async () => {
    const { email, password } = await kit.signUp();
    const session = await kit.anonymous();
    const draft = await create(session.anonymousToken, { name: 'Made before signing in' });

    const accessToken = await kit.signIn(email, password, session);
    const list = await kit.call<DesignList>('GET', '/session/designs', { token: accessToken });
    const renamed = await kit.call<Design>('POST', `/session/designs/${draft.id}:rename`, {
      token: accessToken,
      body: { name: 'Now the customer’s' },
    });
    const anonymousAfter = await kit.call<DesignList>('GET', '/session/designs', {
      token: session.anonymousToken,
    });
    const anonymousRead = await kit.call('GET', `/session/designs/${draft.id}`, {
      token: session.anonymousToken,
    });

    expect(list.body.designs.map((d) => d.id)).toEqual([draft.id]);
    expect(renamed.status).toBe(200);
    expect(anonymousAfter.body.designs).toEqual([]);
    expect(anonymousRead.status).toBe(404);
  });

  it('moves designs the merged session makes later on its next request', async () => {
    const { email, password } = await kit.signUp();
    const session = await kit.anonymous();
    const accessToken = await kit.signIn(email, password, session);

    const late = await create(session.anonymousToken, { name: 'Saved from an old tab' });
    await kit.call('GET', '/session/designs', { token: session.anonymousToken });
    const list = await kit.call<DesignList>('GET', '/session/designs', { token: accessToken });

    expect(list.body.designs.map((d) => d.id)).toEqual([late.id]);
  });

  it('leaves an anonymous session’s designs alone when the sign-in did not merge it', async () => {
    const { email, password } = await kit.signUp();
    const session = await kit.anonymous();
    await create(session.anonymousToken);

    const accessToken = await kit.signIn(email, password, {
      ...session,
      validationKey: 'not-the-key',
    });
    const list = await kit.call<DesignList>('GET', '/session/designs', { token: accessToken });

    expect(list.body.total).toBe(0);
  });
});

describe('rendering instructions', () => {
  it('answers the document and a working surface-attributes URL of the design’s size', async () => {
    const design = await create(demoToken);

    const response = await sandbox.fetch(design.renderingInstructionsUrl, {
      headers: { Authorization: `Bearer ${demoToken}` },
    });
    const instructions = (await response.json()) as RenderingInstructions;
    const surfaces = await sandbox.fetch(instructions.surfacesUrl ?? '');

    expect(response.status).toBe(200);
    expect(instructions).toMatchObject({
      designId: design.id,
      version: 1,
      productKey: 'custom-mailer-box',
      productVersion: expect.any(Number),
      boxStyle: 'displayMailer',
      selection: design.selection,
      document: design.document,
      previewUrl: null,
      updatedAt: design.updatedAt,
    });
    expect(instructions.surfacesUrl).toContain('/selector/products/custom-mailer-box/versions/');
    expect(surfaces.status).toBe(200);
    expect(await surfaces.json()).toMatchObject({ attributes: { Size: '9 x 6 x 3' } });
  });

  it('has no surfaces URL without a size', async () => {
    const design = await create(demoToken, { selection: {} });

    const answer = await kit.call<RenderingInstructions>(
      'GET',
      `/session/designs/${design.id}/renderingInstructions`,
      { token: demoToken },
    );

    expect(answer.body.surfacesUrl).toBeNull();
  });
});

describe('shared designs', () => {
  async function share(designId: string) {
    const answer = await kit.call<{ id: string }>('POST', '/session/generateUniqueURL', {
      token: demoToken,
      body: {
        storefrontId: 'boxup',
        siteUrl: 'https://boxup.example',
        kind: 'design',
        designId,
        name: 'Dana',
      },
    });
    expect(answer.status).toBe(201);
    return answer.body.id;
  }

  it('shows a shared design read-only without a bearer, with its own rendering URL', async () => {
    const design = await create(demoToken, { name: 'Shared mailer' });
    const shareId = await share(design.id);

    const answer = await kit.call<SharedDesign>('GET', `/session/shared/${shareId}/design`);
    const rendering = await sandbox.fetch(answer.body.design.renderingInstructionsUrl);

    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      shareId,
      sharedBy: 'Dana',
      expiresAt: new Date(START.getTime() + 30 * 24 * 60 * 60 * 1000).toISOString(),
      design: { id: design.id, name: 'Shared mailer', document: design.document },
    });
    expect(answer.body.design.renderingInstructionsUrl).toBe(
      `${TEST_SANDBOX_ORIGIN}/session/shared/${shareId}/renderingInstructions?timestamp=${START.getTime()}`,
    );
    expect(rendering.status).toBe(200);
    expect(await rendering.json()).toMatchObject({ designId: design.id });
  });

  it('answers 404 ShareLinkNotFound once the link expired, and DesignNotFound once deleted', async () => {
    const expiring = await create(demoToken);
    const expiringShare = await share(expiring.id);
    const deleted = await create(demoToken);
    const deletedShare = await share(deleted.id);
    await kit.call('DELETE', `/session/designs/${deleted.id}`, { token: demoToken });

    const gone = await kit.call('GET', `/session/shared/${deletedShare}/design`);
    sandbox.clock.advance(30 * 24 * 60 * 60 * 1000);
    const expired = await kit.call('GET', `/session/shared/${expiringShare}/design`);
    const unknown = await kit.call('GET', '/session/shared/nope/renderingInstructions');

    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ title: 'DesignNotFound', detail: 'The shared design was deleted' });
    expect(expired.status).toBe(404);
    expect(expired.body).toEqual({
      title: 'ShareLinkNotFound',
      detail: 'Request is invalid or expired',
    });
    expect(unknown.status).toBe(404);
  });
});

describe('agreements', () => {
  it('uses the base paths the app mounts the services under', () => {
    expect(SESSION_BASE_PATH).toBe(SERVICE_BASE_PATHS.session);
    expect(ASSETS_BASE_PATH).toBe(SERVICE_BASE_PATHS.assets);
    expect(SELECTOR_BASE_PATH).toBe(SERVICE_BASE_PATHS.selector);
  });

  it('follows the design name length and cache-busting parameter of @storefront/designs', () => {
    expect(DESIGN_NAME_MAX_LENGTH).toBe(LIBRARY_NAME_MAX);
    expect(TIMESTAMP_PARAM).toBe(CACHE_BUSTING_PARAM);
  });
});
