import { createTestSandbox } from '@storefront/sandbox-api/testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fullStoreRoutes } from './routes/full-store-routes';
import { ROUTE_CHUNKS_PATH } from '../lib/routing/route-chunks';
import { routeFor } from './route-chunk-loading';
import type { StoreRoute } from './routes/store-route';
import { homeRoute, notFoundRoute } from './routes/shell-routes';
import { setUpStorefrontSandbox } from './testing/storefront-sandbox';

const sandbox = setUpStorefrontSandbox(createTestSandbox, { asyncUtilTimeout: 5000 });

/**
 * The browser's IntersectionObserver, driven by the test: jsdom has no layout, so the test
 * says when an element comes near the viewport.
 */
class TestIntersectionObserver {
  static instances: TestIntersectionObserver[] = [];
  readonly observed = new Set<Element>();
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    TestIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.observed.clear();
  }
  takeRecords() {
    return [];
  }
  /** The element comes within the observer's root margin of the viewport. */
  approach(element: Element) {
    const entry = { target: element, isIntersecting: true } as IntersectionObserverEntry;
    this.callback([entry], this as unknown as IntersectionObserver);
  }
}

/** A content route whose page load the test can see. */
function spiedRoute(path: string, id: string): StoreRoute & { lazy: ReturnType<typeof vi.fn> } {
  const lazy = vi.fn(async () => ({ Component: () => <h1>{id}</h1> }));
  return { id, path, lazy };
}

/** The browser's idle callbacks, run when the test says the browser is idle. */
let idleCallbacks: IdleRequestCallback[] = [];

function runIdleCallbacks() {
  const callbacks = idleCallbacks;
  idleCallbacks = [];
  for (const callback of callbacks) callback({ didTimeout: false, timeRemaining: () => 50 });
}

beforeEach(() => {
  TestIntersectionObserver.instances = [];
  idleCallbacks = [];
  vi.stubGlobal('IntersectionObserver', TestIntersectionObserver);
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => {
    idleCallbacks.push(callback);
    return idleCallbacks.length;
  });
});
afterEach(() => vi.unstubAllGlobals());

/** The home page, with the view and policy pages' code spied on; its footer's quick links. */
async function renderHomeWithSpiedPages() {
  const view = spiedRoute('/view/:slug', 'view');
  const policy = spiedRoute('/policy/:slug', 'policy');
  await sandbox.render('/', { routes: [homeRoute, view, policy, notFoundRoute] });
  const footer = await screen.findByRole('navigation', { name: 'Quick links' });
  return { view, policy, footer };
}

/**
 * The shared observer, once the browser's first idle period after the page has loaded brought
 * the prefetcher's code (no part of the first load) and the links registered with it.
 */
async function observerAfterIdle(): Promise<TestIntersectionObserver> {
  expect(TestIntersectionObserver.instances).toEqual([]);
  await act(async () => runIdleCallbacks());
  return vi.waitFor(() => {
    const observer = TestIntersectionObserver.instances[0];
    if (observer === undefined) throw new Error('no observer yet');
    return observer;
  });
}

/** The server's route chunk map, or its 404 in development; the requests it had. */
function serveRouteChunks(chunks: Record<string, string[]> | null) {
  const requests: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    requests.push(String(input));
    return chunks === null
      ? new Response('{}', { status: 404 })
      : new Response(JSON.stringify(chunks), { status: 200 });
  });
  return requests;
}

/** The URLs the document asks the browser to download as modules. */
function modulePreloads(): string[] {
  return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
    (link) => new URL(link.href).pathname,
  );
}

afterEach(() => {
  document.head.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove());
});

