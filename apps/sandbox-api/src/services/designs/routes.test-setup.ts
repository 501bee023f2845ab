import { beforeAll, beforeEach, expect } from 'vitest';
import { createSandboxClock } from '../../clock.ts';
import { sandboxPerFile } from '../../testing.ts';
import type { UploadView } from '../assets/uploads.ts';
import { DEMO_CUSTOMER, sessionKit } from './test-kit.ts';
import type { Design } from './view.ts';

/** The frozen sandbox time the designs tests start each test at. */
export const START = new Date('2031-03-03T10:00:00.000Z');

/** A design body with an editor document of two panels. */
export function designBody(overrides: Record<string, unknown> = {}) {
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

/**
 * The shared setup of the designs route tests: a sandbox on a frozen clock set back to
 * {@link START} before each test, a {@link sessionKit}, the demo customer's token (`demo.token`,
 * there once `beforeAll` ran) and helpers that create designs and upload files.
 */
export function setUpDesignsSandbox() {
  const sandbox = sandboxPerFile({ clock: createSandboxClock({ start: START, frozen: true }) });
  const kit = sessionKit((input, init) => sandbox.fetch(input, init));
  const demo = { token: '' };
  beforeAll(async () => {
    demo.token = await kit.signIn(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  });
  beforeEach(() => {
    sandbox.clock.set(START);
  });

  /** Saves a design (201 expected) of the token's owner. */
  async function create(token: string, overrides: Record<string, unknown> = {}): Promise<Design> {
    const answer = await kit.call<Design>('POST', '/session/designs', {
      token,
      body: designBody(overrides),
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body;
  }

  /** Uploads a file through the assets service (201 expected). */
  async function uploadFile(token: string, bytes: Uint8Array, type: string): Promise<UploadView> {
    const response = await sandbox.fetch('/assets/uploads', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': type },
      body: bytes,
    });
    expect(response.status).toBe(201);
    return (await response.json()) as UploadView;
  }

  return { sandbox, kit, demo, create, uploadFile };
}
