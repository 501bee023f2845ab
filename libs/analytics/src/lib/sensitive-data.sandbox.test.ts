import { createTestSandbox, type TestSandbox } from '@storefront/sandbox-api/testing';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findSensitiveData, stripSensitiveData } from './sensitive-data';

// The sink of the sandbox restates these rules (it imports no values from the libraries).
// Generated payloads posted to it must be refused exactly where this library finds something,
// and accepted once stripSensitiveData has cleaned them.

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await createTestSandbox();
}, 60_000);
afterAll(() => sandbox?.close());

const names = fc.oneof(
  fc.constantFrom(
    'password',
    'access_token',
    'card_number',
    'cvv',
    'nonce',
    'ticketId',
    'product_id',
    'price',
    'url',
  ),
  fc.string({ maxLength: 10 }),
);
const values = fc.oneof(
  fc.constantFrom(
    '4111 1111 1111 1111',
    '4111 1111 1111 1112',
    'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJjdXMifQ.c2ln',
    'Bearer abcdefghijklmnop',
    'https://boxup.example/reset?ticketId=abc&lang=en',
    'https://boxup.example/product/custom-mailer-box?share=V1StGXR8_Z5j',
    '/login#access_token=x',
    '4.87',
  ),
  fc.string({ maxLength: 16 }),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
);
const properties = fc.dictionary(
  names,
  fc.letrec<{ json: unknown }>((tie) => ({
    json: fc.oneof(
      { depthSize: 'small' },
      values,
      fc.array(tie('json'), { maxLength: 3 }),
      fc.dictionary(names, tie('json'), { maxKeys: 3 }),
    ),
  })).json,
  { maxKeys: 4 },
);

let visitor = 0;
function postTrack(props: unknown) {
  visitor += 1;
  return sandbox.fetch('/analytics/segment/track', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Basic ${btoa('boxup-sandbox-write-key:')}`,
    },
    body: JSON.stringify({
      event: 'Save Design',
      anonymousId: `agree-${visitor}`,
      properties: props,
    }),
  });
}

describe('the sandbox sink and this library', () => {
  it('refuse and accept the same payloads, naming the same paths', async () => {
    await fc.assert(
      fc.asyncProperty(properties, async (props) => {
        const expected = findSensitiveData(props, 'properties').map((finding) => finding.path);
        const response = await postTrack(props);
        if (expected.length === 0) {
          expect(response.status).toBe(200);
          return;
        }
        expect(response.status).toBe(400);
        const body = (await response.json()) as { title: string; errors: { path: string }[] };
        expect(body.title).toBe('SensitiveDataRejected');
        expect(body.errors.map((error) => error.path)).toEqual(expected);
      }),
      { numRuns: 150 },
    );
  }, 60_000);

  it('accepts what stripSensitiveData leaves', async () => {
    await fc.assert(
      fc.asyncProperty(properties, async (props) => {
        const response = await postTrack(stripSensitiveData(props).value);
        expect(response.status).toBe(200);
      }),
      { numRuns: 100 },
    );
  }, 60_000);
});
