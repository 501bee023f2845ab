import { describe, expect, it } from 'vitest';
import { samplePng } from '../assets/sample-files.ts';
import type { DesignList } from './routes.ts';
import { START, setUpDesignsSandbox } from './routes.test-setup.ts';
import type { Design } from './view.ts';

const { sandbox, kit, demo, create, uploadFile } = setUpDesignsSandbox();

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
    const answer = await kit.call('GET', `/session/designs?${query}`, { token: demo.token });

    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]?.path).toBe(path);
  });
});

describe('GET, PUT and DELETE /session/designs/{id}', () => {
  it('reads a design with its document', async () => {
    const design = await create(demo.token);

    const answer = await kit.call<Design>('GET', `/session/designs/${design.id}`, {
      token: demo.token,
    });

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(design);
  });

  it('updates the fields given, moves to the next version and restamps the URLs', async () => {
    const design = await create(demo.token);
    sandbox.clock.advance(5_000);
    const document = { schemaVersion: 1, panels: [{ panel: 'top', background: '#000000' }] };

    const answer = await kit.call<Design>('PUT', `/session/designs/${design.id}`, {
      token: demo.token,
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
    const design = await create(demo.token);
    await kit.call('PUT', `/session/designs/${design.id}`, {
      token: demo.token,
      body: { version: 1, name: 'Edited in another tab' },
    });

    const stale = await kit.call('PUT', `/session/designs/${design.id}`, {
      token: demo.token,
      body: { version: 1, name: 'Edited here' },
    });

    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({
      title: 'DesignVersionConflict',
      detail: 'Please refresh and try again',
      currentVersion: 2,
    });
    const kept = await kit.call<Design>('GET', `/session/designs/${design.id}`, {
      token: demo.token,
    });
    expect(kept.body).toMatchObject({ name: 'Edited in another tab', version: 2 });
  });

  it('stamps every version differently even when the clock stands still', async () => {
    const design = await create(demo.token);

    const next = await kit.call<Design>('PUT', `/session/designs/${design.id}`, {
      token: demo.token,
      body: { version: 1, name: 'Same instant' },
    });

    expect(next.body.renderingInstructionsUrl).not.toBe(design.renderingInstructionsUrl);
    expect(Date.parse(next.body.updatedAt)).toBeGreaterThan(Date.parse(design.updatedAt));
  });

  it('requires the version and checks the product of an update', async () => {
    const design = await create(demo.token);

    const noVersion = await kit.call('PUT', `/session/designs/${design.id}`, {
      token: demo.token,
      body: { name: 'No version' },
    });
    const unknownProduct = await kit.call('PUT', `/session/designs/${design.id}`, {
      token: demo.token,
      body: { version: 1, productKey: 'custom-pizza-box' },
    });
    const otherProduct = await kit.call<Design>('PUT', `/session/designs/${design.id}`, {
      token: demo.token,
      body: { version: 1, productKey: 'custom-gift-mailer-box' },
    });

    expect(noVersion.status).toBe(400);
    expect(noVersion.body.errors).toEqual([{ path: 'version', message: 'is required' }]);
    expect(unknownProduct.status).toBe(400);
    expect(unknownProduct.body.title).toBe('UnknownProduct');
    expect(otherProduct.body).toMatchObject({ productKey: 'custom-gift-mailer-box', version: 2 });
  });

  it('removes the preview with previewAssetId null', async () => {
    const png = await uploadFile(demo.token, samplePng(8, 8), 'image/png');
    const design = await create(demo.token, { previewAssetId: png.id });

    const answer = await kit.call<Design>('PUT', `/session/designs/${design.id}`, {
      token: demo.token,
      body: { version: 1, previewAssetId: null },
    });

    expect(answer.body).toMatchObject({ previewAssetId: null, previewUrl: null });
  });

  it('deletes a design: 204, then 404 DesignNotFound', async () => {
    const design = await create(demo.token);

    const deleted = await kit.call('DELETE', `/session/designs/${design.id}`, {
      token: demo.token,
    });
    const read = await kit.call('GET', `/session/designs/${design.id}`, { token: demo.token });
    const again = await kit.call('DELETE', `/session/designs/${design.id}`, { token: demo.token });

    expect(deleted.status).toBe(204);
    expect(read.status).toBe(404);
    expect(read.body).toEqual({
      title: 'DesignNotFound',
      detail: `There is no design "${design.id}"`,
    });
    expect(again.status).toBe(404);
  });

  it('answers 404 DesignNotFound for an unknown id', async () => {
    const answer = await kit.call('GET', '/session/designs/dsg_unknown', { token: demo.token });

    expect(answer.status).toBe(404);
    expect(answer.body.title).toBe('DesignNotFound');
  });
});

describe('POST /session/designs/{id}:rename and :duplicate', () => {
  it('renames a design, trimmed, with or without the version', async () => {
    const design = await create(demo.token);

    const renamed = await kit.call<Design>('POST', `/session/designs/${design.id}:rename`, {
      token: demo.token,
      body: { name: '  Spring mailer ', version: 1 },
    });
    const again = await kit.call<Design>('POST', `/session/designs/${design.id}:rename`, {
      token: demo.token,
      body: { name: 'Summer mailer' },
    });

    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Spring mailer', version: 2 });
    expect(renamed.body.document).toEqual(design.document);
    expect(again.body).toMatchObject({ name: 'Summer mailer', version: 3 });
  });

  it('refuses a blank name and a stale version', async () => {
    const design = await create(demo.token);
    await kit.call('POST', `/session/designs/${design.id}:rename`, {
      token: demo.token,
      body: { name: 'Renamed once' },
    });

    const blank = await kit.call('POST', `/session/designs/${design.id}:rename`, {
      token: demo.token,
      body: { name: ' ' },
    });
    const stale = await kit.call('POST', `/session/designs/${design.id}:rename`, {
      token: demo.token,
      body: { name: 'Renamed twice', version: 1 },
    });

    expect(blank.status).toBe(400);
    expect(blank.body.errors).toEqual([{ path: 'name', message: 'Design name required' }]);
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ title: 'DesignVersionConflict', currentVersion: 2 });
  });

  it('duplicates a design as a new one named "Copy of …" at version 1', async () => {
    const png = await uploadFile(demo.token, samplePng(8, 8), 'image/png');
    const design = await create(demo.token, { previewAssetId: png.id });
    await kit.call('PUT', `/session/designs/${design.id}`, {
      token: demo.token,
      body: { version: 1, name: 'Gift box' },
    });
    sandbox.clock.advance(1_000);

    const copy = await kit.call<Design>('POST', `/session/designs/${design.id}:duplicate`, {
      token: demo.token,
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
      token: demo.token,
    });
    expect(original.body).toMatchObject({ name: 'Gift box', version: 2 });
  });

  it('shortens the copy’s name to 100 characters, or takes the name given', async () => {
    const design = await create(demo.token, { name: 'n'.repeat(100) });

    const copy = await kit.call<Design>('POST', `/session/designs/${design.id}:duplicate`, {
      token: demo.token,
    });
    const named = await kit.call<Design>('POST', `/session/designs/${design.id}:duplicate`, {
      token: demo.token,
      body: { name: 'Variant B' },
    });

    expect(copy.body.name).toBe(`Copy of ${'n'.repeat(92)}`);
    expect(named.body.name).toBe('Variant B');
  });

  it('answers 404 for another custom method or a missing id', async () => {
    const design = await create(demo.token);

    const publish = await kit.call('POST', `/session/designs/${design.id}:publish`, {
      token: demo.token,
      body: {},
    });
    const missing = await kit.call('POST', '/session/designs/dsg_nope:duplicate', {
      token: demo.token,
    });

    expect(publish.status).toBe(404);
    expect(publish.body.title).toBe('NotFound');
    expect(missing.status).toBe(404);
    expect(missing.body.title).toBe('DesignNotFound');
  });
});
