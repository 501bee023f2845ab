import { describe, expect, it } from 'vitest';
import { expectAnswer, expectAnswerMatching } from '../../http/expect-answer.test-setup.ts';
import { json } from '../../http/json-request.test-setup.ts';
import { createTestSandbox, sandboxPerFile } from '../../testing.ts';
import { createSandboxClock } from '../../clock.ts';
import { MAX_ANALYTICS_BODY_BYTES } from './requests.ts';
import type { AnalyticsAccepted, StoredAnalyticsEvent } from './routes.ts';

const START = new Date('2031-06-04T15:00:00.000Z');
const BOXUP_KEY = 'boxup-sandbox-write-key';
const YBD_KEY = 'ybd-sandbox-write-key';

const sandbox = sandboxPerFile({ clock: createSandboxClock({ start: START, frozen: true }) });

let counter = 0;
/** A message id and visitor of a test's own, so tests never see each other's events. */
const unique = (label: string) => `${label}-${Date.now().toString(36)}-${(counter += 1)}`;

const basic = (writeKey: string) => `Basic ${Buffer.from(`${writeKey}:`).toString('base64')}`;

function post(path: string, body: unknown, writeKey: string | null = BOXUP_KEY) {
  return sandbox.fetch(
    `/analytics/segment/${path}`,
    json('POST', body, writeKey === null ? {} : { Authorization: basic(writeKey) }),
  );
}

async function postOk(path: string, body: unknown, writeKey: string | null = BOXUP_KEY) {
  const response = await post(path, body, writeKey);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as AnalyticsAccepted;
}

