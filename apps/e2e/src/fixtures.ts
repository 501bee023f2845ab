import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';

// Every journey imports `test` and `expect` from here instead of '@playwright/test': the pages
// are rendered on the server and hydrated in the browser, and a hydration mismatch must fail
// the journey that met it (issue 15), whatever the journey itself asserts.

export { expect };
export type { APIResponse, Download, Locator, Page } from '@playwright/test';

/** React's words for a failed or mismatched hydration, in development and production builds. */
const HYDRATION_PROBLEM =
  /hydrat|did not match|didn't match|Minified React error #(?:418|423|425)\b|react\.dev\/errors\/(?:418|423|425)\b/i;

/** One console error or warning, or one uncaught error, of a page of the test. */
export interface BrowserMessage {
  kind: 'error' | 'warning' | 'pageerror';
  url: string;
  text: string;
}

/** Whether a console message or uncaught error is React reporting a hydration problem. */
export function isHydrationProblem(text: string): boolean {
  return HYDRATION_PROBLEM.test(text);
}

/** Collects the console errors and warnings and the uncaught errors of every page of a context. */
function collectBrowserMessages(context: BrowserContext): BrowserMessage[] {
  const messages: BrowserMessage[] = [];
  context.on('console', (message) => {
    const kind = message.type();
    if (kind !== 'error' && kind !== 'warning') return;
    messages.push({ kind, url: message.page()?.url() ?? '', text: message.text() });
  });
  context.on('weberror', (webError) => {
    const error = webError.error();
    messages.push({
      kind: 'pageerror',
      url: webError.page()?.url() ?? '',
      text: `${error.message}\n${error.stack ?? ''}`,
    });
  });
  return messages;
}

/** Whether the app is interactive: it marks `<html data-hydrated>` once hydration committed. */
function isHydrated(): boolean {
  return document.documentElement.dataset['hydrated'] === 'true';
}

/**
 * Waits until React has taken over the server-rendered page. Before that a click on a link
 * loads the next page from the server and a click on a button does nothing, so a step that
 * needs the single-page app waits for this first.
 *
 * @example
 * await page.goto(url);
 * await hydrated(page);
 */
export async function hydrated(page: Page, timeout = 15_000): Promise<void> {
  await page.waitForFunction(isHydrated, undefined, { timeout });
}

/**
 * Gives a page whose test has ended the time to finish hydrating, so a mismatch that React
 * reports after the test's last step still reaches the console: it waits (bounded) for the
 * app's `data-hydrated` mark, then for the browser to be idle once. Pages without a
 * server-rendered `#root` (the sandbox, blank pages) and closed or navigating pages are left
 * alone.
 */
async function letHydrationFinish(page: Page): Promise<void> {
  if (page.isClosed()) return;
  try {
    const rendered = await page.evaluate(
      () => (document.getElementById('root')?.childElementCount ?? 0) > 0,
    );
    if (!rendered) return;
    await hydrated(page, 5_000);
    await page.evaluate(
      () => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 1_000 })),
    );
  } catch {
    // Not hydrated in time or navigated away: nothing more to wait for.
  }
}

/**
 * After a full page load of a server-rendered storefront page, waits until the app is
 * interactive: a click before hydration is lost (a button does nothing, a form submits to the
 * server), which no shopper script would wait out. Other pages (the sandbox) are left alone.
 */
async function untilInteractive(page: Page): Promise<void> {
  try {
    const serverRendered = await page.evaluate(
      () => document.getElementById('storefront-state') !== null,
    );
    if (serverRendered) await hydrated(page);
  } catch {
    // Closed, navigated away, or not hydrated in time: the test's own steps report it.
  }
}

/** Makes `goto` and `reload` of a page resolve once the storefront has hydrated. */
function waitForHydrationAfterLoads(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = (async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    await untilInteractive(page);
    return response;
  }) as Page['goto'];
  page.reload = (async (...args: Parameters<Page['reload']>) => {
    const response = await reload(...args);
    await untilInteractive(page);
    return response;
  }) as Page['reload'];
}

export const test = base.extend({
  // Overriding `context` watches every page a test opens (`page` and `context.newPage()`)
  // without making tests that only use `request` start a browser.
  // (`provide` is Playwright's `use`, named so the React hooks rule leaves it alone.)
  context: async ({ context, javaScriptEnabled }, provide, testInfo) => {
    const messages = collectBrowserMessages(context);
    if (javaScriptEnabled !== false) context.on('page', waitForHydrationAfterLoads);
    await provide(context);
    if (javaScriptEnabled !== false) {
      await Promise.all(context.pages().map(letHydrationFinish));
    }
    if (messages.length > 0) {
      await testInfo.attach('browser-console.txt', {
        body: messages.map(({ kind, url, text }) => `[${kind}] ${url}\n${text}`).join('\n\n'),
        contentType: 'text/plain',
      });
    }
    const hydration = messages.filter(({ text }) => isHydrationProblem(text));
    expect(
      hydration.map(({ kind, url, text }) => `[${kind}] ${url}: ${text.split('\n')[0]}`),
      'React hydration errors or warnings in the browser console',
    ).toEqual([]);
  },
});
