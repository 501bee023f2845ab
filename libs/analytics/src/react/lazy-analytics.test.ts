// @vitest-environment node
import { sandboxPerFile } from '@storefront/sandbox-api/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { memoryStorage } from '@storefront/browser-storage';
import { createAnalytics, type Analytics } from '../lib/create-analytics';
import { SANDBOX_ANALYTICS_ENDPOINT, storedEvents } from '../lib/testing/sink-events';
import { createLazyAnalytics, MAX_WAITING_CALLS, NO_ANALYTICS } from './lazy-analytics';

// The lazy wrapper hands calls to a real client of @storefront/analytics, which sends them to
// the in-process sandbox's sink; what arrived is read back from the sink.

const sandbox = sandboxPerFile();

const problems: unknown[] = [];
afterEach(() => {
  expect(problems.splice(0)).toEqual([]);
});

function client(): Analytics {
  return createAnalytics({
    endpoint: SANDBOX_ANALYTICS_ENDPOINT,
    writeKey: 'ybd-sandbox-write-key',
    storage: memoryStorage(),
    fetch: (url, init) => sandbox.fetch(url, init),
    onError: (error) => problems.push(error),
  });
}

async function sentBy(analytics: Analytics) {
  await analytics.flush();
  const events = await storedEvents(sandbox, {
    storefrontId: 'ybd',
    anonymousId: analytics.getAnonymousId(),
  });
  return events.map((event) => [event.type, event.event ?? event.name, event.userId]);
}

describe('createLazyAnalytics', () => {
  it('keeps calls made before the client loads and hands them over in order', async () => {
    const lazy = createLazyAnalytics();
    const analytics = client();
    lazy.api.track('Product Viewed', { product_id: 'custom-mailer-box' });
    lazy.api.page('Upload Artwork', {}, { kind: 'upload' });
    lazy.api.track('Save Design', { design_id: 'dsg_1' });
    expect(lazy.waitingCount()).toBe(3);

    let loaded!: (client: Analytics) => void;
    lazy.connect(() => new Promise((resolve) => (loaded = resolve)));
    expect(lazy.waitingCount()).toBe(3);
    loaded(analytics);
    await Promise.resolve();
    expect(lazy.waitingCount()).toBe(0);
    lazy.api.track('Product Added', { product_id: 'custom-mailer-box' });

    expect(await sentBy(analytics)).toEqual([
      ['track', 'Product Viewed', null],
      ['page', 'Upload Artwork', null],
      ['track', 'Save Design', null],
      ['track', 'Product Added', null],
    ]);
    lazy.disconnect();
  });

  it('destroys the client it replaces, and one that arrives after it was replaced', async () => {
    const lazy = createLazyAnalytics();
    const first = client();
    let late!: (client: Analytics) => void;
    lazy.connect(() => new Promise((resolve) => (late = resolve)));
    const second = client();
    lazy.connect(() => Promise.resolve(second));
    late(first);
    await Promise.resolve();
    await Promise.resolve();
    lazy.api.track('Save Design', { design_id: 'dsg_2' });
    // The late client was destroyed: it takes no calls, the current one does.
    first.track('Save Design', { design_id: 'dsg_ignored' });
    expect(first.pendingCount()).toBe(0);
    expect(await sentBy(second)).toEqual([['track', 'Save Design', null]]);
    lazy.disconnect();
    second.track('Save Design', { design_id: 'dsg_3' });
    expect(second.pendingCount()).toBe(0);
  });

  it('turns every call into a no-op when the client does not load, and says so', async () => {
    const failures: unknown[] = [];
    const lazy = createLazyAnalytics({ onLoadError: (error) => failures.push(error) });
    lazy.api.page('Home');
    lazy.connect(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));
    await Promise.resolve();
    await Promise.resolve();
    expect(failures).toEqual([new Error('Failed to fetch dynamically imported module')]);
    lazy.api.identify('cus_1');
    lazy.api.reset();
    expect(lazy.waitingCount()).toBe(0);

    // A later connect (the app's settings changed) tries again.
    const analytics = client();
    lazy.connect(() => Promise.resolve(analytics));
    lazy.api.identify('cus_1', { email: 'dana@example.com' });
    await Promise.resolve();
    expect(await sentBy(analytics)).toEqual([['identify', null, 'cus_1']]);
    lazy.disconnect();
  });

  it(`keeps at most ${MAX_WAITING_CALLS} calls while it waits, dropping the oldest`, () => {
    const lazy = createLazyAnalytics();
    for (let index = 0; index < MAX_WAITING_CALLS + 5; index += 1) lazy.api.page(`Page ${index}`);
    expect(lazy.waitingCount()).toBe(MAX_WAITING_CALLS);
  });
});

describe('NO_ANALYTICS', () => {
  it('takes every call and does nothing', () => {
    expect(() => {
      NO_ANALYTICS.page('Cart');
      NO_ANALYTICS.track('Save Design', { design_id: 'dsg_1' });
      NO_ANALYTICS.identify('cus_1');
      NO_ANALYTICS.reset();
    }).not.toThrow();
    expect(Object.isFrozen(NO_ANALYTICS)).toBe(true);
  });
});