async function events(query: Record<string, string>): Promise<StoredAnalyticsEvent[]> {
  const response = await sandbox.fetch(`/analytics/__events?${new URLSearchParams(query)}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { events: StoredAnalyticsEvent[] }).events;
}

describe('POST /analytics/segment/track', () => {
  it('stores the event with the sandbox clock and reads it back through the test route', async () => {
    const anonymousId = unique('anon');
    const messageId = unique('msg');
    const accepted = await postOk('track', {
      event: 'Product Added',
      properties: { product_id: 'custom-mailer-box', price: '4.87', quantity: 250 },
      anonymousId,
      timestamp: '2031-06-04T14:59:58.000Z',
      messageId,
      context: { library: { name: '@storefront/analytics' } },
    });

    expect(accepted).toEqual({ success: true, stored: 1, duplicates: 0 });
    expect(await events({ storefrontId: 'boxup', anonymousId })).toEqual([
      {
        storefrontId: 'boxup',
        type: 'track',
        messageId,
        event: 'Product Added',
        name: null,
        userId: null,
        anonymousId,
        properties: { product_id: 'custom-mailer-box', price: '4.87', quantity: 250 },
        traits: {},
        context: { library: { name: '@storefront/analytics' } },
        timestamp: '2031-06-04T14:59:58.000Z',
        sentAt: null,
        receivedAt: START.toISOString(),
      },
    ]);
  });

  it('stores a message id once per store: a repeat is a duplicate', async () => {
    const anonymousId = unique('anon');
    const body = { event: 'Order Completed', anonymousId, messageId: unique('order-completed') };

    expect(await postOk('track', body)).toEqual({ success: true, stored: 1, duplicates: 0 });
    expect(await postOk('track', body)).toEqual({ success: true, stored: 0, duplicates: 1 });
    expect(await events({ anonymousId })).toHaveLength(1);
    // Another store keeps its own ids.
    expect(await postOk('track', body, YBD_KEY)).toEqual({
      success: true,
      stored: 1,
      duplicates: 0,
    });
    expect((await events({ anonymousId })).map((event) => event.storefrontId)).toEqual([
      'boxup',
      'ybd',
    ]);
  });

  it('needs an event name', async () => {
    const response = await post('track', { anonymousId: unique('anon'), properties: {} });

    await expectAnswerMatching(response, 400, {
      title: 'ValidationError',
      errors: [{ path: 'event', message: 'is required' }],
    });
  });

  it('needs a user or anonymous id', async () => {
    const response = await post('track', { event: 'Save Design' });

    await expectAnswerMatching(response, 400, {
      title: 'ValidationError',
      errors: [{ path: 'userId', message: 'userId or anonymousId is required' }],
    });
  });

  it('refuses a timestamp that is not ISO 8601', async () => {
    const response = await post('track', {
      event: 'Save Design',
      anonymousId: unique('anon'),
      timestamp: 'yesterday',
    });

    await expectAnswerMatching(response, 400, {
      title: 'ValidationError',
      errors: [{ path: 'timestamp' }],
    });
  });
});

describe('write keys', () => {
  it('answers 401 for an unknown key and for none, and stores nothing', async () => {
    const anonymousId = unique('anon');
    const body = { event: 'Save Design', anonymousId };

    const unknown = await post('track', body, 'not-a-key');
    await expectAnswer(unknown, 401, { title: 'InvalidWriteKey', detail: 'Unknown write key' });
    const missing = await post('track', body, null);
    await expectAnswerMatching(missing, 401, { title: 'InvalidWriteKey' });
    expect(await events({ anonymousId })).toEqual([]);
  });

  it('answers 401 for an Authorization header that is not Basic', async () => {
    const response = await sandbox.fetch(
      '/analytics/segment/track',
      json(
        'POST',
        { event: 'Save Design', anonymousId: 'a' },
        { Authorization: 'Bearer boxup-sandbox-write-key' },
      ),
    );

    expect(response.status).toBe(401);
  });

  it('accepts the key in the body (for navigator.sendBeacon, which cannot set headers)', async () => {
    const anonymousId = unique('anon');

    await postOk('page', { name: 'Home', anonymousId, writeKey: YBD_KEY }, null);
    expect(await events({ storefrontId: 'ybd', anonymousId })).toMatchObject([
      { type: 'page', name: 'Home' },
    ]);
  });
});

describe('sensitive data', () => {
  const cases: Array<[string, Record<string, unknown>, string]> = [
    ['a password property', { properties: { password: 'Boxes4All!' } }, 'properties.password'],
    [
      'a nested token',
      { properties: { session: { accessToken: 'abc' } } },
      'properties.session.accessToken',
    ],
    ['a card number property', { properties: { card_number: '4111' } }, 'properties.card_number'],
    ['a CVV', { properties: { payment: [{ cvv: '123' }] } }, 'properties.payment.0.cvv'],
    [
      'a payment nonce',
      { properties: { paymentMethodNonce: 'fake' } },
      'properties.paymentMethodNonce',
    ],
    [
      'a JWT value',
      { properties: { note: 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJjdXMifQ.c2ln' } },
      'properties.note',
    ],
    [
      'a card number value',
      { properties: { reference: '4111 1111 1111 1111' } },
      'properties.reference',
    ],
    [
      'a reset ticket in a URL',
      { context: { page: { url: 'https://boxup.example/reset?ticketId=abc' } } },
      'context.page.url',
    ],
  ];

  it.each(cases)(
    'rejects %s with 400 SensitiveDataRejected naming the path',
    async (_, extra, path) => {
      const anonymousId = unique('anon');
      const response = await post('track', { event: 'Save Design', anonymousId, ...extra });

      expect(response.status).toBe(400);
      const body = (await response.json()) as {
        title: string;
        detail: string;
        errors: { path: string }[];
      };
      expect(body.title).toBe('SensitiveDataRejected');
      expect(body.detail.startsWith(`${path}: `)).toBe(true);
      expect(body.errors[0]?.path).toBe(path);
      expect(await events({ anonymousId })).toEqual([]);
    },
  );

  it('rejects a whole batch when one message holds a password, naming it', async () => {
    const anonymousId = unique('anon');
    const response = await post('batch', {
      batch: [
        { type: 'page', name: 'Home', anonymousId },
        { type: 'identify', userId: 'cus_1', anonymousId, traits: { password: 'x' } },
      ],
    });

    await expectAnswerMatching(response, 400, {
      title: 'SensitiveDataRejected',
      errors: [{ path: 'batch.1.traits.password' }],
    });
    expect(await events({ anonymousId })).toEqual([]);
  });

  it('accepts ordinary ecommerce properties (ids, SKUs, decimal prices, order numbers)', async () => {
    const anonymousId = unique('anon');

    await postOk('track', {
      event: 'Order Completed',
      anonymousId,
      properties: {
        order_id: 'ord_V1StGXR8_Z5jdHi6B-myT',
        checkout_id: 'cart-1',
        total: '1347.94',
        coupon: 'SAVE10',
        products: [{ product_id: 'custom-mailer-box', sku: 'CIM-MLR-DSP', quantity: 250 }],
      },
      context: { page: { url: 'https://boxup.example/order-confirmation?orderId=ord_1' } },
    });
  });
});

describe('POST /analytics/segment/identify', () => {
  it('links the anonymous id to the user id (identify after sign-in)', async () => {
    const anonymousId = unique('anon');
    await postOk('page', { name: 'Login', anonymousId });
    await postOk('identify', {
      userId: 'cus_linked',
      anonymousId,
      traits: { email: 'dana@example.com', firstName: 'Dana' },
    });

    const stored = await events({ anonymousId });
    expect(stored.map((event) => [event.type, event.userId, event.anonymousId])).toEqual([
      ['page', null, anonymousId],
      ['identify', 'cus_linked', anonymousId],
    ]);
    expect(stored[1]?.traits).toEqual({ email: 'dana@example.com', firstName: 'Dana' });
  });
});

describe('POST /analytics/segment/batch', () => {
  it('stores every message with the batch context, and skips duplicates inside it', async () => {
    const anonymousId = unique('anon');
    const repeated = unique('msg');
    const accepted = await postOk('batch', {
      batch: [
        { type: 'page', name: 'Cart', anonymousId, properties: { path: '/cart' } },
        { type: 'track', event: 'Checkout Started', anonymousId, messageId: repeated },
        { type: 'track', event: 'Checkout Started', anonymousId, messageId: repeated },
      ],
      context: { storefront: 'boxup' },
      sentAt: '2031-06-04T14:59:59.000Z',
    });

    expect(accepted).toEqual({ success: true, stored: 2, duplicates: 1 });
    const stored = await events({ anonymousId });
    expect(stored.map((event) => [event.type, event.name ?? event.event])).toEqual([
      ['page', 'Cart'],
      ['track', 'Checkout Started'],
    ]);
    expect(stored.every((event) => event.context['storefront'] === 'boxup')).toBe(true);
    expect(stored[0]?.sentAt).toBe('2031-06-04T14:59:59.000Z');
  });

  it('refuses an empty batch and an unknown message type', async () => {
    const empty = await post('batch', { batch: [] });
    await expectAnswerMatching(empty, 400, { errors: [{ path: 'batch' }] });

    const unknown = await post('batch', { batch: [{ type: 'alias', anonymousId: 'a' }] });
    await expectAnswerMatching(unknown, 400, { title: 'ValidationError' });
  });

  it('answers 413 for a body over 500 KB and 400 for one that is not JSON', async () => {
    const big = await post('batch', `{"batch":["${'x'.repeat(MAX_ANALYTICS_BODY_BYTES)}"]}`);
    await expectAnswerMatching(big, 413, { title: 'PayloadTooLarge' });

    const garbled = await post('batch', '{"batch": [');
    await expectAnswerMatching(garbled, 400, { title: 'BadRequest' });
  });
});

describe('GET /analytics/__events', () => {
  it('filters by store and event name', async () => {
    const anonymousId = unique('anon');
    await postOk('batch', {
      batch: [
        { type: 'track', event: 'Product Viewed', anonymousId },
        { type: 'track', event: 'Product Added', anonymousId },
      ],
    });

    const added = await events({ storefrontId: 'boxup', event: 'Product Added', anonymousId });
    expect(added.map((event) => event.event)).toEqual(['Product Added']);
    expect(await events({ storefrontId: 'ybd', anonymousId })).toEqual([]);
  });

  it('answers 404 StorefrontNotFound for an unknown store', async () => {
    const response = await sandbox.fetch('/analytics/__events?storefrontId=nowhere');

    await expectAnswerMatching(response, 404, { title: 'StorefrontNotFound' });
  });

  it('is not mounted when the test routes are off', async () => {
    const closed = await createTestSandbox({ testRoutes: false });
    try {
      const response = await closed.fetch('/analytics/__events');
      await expectAnswerMatching(response, 404, { title: 'NotFound' });
    } finally {
      await closed.close();
    }
  });
});
