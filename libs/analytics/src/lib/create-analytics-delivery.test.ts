import { sandboxPerFile } from '@storefront/sandbox-api/testing';
import { describe, expect, it, vi } from 'vitest';
import { ANALYTICS_STORAGE_KEYS } from './analytics-storage';
import { memoryStorage, type KeyValueStorage } from '@storefront/browser-storage';
import { createAnalytics } from './create-analytics';
import { ENDPOINT, WRITE_KEY, sinkPerFile } from './testing/sink-harness';

// The client's delivery against the real sink of the in-process sandbox: the sensitive-data
// guard, retries with back-off, storage across reloads, refused events and write keys, the
// queue limit, and that nothing throws into the app. Delays run on fake timers.

const { sandbox, clients, client, storedFor } = sinkPerFile(sandboxPerFile());

describe('sensitive data', () => {
  it('is left out before sending, so the sink accepts the rest, and reported', async () => {
    const { analytics, errors, requests } = client();

    analytics.identify(`cus_${analytics.getAnonymousId()}`, {
      email: 'dana@example.com',
      password: 'Boxes4All!',
      accessToken: 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJjdXMifQ.c2ln',
    });
    analytics.track('Save Design', {
      design_id: 'dsg_4',
      card_number: '4111 1111 1111 1111',
      note: 'paid with 4111111111111111',
      reference: '4111111111111111',
    } as never);
    analytics.page(
      'Reset Password',
      { url: 'https://boxup.example/reset?ticketId=abc&lang=en' },
      {
        kind: 'upload',
      },
    );
    await analytics.flush();

    expect(requests.every((request) => !JSON.stringify(request.body).includes('Boxes4All!'))).toBe(
      true,
    );
    const events = await storedFor(analytics);
    expect(events.map((event) => event.type)).toEqual(['identify', 'track', 'page']);
    expect(events[0]?.traits).toEqual({ email: 'dana@example.com' });
    expect(events[1]?.properties).toEqual({
      design_id: 'dsg_4',
      note: 'paid with 4111111111111111',
    });
    expect(events[2]?.properties['url']).toBe('https://boxup.example/reset?lang=en');
    expect(errors.map((error) => [error.reason, error.paths])).toEqual([
      ['SensitiveDataRemoved', ['traits.password', 'traits.accessToken']],
      ['SensitiveDataRemoved', ['properties.card_number', 'properties.reference']],
      ['SensitiveDataRemoved', ['properties.url']],
    ]);
  });
});

