// @vitest-environment node
import { ApiError, ConfigurationError, isApiError } from '@storefront/http';
import { createTestSandbox, type TestSandbox } from '@storefront/sandbox-api/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { isDesignsError } from '../designs-error';
import { createEditorDocument, parseEditorDocument } from '../editor/editor-document';
import { pdfBytes, pngBytes } from '../testing/artwork-fixtures';
import { createDesign } from './create-design';
import { createDesignShareLink } from './create-design-share-link';
import { deleteDesign } from './delete-design';
import { createDesignsClient, type DesignsClient } from './designs-client';
import { duplicateDesign } from './duplicate-design';
import { getDesign } from './get-design';
import { getSharedDesign } from './get-shared-design';
import { listDesigns } from './list-designs';
import { renameDesign } from './rename-design';
import { updateDesign } from './update-design';
import { uploadArtwork } from './upload-artwork';

// Every call of the designs client against the real sandbox, in-process.
vi.setConfig({ testTimeout: 20_000 });

const ORIGIN = 'http://sandbox.test';
let sandbox: TestSandbox;

beforeAll(async () => {
  sandbox = await createTestSandbox();
}, 60_000);
afterAll(() => sandbox?.close());

async function anonymousToken(serviceKey = 'boxupAnonServiceKey001'): Promise<string> {
  const response = await sandbox.fetch(`/anon/${serviceKey}/token`, { method: 'POST' });
  const body = (await response.json()) as { anonymousToken: string };
  return body.anonymousToken;
}

async function clientWithSession(): Promise<DesignsClient> {
  const token = await anonymousToken();
  return createDesignsClient({
    sessionUrl: `${ORIGIN}/session`,
    assetsUrl: `${ORIGIN}/assets`,
    storefrontId: 'boxup',
    fetch: sandbox.fetch,
    getBearerToken: () => token,
  });
}

const document = createEditorDocument('displayMailer', { length: 8, width: 6, depth: 2 });
const file = (bytes: Uint8Array, name: string, type: string) => ({
  name,
  type,
  size: bytes.byteLength,
  arrayBuffer: async () => bytes.slice().buffer,
});

describe('createDesignsClient', () => {
  it('names every wrong option', () => {
    expect(() =>
      createDesignsClient({ sessionUrl: 'nope', assetsUrl: '', storefrontId: ' ' }),
    ).toThrow(ConfigurationError);
  });
});

describe('designs', () => {
  it('creates, lists, reads, updates, renames, duplicates and deletes a design', async () => {
    const client = await clientWithSession();
    expect((await listDesigns(client)).designs).toEqual([]);

    const created = await createDesign(client, {
      name: '  Spring mailer ',
      productKey: 'custom-mailer-box',
      selection: { Size: '8 x 6 x 2' },
      document,
    });
    expect(created).toMatchObject({
      name: 'Spring mailer',
      version: 1,
      productKey: 'custom-mailer-box',
    });
    expect(parseEditorDocument(created.document)).toEqual(document);

    const list = await listDesigns(client);
    expect(list.designs.map((design) => design.id)).toEqual([created.id]);

    const withBackground = { ...document, backgrounds: { top: '#0f766e' } };
    const updated = await updateDesign(client, created.id, {
      version: created.version,
      document: withBackground,
    });
    expect(updated.version).toBe(2);
    expect((await getDesign(client, created.id)).document).toEqual(withBackground);

    const renamed = await renameDesign(client, created.id, 'Holiday mailer');
    expect(renamed.name).toBe('Holiday mailer');

    const copy = await duplicateDesign(client, created.id);
    expect(copy.name).toBe('Copy of Holiday mailer');
    expect(copy.document).toEqual(withBackground);

    await deleteDesign(client, created.id);
    expect((await listDesigns(client)).designs.map((design) => design.id)).toEqual([copy.id]);
  });

  it('fails with the spec codes: ECX035 unknown design, ECX014 stale version, ECX015 delete, ECX013 list', async () => {
    const client = await clientWithSession();
    await expect(getDesign(client, 'dsg_missing')).rejects.toMatchObject({
      code: 'ECX035',
      status: 404,
    });

    const created = await createDesign(client, {
      name: 'Stale',
      productKey: 'custom-mailer-box',
      document,
    });
    await updateDesign(client, created.id, { version: 1, name: 'Fresh' });
    const stale = await updateDesign(client, created.id, { version: 1, name: 'Old' }).catch(
      (error: unknown) => error,
    );
    expect(isApiError(stale) && stale.code === 'ECX014' && stale.status === 409).toBe(true);

    await expect(deleteDesign(client, 'dsg_missing')).rejects.toMatchObject({ code: 'ECX015' });

    const noToken = createDesignsClient({
      sessionUrl: `${ORIGIN}/session`,
      assetsUrl: `${ORIGIN}/assets`,
      storefrontId: 'boxup',
      fetch: sandbox.fetch,
    });
    await expect(listDesigns(noToken)).rejects.toMatchObject({ code: 'ECX013', status: 401 });
  });

  it('refuses a blank name before sending anything, and an unknown product with ECX012', async () => {
    const client = await clientWithSession();
    await expect(
      createDesign(client, { name: '   ', productKey: 'custom-mailer-box' }),
    ).rejects.toSatisfy((error: unknown) => isDesignsError(error, 'DESIGN_NAME_REQUIRED'));
    await expect(
      createDesign(client, { name: 'A', productKey: 'no-such-box' }),
    ).rejects.toMatchObject({
      code: 'ECX012',
      serviceCode: 'UnknownProduct',
    });
  });

  it('keeps designs apart per shopper', async () => {
    const mine = await clientWithSession();
    const theirs = await clientWithSession();
    const created = await createDesign(mine, { name: 'Mine', productKey: 'custom-mailer-box' });
    await expect(getDesign(theirs, created.id)).rejects.toBeInstanceOf(ApiError);
  });
});