describe('StoreLink prefetch', () => {
  it('downloads the chunks of a link that comes within 200 px of the viewport, once, when the browser is idle, without running them', async () => {
    const requests = serveRouteChunks({
      '/view/:slug': ['/assets/view-page.js', '/assets/shared.js'],
      '/policy/:slug': ['/assets/policy-page.js'],
    });
    const shared = document.createElement('link');
    shared.rel = 'modulepreload';
    shared.href = '/assets/shared.js';
    document.head.append(shared);
    const { view, policy, footer } = await renderHomeWithSpiedPages();
    const observer = await observerAfterIdle();
    expect(observer.options.rootMargin).toBe('200px');
    const about = within(footer).getByRole('link', { name: 'About' });
    expect(observer.observed.has(about)).toBe(true);

    act(() => observer.approach(about));
    // Not while the page may still be starting: in the browser's next idle period.
    expect(requests).toEqual([]);
    await act(async () => runIdleCallbacks());
    await vi.waitFor(() => expect(modulePreloads()).toContain('/assets/view-page.js'));
    expect(requests).toEqual([ROUTE_CHUNKS_PATH]);
    // The chunk the page already had is not asked for twice; nothing runs yet.
    expect(modulePreloads()).toEqual(['/assets/shared.js', '/assets/view-page.js']);
    expect(view.lazy).not.toHaveBeenCalled();
    expect(policy.lazy).not.toHaveBeenCalled();
    // Seen once, it is no longer watched; other links to the same route load nothing more.
    expect(observer.observed.has(about)).toBe(false);
    act(() => observer.approach(within(footer).getByRole('link', { name: 'Blog' })));
    await act(async () => runIdleCallbacks());
    expect(modulePreloads()).toEqual(['/assets/shared.js', '/assets/view-page.js']);
    expect(requests).toHaveLength(1);
  });

  it('imports the page of a link in view where the server has no chunk map (development)', async () => {
    serveRouteChunks(null);
    const { view, policy, footer } = await renderHomeWithSpiedPages();
    const observer = await observerAfterIdle();
    act(() => observer.approach(within(footer).getByRole('link', { name: 'About' })));
    await act(async () => runIdleCallbacks());
    await vi.waitFor(() => expect(view.lazy).toHaveBeenCalledTimes(1));
    expect(policy.lazy).not.toHaveBeenCalled();
    expect(modulePreloads()).toEqual([]);
  });

  it('downloads the pages of several links in view one per idle period', async () => {
    serveRouteChunks({
      '/view/:slug': ['/assets/view-page.js'],
      '/policy/:slug': ['/assets/policy-page.js'],
    });
    const { footer } = await renderHomeWithSpiedPages();
    const observer = await observerAfterIdle();
    act(() => observer.approach(within(footer).getByRole('link', { name: 'About' })));
    act(() => observer.approach(within(footer).getByRole('link', { name: 'Refund Policy' })));
    await act(async () => runIdleCallbacks());
    await vi.waitFor(() => expect(modulePreloads()).toEqual(['/assets/view-page.js']));
    await act(async () => runIdleCallbacks());
    await vi.waitFor(() =>
      expect(modulePreloads()).toEqual(['/assets/view-page.js', '/assets/policy-page.js']),
    );
  });

  it('imports the page on a hover before the page was idle, bringing the prefetcher along', async () => {
    serveRouteChunks({ '/view/:slug': ['/assets/view-page.js'] });
    const user = userEvent.setup();
    const { view, policy, footer } = await renderHomeWithSpiedPages();
    await user.hover(within(footer).getByRole('link', { name: 'About' }));
    await vi.waitFor(() => expect(view.lazy).toHaveBeenCalledTimes(1));
    expect(policy.lazy).not.toHaveBeenCalled();
    // The links waiting for it are observed now, each downloaded in idle time once in view.
    const observer = TestIntersectionObserver.instances[0];
    expect(
      observer?.observed.has(within(footer).getByRole('link', { name: 'Refund Policy' })),
    ).toBe(true);
  });

  it('imports the page on hover and on keyboard focus, downloaded or not', async () => {
    serveRouteChunks({ '/view/:slug': ['/assets/view-page.js'] });
    const user = userEvent.setup();
    const { view, policy, footer } = await renderHomeWithSpiedPages();
    const observer = await observerAfterIdle();
    act(() => observer.approach(within(footer).getByRole('link', { name: 'About' })));
    await act(async () => runIdleCallbacks());
    await vi.waitFor(() => expect(modulePreloads()).toEqual(['/assets/view-page.js']));
    await user.hover(within(footer).getByRole('link', { name: 'Contact Us' }));
    expect(view.lazy).toHaveBeenCalledTimes(1);
    act(() => within(footer).getByRole('link', { name: 'Refund Policy' }).focus());
    expect(policy.lazy).toHaveBeenCalledTimes(1);
  });

  it('downloads the chunks of the page it navigates to from the map, beside the page itself', async () => {
    const requests = serveRouteChunks({
      '/policy/:slug': ['/assets/policy-page.js', '/assets/policy-parts.js'],
    });
    const user = userEvent.setup();
    const { policy, footer } = await renderHomeWithSpiedPages();
    await user.click(within(footer).getByRole('link', { name: 'Refund Policy' }));
    await vi.waitFor(() =>
      expect(modulePreloads()).toEqual(['/assets/policy-page.js', '/assets/policy-parts.js']),
    );
    expect(policy.lazy).toHaveBeenCalled();
    expect(requests.filter((request) => request === ROUTE_CHUNKS_PATH)).toHaveLength(1);
  });

  it('finds the route of a path, with query, and none for other sites', () => {
    expect(routeFor(fullStoreRoutes, '/view/about?x=1')?.id).toBe('view');
    expect(routeFor(fullStoreRoutes, '/blog/post/thoughtful-usage-and-consumption')?.id).toBe(
      'blog-post',
    );
    expect(routeFor(fullStoreRoutes, '/blog')?.id).toBe('blog');
    expect(routeFor(fullStoreRoutes, '/')?.id).toBe('home');
    expect(routeFor(fullStoreRoutes, 'https://example.com/view/about')).toBeUndefined();
    expect(routeFor(fullStoreRoutes, '//example.com/view/about')).toBeUndefined();
    expect(routeFor(fullStoreRoutes, '/no/such/page')).toBeUndefined();
  });
});

describe('StoreLink navigation', () => {
  it('shows the page of a plain click inside the app, without a document load', async () => {
    serveRouteChunks(null);
    const { footer } = await renderHomeWithSpiedPages();
    const about = within(footer).getByRole('link', { name: 'About' });
    expect(about.getAttribute('href')).toBe('/view/about');

    // `fireEvent` answers false when a handler prevented the browser's own navigation.
    expect(fireEvent.click(about)).toBe(false);
    expect(await screen.findByRole('heading', { level: 1, name: 'view' })).toBeVisible();
  });

  it('leaves a click with a modifier key or another button to the browser (new tab, new window)', async () => {
    serveRouteChunks(null);
    const { footer } = await renderHomeWithSpiedPages();
    const about = within(footer).getByRole('link', { name: 'About' });

    expect(fireEvent.click(about, { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(about, { metaKey: true })).toBe(true);
    expect(fireEvent.click(about, { shiftKey: true })).toBe(true);
    expect(fireEvent.click(about, { button: 1 })).toBe(true);
    expect(screen.queryByRole('heading', { level: 1, name: 'view' })).toBeNull();
  });
});
