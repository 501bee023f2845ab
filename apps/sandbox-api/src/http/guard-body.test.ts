import { describe, expect, it } from 'vitest';
import { expectAnswer } from './expect-answer.test-setup.ts';
import { MAX_JSON_BODY_BYTES, MAX_JSON_DEPTH } from './guard.ts';
import { BOXUP, PRICE, QUOTE_REQUEST } from './guard.test-setup.ts';
import { json } from './json-request.test-setup.ts';
import { sandboxPerFile } from '../testing.ts';

// Issue 14, items 5 and 8: the size, depth and content type of request bodies.

const sandbox = sandboxPerFile();

describe('body size and depth (issue 14, item 5)', () => {
  const nested = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

  it('answers 400 for 5,000 levels of deviceData before the payment route runs', async () => {
    const body = `{"paymentType":"braintree","nonce":"fake-valid-nonce","deviceData":${nested(5000)}}`;
    const anonymous = (await (
      await sandbox.fetch('/anon/boxupAnonServiceKey001/token', { method: 'POST' })
    ).json()) as { anonymousToken: string };
    const response = await sandbox.fetch(
      `/payments/tenants/north-america/storefronts/boxup/carts/crt_1/payments`,
      json('POST', body, {
        'Idempotency-Key': 'deep-1',
        Authorization: `Bearer ${anonymous.anonymousToken}`,
      }),
    );
    const text = await response.text();

    expect(response.status, text).toBe(400);
    expect(JSON.parse(text)).toMatchObject({
      title: 'ValidationError',
      detail: `body: is nested deeper than ${MAX_JSON_DEPTH} levels`,
    });
  });

  it('takes nesting up to the limit, and counts brackets inside strings as text', async () => {
    const atLimit = await sandbox.fetch(
      PRICE,
      json('POST', `{"productKey":"custom-mailer-box","x":${nested(MAX_JSON_DEPTH - 1)}}`),
    );
    expect(atLimit.status).not.toBe(400);
    const inString = await sandbox.fetch(
      '/auth/v1/north-america/login',
      json('POST', { storeFrontId: 'boxup', email: 'a@b.example', password: '['.repeat(5000) }),
    );
    expect(inString.status).toBe(401);
  });

  it.each([
    ['/auth/v1/north-america/login'],
    ['/idp/dbconnections/signup'],
    [`${BOXUP}/order-quotation`],
    ['/content/forms/contact/submissions'],
  ])('answers 413 for a body above 1 MB on %s', async (path) => {
    const body = JSON.stringify({ padding: 'x'.repeat(MAX_JSON_BODY_BYTES) });
    const response = await sandbox.fetch(path, json('POST', body));

    await expectAnswer(response, 413, {
      title: 'PayloadTooLarge',
      detail: 'The request body is larger than 1 MB',
    });
  });

  it('answers 413 for a body without Content-Length too (read in chunks, then refused)', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > MAX_JSON_BODY_BYTES + chunk.byteLength) controller.close();
        else {
          sent += chunk.byteLength;
          controller.enqueue(chunk);
        }
      },
    });
    const response = await sandbox.app.fetch(
      new Request('http://sandbox.test/auth/v1/north-america/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: stream,
        duplex: 'half',
      } as RequestInit),
    );
    expect(response.status).toBe(413);
  });

  it('lets design documents be larger than 1 MB (their own limit applies)', async () => {
    const body = JSON.stringify({ padding: 'x'.repeat(MAX_JSON_BODY_BYTES + 1) });
    const response = await sandbox.fetch('/session/designs', json('POST', body));
    expect(response.status).toBe(401); // reached the route, which wants a bearer first
  });
});

describe('JSON content type (issue 14, item 8)', () => {
  const openRoutes: Array<[string, unknown]> = [
    [
      '/idp/dbconnections/signup',
      {
        client_id: 'boxup-storefront',
        connection: 'boxup',
        email: 'csrf@example.com',
        password: 'Boxes4All!',
      },
    ],
    [
      '/auth/v1/north-america/resetPassword',
      { siteUrl: 'http://127.0.0.1:4200', storeFrontId: 'boxup', email: 'demo@boxup.example' },
    ],
    [`${BOXUP}/order-quotation`, QUOTE_REQUEST],
    [
      '/session/generateUniqueURL',
      {
        storefrontId: 'boxup',
        siteUrl: 'http://127.0.0.1:4200',
        kind: 'product',
        productKey: 'custom-mailer-box',
        name: 'Ada',
        email: 'victim@example.com',
      },
    ],
    [
      '/content/forms/contact/submissions',
      {
        storefrontId: 'boxup',
        locale: 'en',
        values: { name: 'Rosa', email: 'r@example.com', message: 'Hi' },
      },
    ],
  ];

  it.each(openRoutes)('answers 415 to JSON sent as text/plain to %s', async (path, body) => {
    // What a form or fetch() on any web page can send without a CORS preflight.
    const response = await sandbox.fetch(path, { method: 'POST', body: JSON.stringify(body) });
    expect(response.headers.get('Content-Type')).toMatch(/application\/json/);
    await expectAnswer(response, 415, {
      title: 'UnsupportedMediaType',
      detail: 'Send the request body as JSON with Content-Type: application/json (got text/plain)',
    });
  });

  it.each([
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'text/plain; charset=utf-8',
  ])('answers 415 to %s', async (type) => {
    const response = await sandbox.fetch('/idp/dbconnections/signup', {
      method: 'POST',
      headers: { 'Content-Type': type },
      body: '{"client_id":"boxup-storefront"}',
    });
    expect(response.status).toBe(415);
  });

  it('stores nothing and mails nothing for a refused text/plain request', async () => {
    const before = (await sandbox
      .fetch('/__sandbox/outbox?to=victim@example.com')
      .then((r) => r.json())) as { messages: unknown[] };
    const [path, body] = openRoutes[3] as [string, unknown];
    await sandbox.fetch(path, { method: 'POST', body: JSON.stringify(body) });
    const after = (await sandbox
      .fetch('/__sandbox/outbox?to=victim@example.com')
      .then((r) => r.json())) as { messages: unknown[] };
    expect(after.messages).toHaveLength(before.messages.length);
  });

  it('accepts application/json with a charset, and body-less POSTs without a type', async () => {
    const anonymous = await sandbox.fetch('/anon/boxupAnonServiceKey001/token', {
      method: 'POST',
    });
    expect(anonymous.status).toBe(200);
    const price = await sandbox.fetch(PRICE, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
      body: JSON.stringify({ productKey: 'custom-mailer-box', quantities: '1' }),
    });
    expect(price.status).toBe(200);
  });
});
