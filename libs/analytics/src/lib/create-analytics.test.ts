import { sandboxPerFile } from '@storefront/sandbox-api/testing';
import { describe, expect, it, vi } from 'vitest';
import { ANALYTICS_STORAGE_KEYS } from './analytics-storage';
import { memoryStorage } from '@storefront/browser-storage';
import { ANALYTICS_LIBRARY } from './create-analytics';
import { ENDPOINT, NOW, sinkPerFile } from './testing/sink-harness';

// The client against the real sink of the in-process sandbox: ids, page and track events,
// identify and reset. Delays run on fake timers (setTimeout only); `flush()` waits for requests
// in flight. Delivery, the sensitive-data guard and failures: create-analytics-delivery.test.ts.

const { client, stored, storedFor } = sinkPerFile(sandboxPerFile());

describe('ids in storage', () => {
  it('creates a 21-character anonymous id once, under ajs_anonymous_id', () => {
    const { analytics, storage } = client();

    const id = analytics.getAnonymousId();

    expect(id).toMatch(/^[\w-]{21}$/);
    expect(storage.getItem('ajs_anonymous_id')).toBe(id);
    expect(analytics.getAnonymousId()).toBe(id);
    expect(analytics.getUserId()).toBeNull();
  });

  it('reads ids analytics.js stored JSON-encoded', () => {
    const storage = memoryStorage({
      ajs_anonymous_id: '"anon-from-analytics-js"',
      ajs_user_id: '"cus_1"',
    });
    const { analytics } = client({ storage });

    expect(analytics.getAnonymousId()).toBe('anon-from-analytics-js');
    expect(analytics.getUserId()).toBe('cus_1');
  });
});

describe('page()', () => {
  it('sends a page event after 1000 ms, with the page it was on', async () => {
    const { analytics } = client({ context: { storefront: 'boxup' } });
    document.title = 'Cart | BoxUp';

    analytics.page('Cart', { step: 'viewCart' });
    await vi.advanceTimersByTimeAsync(999);
    expect(analytics.pendingCount()).toBe(1);
    expect(await storedFor(analytics)).toEqual([]);

    await vi.advanceTimersByTimeAsync(1);
    await analytics.flush();
    const [page, ...others] = await storedFor(analytics);
    expect(others).toEqual([]);
    expect(page).toMatchObject({
      storefrontId: 'boxup',
      type: 'page',
      name: 'Cart',
      userId: null,
      anonymousId: analytics.getAnonymousId(),
      timestamp: NOW.toISOString(),
      properties: {
        name: 'Cart',
        step: 'viewCart',
        path: location.pathname,
        url: location.href,
        title: 'Cart | BoxUp',
      },
      context: { storefront: 'boxup', library: ANALYTICS_LIBRARY },
    });
    expect(analytics.pendingCount()).toBe(0);
  });

  it('lets a newer page event within the delay replace the waiting one', async () => {
    const { analytics } = client();

    analytics.page('Home');
    await vi.advanceTimersByTimeAsync(500);
    analytics.page('Shop All Boxes');
    await vi.advanceTimersByTimeAsync(999);
    expect(await storedFor(analytics)).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await analytics.flush();

    expect((await storedFor(analytics)).map((event) => event.name)).toEqual(['Shop All Boxes']);
  });

  it.each(['upload', 'proof-click'] as const)(
    'sends %s page events at once (0 ms), replacing a waiting one',
    async (kind) => {
      const { analytics, requests } = client();

      analytics.page('Product');
      analytics.page('Artwork', { step: kind }, { kind });

      expect(vi.getTimerCount()).toBe(0);
      await vi.advanceTimersByTimeAsync(0);
      await analytics.flush();
      expect(requests).toHaveLength(1);
      expect((await storedFor(analytics)).map((event) => event.name)).toEqual(['Artwork']);
    },
  );
});

