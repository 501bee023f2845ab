import { describe, expect, it } from 'vitest';
import { expectAnswer } from '../../http/expect-answer.test-setup.ts';
import { TEST_SANDBOX_ORIGIN } from '../../testing.ts';
import { samplePdf, samplePng } from '../assets/sample-files.ts';
import { DESIGN_NAME_MAX_LENGTH, MAX_DESIGN_DOCUMENT_BYTES } from './requests.ts';
import { designBody, START, setUpDesignsSandbox } from './routes.test-setup.ts';
import type { Design } from './view.ts';

const { sandbox, kit, demo, create, uploadFile } = setUpDesignsSandbox();

describe('POST /session/designs', () => {
  it('saves a design of the signed-in customer and answers it with stamped URLs', async () => {
    const answer = await kit.call<Design>('POST', '/session/designs', {
      token: demo.token,
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
    const png = await uploadFile(demo.token, samplePng(40, 30), 'image/png');

    const design = await create(demo.token, { previewAssetId: png.id });

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
      token: demo.token,
      body: { name: 'Blank', productKey: 'custom-gable-box' },
    });

    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ selection: {}, document: {}, documentBytes: 2 });
  });

  it('accepts a name of 100 characters counted as code points, emoji included', async () => {
    const name = '📦'.repeat(DESIGN_NAME_MAX_LENGTH);

    expect((await create(demo.token, { name })).name).toBe(name);
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
      token: demo.token,
      body: designBody(overrides),
    });

    expect(answer.status).toBe(400);
    expect(answer.body.title).toBe('ValidationError');
    expect(answer.body.errors).toContainEqual({ path, message });
  });

  it('rejects a body that is not JSON with 400 BadRequest', async () => {
    const answer = await kit.call('POST', '/session/designs', { token: demo.token, body: '{name' });

    expect(answer.status).toBe(400);
    expect(answer.body.title).toBe('BadRequest');
  });

  it('rejects a product the catalogue lacks with 400 UnknownProduct', async () => {
    const answer = await kit.call('POST', '/session/designs', {
      token: demo.token,
      body: designBody({ productKey: 'custom-pizza-box' }),
    });

    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      title: 'UnknownProduct',
      detail: 'The catalogue has no product "custom-pizza-box"',
    });
  });

  it('rejects a preview that is not an uploaded image', async () => {
    const pdf = await uploadFile(demo.token, samplePdf(), 'application/pdf');

    const unknown = await kit.call('POST', '/session/designs', {
      token: demo.token,
      body: designBody({ previewAssetId: 'upl_000000000000000000000' }),
    });
    const notAnImage = await kit.call('POST', '/session/designs', {
      token: demo.token,
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

    const fits = await create(demo.token, {
      document: filler(MAX_DESIGN_DOCUMENT_BYTES - overhead),
    });
    const tooLarge = await kit.call('POST', '/session/designs', {
      token: demo.token,
      body: designBody({ document: filler(MAX_DESIGN_DOCUMENT_BYTES - overhead + 1) }),
    });
    const hugeBody = await kit.call('POST', '/session/designs', {
      token: demo.token,
      body: designBody({ document: filler(3 * 1024 * 1024) }),
    });

    expect(fits.documentBytes).toBe(MAX_DESIGN_DOCUMENT_BYTES);
    const stored = await kit.call<Design>('GET', `/session/designs/${fits.id}`, {
      token: demo.token,
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
      token: demo.token,
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

    await expectAnswer(response, 401, {
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