/** A design 'Shared' of a new shopper, shared on boxup.example by `sharer`. */
async function sharedDesign(sharer: { name: string; email?: string }) {
  const client = await clientWithSession();
  const created = await createDesign(client, { name: 'Shared', productKey: 'custom-mailer-box' });
  const link = await createDesignShareLink(client, {
    siteUrl: 'https://boxup.example/',
    designId: created.id,
    ...sharer,
  });
  return { client, created, link };
}

describe('share links', () => {
  it('creates a design link and fails with ECX039 on bad input', async () => {
    const { client, created, link } = await sharedDesign({
      name: ' Ada ',
      email: ' Grace@Example.com ',
    });
    expect(link.uniqueUrl).toBe(`https://boxup.example/shared-design/${link.id}`);
    await expect(
      createDesignShareLink(client, { siteUrl: 'ftp://nope', designId: created.id, name: 'Ada' }),
    ).rejects.toMatchObject({ code: 'ECX039', status: 400 });
  });

  it('shows the shared design to anyone with the link, and ECX039 for an unknown link', async () => {
    const { created, link } = await sharedDesign({ name: 'Ada' });
    const stranger = createDesignsClient({
      sessionUrl: `${ORIGIN}/session`,
      assetsUrl: `${ORIGIN}/assets`,
      storefrontId: 'boxup',
      fetch: sandbox.fetch,
    });

    const shared = await getSharedDesign(stranger, link.id);
    expect(shared).toMatchObject({
      shareId: link.id,
      sharedBy: 'Ada',
      design: { id: created.id, name: 'Shared', productKey: 'custom-mailer-box' },
    });
    await expect(getSharedDesign(stranger, 'no-such-link')).rejects.toMatchObject({
      code: 'ECX039',
      status: 404,
    });
  });
});

describe('uploads', () => {
  it('uploads a PNG with what its header says', async () => {
    const client = await clientWithSession();
    const upload = await uploadArtwork(
      client,
      file(pngBytes({ width: 300, height: 150, dpi: 72 }), 'logo.png', 'image/png'),
    );
    expect(upload).toMatchObject({
      filename: 'logo.png',
      contentType: 'image/png',
      width: 300,
      height: 150,
      info: { dpi: 72, colorSpace: 'rgb' },
    });
    const image = await sandbox.fetch(upload.links.original);
    expect(image.headers.get('content-type')).toBe('image/png');
  });

  it('uploads a PDF', async () => {
    const client = await clientWithSession();
    const upload = await uploadArtwork(client, file(pdfBytes(), 'artwork.pdf', 'application/pdf'));
    expect(upload.contentType).toBe('application/pdf');
  });

  it('checks type, size and content before sending', async () => {
    const client = await clientWithSession();
    const gif = new TextEncoder().encode('GIF89a');
    await expect(uploadArtwork(client, file(gif, 'logo.gif', 'image/gif'))).rejects.toMatchObject({
      reason: 'INVALID_ARTWORK_FILE',
      field: 'type',
      message: 'Only PDF, SVG, PNG and JPG files can be uploaded',
    });
    await expect(uploadArtwork(client, file(gif, 'logo.png', 'image/png'))).rejects.toMatchObject({
      field: 'content',
    });
    await expect(
      uploadArtwork(client, {
        name: 'big.png',
        type: 'image/png',
        size: 26 * 1024 * 1024,
        arrayBuffer: async () => new ArrayBuffer(0),
      }),
    ).rejects.toMatchObject({ field: 'size', message: 'The file is larger than 25 MB' });
  });

  it('reports a refused upload with the service code', async () => {
    const noToken = createDesignsClient({
      sessionUrl: `${ORIGIN}/session`,
      assetsUrl: `${ORIGIN}/assets`,
      storefrontId: 'boxup',
      fetch: sandbox.fetch,
    });
    await expect(
      uploadArtwork(noToken, file(pngBytes({ width: 10, height: 10 }), 'a.png', 'image/png')),
    ).rejects.toMatchObject({ status: 401, code: 'ECX999' });
  });
});