describe('delivery', () => {
  it('retries with exponential back-off and loses nothing', async () => {
    let failuresLeft = 2;
    const { analytics, errors, requests } = client({
      fetch: (url, init) => {
        if (failuresLeft > 0) {
          failuresLeft -= 1;
          return failuresLeft === 1
            ? Promise.reject(new TypeError('Failed to fetch'))
            : Promise.resolve(new Response('{}', { status: 503 }));
        }
        return sandbox.fetch(url, init);
      },
    });

    analytics.track('Product Viewed', { product_id: 'custom-mailer-box' });
    await vi.advanceTimersByTimeAsync(0);
    expect(requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(requests).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(requests).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    await analytics.flush();

    expect(requests).toHaveLength(3);
    expect(await storedFor(analytics)).toHaveLength(1);
    expect(analytics.pendingCount()).toBe(0);
    expect(errors.map((error) => error.reason)).toEqual(['DeliveryDelayed']);
  });

  it('keeps unsent events in storage, and a reloaded page sends them', async () => {
    const storage = memoryStorage();
    const offline = client({ storage, fetch: () => Promise.reject(new TypeError('offline')) });
    offline.analytics.track('Product Added', { product_id: 'custom-mailer-box', quantity: 250 });
    await vi.advanceTimersByTimeAsync(0);
    expect(storage.getItem(ANALYTICS_STORAGE_KEYS.queue)).toContain('Product Added');
    offline.analytics.destroy();

    const reloaded = client({ storage });
    await vi.advanceTimersByTimeAsync(0);
    await reloaded.analytics.flush();

    expect((await storedFor(reloaded.analytics)).map((event) => event.event)).toEqual([
      'Product Added',
    ]);
    expect(storage.getItem(ANALYTICS_STORAGE_KEYS.queue)).toBeNull();
  });

  it('sends the events of a refused batch one by one and drops only the bad one', async () => {
    const { analytics, errors, requests } = client();

    analytics.track('Product Viewed', { product_id: 'first' });
    analytics.track('x'.repeat(201) as 'Save Design', { design_id: 'dsg_5' });
    analytics.track('Product Viewed', { product_id: 'third' });
    await analytics.flush();

    expect(requests.map((request) => request.url.split('/').at(-1))).toEqual([
      'batch',
      'track',
      'track',
      'track',
    ]);
    expect((await storedFor(analytics)).map((event) => event.properties['product_id'])).toEqual([
      'first',
      'third',
    ]);
    expect(errors.map((error) => [error.reason, error.status])).toEqual([['EventRejected', 400]]);
  });

  it('drops events the sink refuses for an unknown write key, and says so', async () => {
    const { analytics, errors } = client({ writeKey: 'not-a-key' });

    analytics.track('Product Viewed', { product_id: 'custom-mailer-box' });
    await analytics.flush();

    expect(errors.map((error) => [error.reason, error.status])).toEqual([
      ['WriteKeyRejected', 401],
    ]);
    expect(analytics.pendingCount()).toBe(0);
  });

  it('sends a waiting page event with keepalive when the page is hidden', async () => {
    const { analytics, requests } = client();

    analytics.page('Order Confirmation');
    window.dispatchEvent(new Event('pagehide'));
    await analytics.flush();

    expect(requests.map((request) => [request.url.split('/').at(-1), request.keepalive])).toEqual([
      ['page', true],
    ]);
    expect((await storedFor(analytics)).map((event) => event.name)).toEqual(['Order Confirmation']);
  });

  it('keeps sending after the page was hidden or flushed with nothing to send', async () => {
    const { analytics, errors } = client();

    window.dispatchEvent(new Event('pagehide'));
    document.dispatchEvent(new Event('visibilitychange'));
    await analytics.flush();
    analytics.track('Save Design', { design_id: 'dsg_after_hidden' });
    await vi.waitFor(() => expect(analytics.pendingCount()).toBe(0));

    expect((await storedFor(analytics)).map((event) => event.event)).toEqual(['Save Design']);
    expect(errors).toEqual([]);
  });

  it('drops the oldest events beyond maxQueueSize', async () => {
    const { analytics, errors } = client({
      maxQueueSize: 2,
      fetch: () => Promise.reject(new TypeError('offline')),
    });

    analytics.track('Product Viewed', { product_id: 'a' });
    await vi.advanceTimersByTimeAsync(0);
    analytics.track('Product Viewed', { product_id: 'b' });
    analytics.track('Product Viewed', { product_id: 'c' });

    expect(analytics.pendingCount()).toBe(2);
    expect(errors.map((error) => [error.reason, error.count])).toEqual([
      ['DeliveryDelayed', 1],
      ['QueueOverflow', 1],
    ]);
  });
});

describe('never throws into the app', () => {
  it('survives a broken storage, a throwing fetch and error handler, and cyclic properties', async () => {
    const broken: KeyValueStorage = {
      getItem: () => {
        throw new Error('storage disabled');
      },
      setItem: () => {
        throw new Error('storage disabled');
      },
      removeItem: () => {
        throw new Error('storage disabled');
      },
    };
    const analytics = createAnalytics({
      endpoint: ENDPOINT,
      writeKey: WRITE_KEY,
      storage: broken,
      fetch: () => {
        throw new Error('no network stack');
      },
      onError: () => {
        throw new Error('handler failed');
      },
    });
    clients.push(analytics);
    const cyclic: Record<string, unknown> = { product_id: 'a' };
    cyclic['self'] = cyclic;

    expect(() => {
      analytics.identify('cus_1');
      analytics.page('Home', {}, { kind: 'upload' });
      analytics.track('Product Viewed', cyclic as never);
      analytics.reset();
      analytics.getAnonymousId();
      analytics.getUserId();
    }).not.toThrow();
    await expect(analytics.flush()).resolves.toBeUndefined();
  });
});