describe('track()', () => {
  it('sends the storefront events with Segment ecommerce properties, money as decimal strings', async () => {
    const { analytics } = client();
    const product = {
      product_id: 'custom-mailer-box',
      sku: 'CIM-MLR-DSP',
      name: 'Custom Mailer Box',
      category: 'Mailer Boxes',
      variant: '9 x 6 x 3 / Outside only / Kraft',
      price: { cents: 487 },
      quantity: 250,
    };

    analytics.track('Product Viewed', { ...product, value: { cents: 121750 } });
    analytics.track('Product Added', { ...product, cart_id: 'cart-1' });
    analytics.track('Checkout Started', {
      order_id: 'cart-1',
      value: { cents: 134794 },
      revenue: { cents: 121750 },
      shipping: { cents: 1500 },
      tax: { cents: 11544 },
      coupon: 'SAVE10',
      products: [product],
    });
    analytics.track('Order Completed', {
      order_id: `ord_${analytics.getAnonymousId()}`,
      checkout_id: 'cart-1',
      total: { amount: 13479400n, scale: 4, currency: 'USD' },
      revenue: { cents: 121750n },
      products: [product],
    });
    analytics.track('Save Design', {
      design_id: 'dsg_1',
      design_name: 'Spring mailer',
      product_id: 'custom-mailer-box',
      is_new: true,
    });
    await analytics.flush();

    const events = await storedFor(analytics);
    expect(events.map((event) => event.event)).toEqual([
      'Product Viewed',
      'Product Added',
      'Checkout Started',
      'Order Completed',
      'Save Design',
    ]);
    const sentProduct = { ...product, price: '4.87' };
    expect(events[0]?.properties).toEqual({ ...sentProduct, value: '1217.50', currency: 'USD' });
    expect(events[1]?.properties).toEqual({ ...sentProduct, cart_id: 'cart-1', currency: 'USD' });
    expect(events[2]?.properties).toEqual({
      order_id: 'cart-1',
      value: '1347.94',
      revenue: '1217.50',
      shipping: '15.00',
      tax: '115.44',
      coupon: 'SAVE10',
      currency: 'USD',
      products: [sentProduct],
    });
    expect(events[3]?.properties).toMatchObject({ total: '1347.94', revenue: '1217.50' });
    expect(events[3]?.messageId).toBe(`order-completed-ord_${analytics.getAnonymousId()}`);
    expect(events[4]?.properties).toEqual({
      design_id: 'dsg_1',
      design_name: 'Spring mailer',
      product_id: 'custom-mailer-box',
      is_new: true,
    });
  });

  it('uses the event currency for amounts given in cents', async () => {
    const { analytics } = client();

    analytics.track('Product Added', {
      product_id: 'faltkarton',
      price: { cents: 99 },
      currency: 'EUR',
    });
    await analytics.flush();

    expect((await storedFor(analytics))[0]?.properties).toEqual({
      product_id: 'faltkarton',
      price: '0.99',
      currency: 'EUR',
    });
  });

  it('stores Order Completed once however often the confirmation page sends it', async () => {
    const { analytics } = client();
    const order = {
      order_id: `ord_${analytics.getAnonymousId()}`,
      total: { cents: 100 },
      products: [{ product_id: 'sample-mailer-box' }],
    };

    analytics.track('Order Completed', order);
    await analytics.flush();
    analytics.track('Order Completed', order);
    await analytics.flush();

    expect(await storedFor(analytics)).toHaveLength(1);
  });

  it('does not send an event without what it needs, and says why', async () => {
    const { analytics, errors, requests } = client();

    analytics.track('Order Completed', { total: { cents: 100 }, products: [] } as never);
    analytics.track('Product Added', { product_id: 'custom-mailer-box', price: { cents: 4.87 } });
    await analytics.flush();

    expect(errors.map((error) => [error.reason, error.paths])).toEqual([
      ['InvalidEvent', ['properties.order_id']],
      ['InvalidEvent', ['properties.price']],
    ]);
    expect(requests).toHaveLength(1);
    expect((await storedFor(analytics)).map((event) => event.properties)).toEqual([
      { product_id: 'custom-mailer-box' },
    ]);
  });

  it('sends events of one task in one batch request', async () => {
    const { analytics, requests } = client();

    analytics.track('Product Viewed', { product_id: 'a' });
    analytics.track('Product Viewed', { product_id: 'b' });
    analytics.track('Product Viewed', { product_id: 'c' });
    await analytics.flush();

    expect(requests.map((request) => request.url)).toEqual([`${ENDPOINT}/segment/batch`]);
    expect(requests[0]?.body['batch']).toHaveLength(3);
    expect(await storedFor(analytics)).toHaveLength(3);
  });
});

describe('identify() and reset()', () => {
  it('links the anonymous id to the customer after sign-in (segment/identify)', async () => {
    const { analytics, storage, requests } = client();
    const anonymousId = analytics.getAnonymousId();
    const customerId = `cus_${anonymousId}`;

    analytics.page('Login', {}, { kind: 'upload' });
    await analytics.flush();
    analytics.identify(customerId, { email: 'dana@example.com', firstName: 'Dana' });
    analytics.track('Save Design', { design_id: 'dsg_2' });
    await analytics.flush();

    expect(storage.getItem(ANALYTICS_STORAGE_KEYS.userId)).toBe(customerId);
    expect(requests.map((request) => request.url)).toEqual([
      `${ENDPOINT}/segment/page`,
      `${ENDPOINT}/segment/identify`,
      `${ENDPOINT}/segment/track`,
    ]);
    const events = await stored({ anonymousId });
    expect(events.map((event) => [event.type, event.userId, event.anonymousId])).toEqual([
      ['page', null, anonymousId],
      ['identify', customerId, anonymousId],
      ['track', customerId, anonymousId],
    ]);
    expect(events[1]?.traits).toEqual({ email: 'dana@example.com', firstName: 'Dana' });
  });

  it('starts a new anonymous id and forgets the user on reset (sign-out)', async () => {
    const { analytics, storage } = client();
    const before = analytics.getAnonymousId();
    analytics.identify(`cus_${before}`);

    analytics.reset();
    analytics.track('Save Design', { design_id: 'dsg_3' });
    await analytics.flush();

    const after = analytics.getAnonymousId();
    expect(after).not.toBe(before);
    expect(storage.getItem(ANALYTICS_STORAGE_KEYS.userId)).toBeNull();
    expect((await stored({ anonymousId: after })).map((event) => event.userId)).toEqual([null]);
    expect((await stored({ anonymousId: before })).map((event) => event.type)).toEqual([
      'identify',
    ]);
  });

  it('refuses an empty user id', () => {
    const { analytics, errors } = client();

    analytics.identify('  ');

    expect(errors.map((error) => error.reason)).toEqual(['InvalidEvent']);
    expect(analytics.getUserId()).toBeNull();
  });
});
