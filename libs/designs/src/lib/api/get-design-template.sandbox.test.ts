// @vitest-environment node
import { isApiError } from '@storefront/http';
import { createTestSandbox, type TestSandbox } from '@storefront/sandbox-api/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createEditorDocument } from '../editor/editor-document';
import { createDesign } from './create-design';
import { createDesignsClient, type DesignsClient } from './designs-client';
import {
  getDesignTemplate,
  getRenderingInstructions,
  getSurfaceAttributes,
} from './get-design-template';

// A saved design's template against the real sandbox: rendering instructions fetched with a
// fresh cache-busting timestamp, then the selector's surface attributes (ECX019 on failure).
vi.setConfig({ testTimeout: 20_000 });

const ORIGIN = 'http://sandbox.test';
let sandbox: TestSandbox;
const requested: string[] = [];

beforeAll(async () => {
  sandbox = await createTestSandbox();
}, 60_000);
afterAll(() => sandbox?.close());

async function client(): Promise<DesignsClient> {
  const response = await sandbox.fetch('/anon/boxupAnonServiceKey001/token', { method: 'POST' });
  const { anonymousToken } = (await response.json()) as { anonymousToken: string };
  return createDesignsClient({
    sessionUrl: `${ORIGIN}/session`,
    assetsUrl: `${ORIGIN}/assets`,
    storefrontId: 'boxup',
    fetch: (input, init) => {
      requested.push(input instanceof Request ? input.url : String(input));
      return sandbox.fetch(input, init);
    },
    getBearerToken: () => anonymousToken,
  });
}

const document = createEditorDocument('displayMailer', { length: 9, width: 6, depth: 3 });

/** A mailer design of `size` saved by a new shopper, with that shopper's client. */
async function savedMailer(name: string, size: string) {
  const designs = await client();
  const design = await createDesign(designs, {
    name,
    productKey: 'custom-mailer-box',
    selection: { Size: size },
    document,
  });
  return { designs, design };
}

describe('getDesignTemplate', () => {
  it('reads the rendering instructions with a fresh timestamp, then the surface attributes', async () => {
    const { designs, design } = await savedMailer('Template mailer', '9 x 6 x 3');
    requested.length = 0;
    const { instructions, surfaces } = await getDesignTemplate(designs, design, {
      now: () => 1_800_000_000_000,
    });
    // The service's own stamp (the design's last change) is replaced, not repeated.
    const first = new URL(requested[0] ?? '');
    expect(first.pathname).toBe(`/session/designs/${design.id}/renderingInstructions`);
    expect(first.searchParams.getAll('timestamp')).toEqual(['1800000000000']);
    expect(instructions.surfacesUrl).toContain('dependencies:calculated');
    expect(requested[1]).toContain('/dependencies:calculated?Size=');
    expect(surfaces).toMatchObject({
      productKey: 'custom-mailer-box',
      boxStyle: 'displayMailer',
      attributes: { Width: 9, Height: 6, Depth: 3 },
    });
    expect(surfaces?.panels.length).toBeGreaterThan(0);
    expect(surfaces?.totalArea).toBeGreaterThan(0);
  });

  it('fails with ECX019 when the surface attributes cannot be read (a size the selector refuses)', async () => {
    const { designs, design } = await savedMailer('Odd size', 'as big as it gets');
    const failure = await getDesignTemplate(designs, design).catch((error: unknown) => error);
    expect(isApiError(failure) && failure.code).toBe('ECX019');
    expect(isApiError(failure) && failure.status).toBe(400);
  });

  it('fails with ECX019 for unknown surfaces and for rendering instructions that cannot be read', async () => {
    const designs = await client();
    const unknown = await getSurfaceAttributes(
      designs,
      `${ORIGIN}/selector/products/no-such-box/versions/1/dependencies:calculated?Size=9x6x3`,
    ).catch((error: unknown) => error);
    expect(isApiError(unknown) && unknown.code).toBe('ECX019');
    const missing = await getRenderingInstructions(designs, {
      renderingInstructionsUrl: `${ORIGIN}/session/designs/dsg_missing/renderingInstructions`,
    }).catch((error: unknown) => error);
    expect(isApiError(missing) && missing.code).toBe('ECX019');
    const malformed = await getRenderingInstructions(designs, {
      renderingInstructionsUrl: ' ',
    }).catch((error: unknown) => error);
    expect(isApiError(malformed) && malformed.code).toBe('ECX019');
  });
});
