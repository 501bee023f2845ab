import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAnswerMatching } from '../../http/expect-answer.test-setup.ts';
import type { StorageConfig } from '../../config.ts';
import { createTestSandbox } from '../../testing.ts';
import type { TestSandbox } from '../../testing.ts';
import { DEMO_CUSTOMER, sessionKit } from '../designs/test-kit.ts';
import type { Design } from '../designs/view.ts';
import { uploadsFolder } from './blob-store.ts';
import { samplePng } from './sample-files.ts';
import type { UploadView } from './uploads.ts';

let folder: string;
let storage: StorageConfig;
let sandbox: TestSandbox | undefined;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'sandbox-designs-'));
  storage = { kind: 'file', dataDir: join(folder, 'pglite') };
});
afterAll(async () => {
  await sandbox?.close();
  await rm(folder, { recursive: true, force: true });
});

describe('uploads folder', () => {
  it('sits beside the PGlite data folder, and nowhere in memory', () => {
    expect(uploadsFolder({ kind: 'file', dataDir: '/repo/.data/sandbox/pglite' })).toBe(
      '/repo/.data/sandbox/uploads',
    );
    expect(uploadsFolder({ kind: 'postgres', url: 'postgres://db' }, () => '/repo')).toBe(
      '/repo/.data/sandbox/uploads',
    );
    expect(uploadsFolder({ kind: 'memory' })).toBeNull();
  });
});

describe('a sandbox on a data folder', () => {
  it('keeps designs and uploaded files across a restart', async () => {
    sandbox = await createTestSandbox({ storage });
    let kit = sessionKit(sandbox.fetch);
    let token = await kit.signIn(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const bytes = samplePng(320, 200);
    const response = await sandbox.fetch('/assets/uploads?filename=logo.png', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'image/png' },
      body: bytes,
    });
    const stored = (await response.json()) as UploadView;
    const design = await kit.call<Design>('POST', '/session/designs', {
      token,
      body: {
        name: 'Survives restarts',
        productKey: 'custom-mailer-box',
        previewAssetId: stored.id,
      },
    });
    expect(design.status).toBe(201);
    expect(await readdir(join(folder, 'uploads'))).toEqual([stored.id]);
    await sandbox.close();

    sandbox = await createTestSandbox({ storage });
    kit = sessionKit(sandbox.fetch);
    token = await kit.signIn(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const file = await sandbox.fetch(`/assets/uploads/${stored.id}`);
    const reread = await kit.call<Design>('GET', `/session/designs/${design.body.id}`, { token });
    const links = await sandbox.fetch(
      `/assets/links:query?inputJson=${encodeURIComponent(JSON.stringify({ assetIds: [stored.id] }))}`,
    );

    expect(file.status).toBe(200);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes);
    expect(reread.body).toEqual(design.body);
    expect(await links.json()).toMatchObject({
      links: [{ assetId: stored.id, filename: 'logo.png', width: 320, height: 200 }],
    });
  });

  it('answers 404 AssetNotFound when the file was deleted from the folder', async () => {
    if (!sandbox) throw new Error('the restart test runs first');
    const kit = sessionKit(sandbox.fetch);
    const token = await kit.signIn(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const response = await sandbox.fetch('/assets/uploads', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'image/png' },
      body: samplePng(2, 2),
    });
    const { id } = (await response.json()) as UploadView;
    const path = join(folder, 'uploads', id);
    expect(existsSync(path)).toBe(true);
    await rm(path);

    const missing = await sandbox.fetch(`/assets/uploads/${id}`);

    await expectAnswerMatching(missing, 404, { title: 'AssetNotFound' });
  });
});
