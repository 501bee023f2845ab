// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';

// A server has no global window: the CMS HTML sanitiser uses the one the server registered
// (the storefront's page renderer registers a jsdom window), else a jsdom window of its own,
// which it registers so `CmsHtml` can resolve links when that server renders. Each test loads
// the modules afresh: the registered window is module state.
beforeEach(() => vi.resetModules());

/** A fresh jsdom window (jsdom ships no types; the one class used is typed here). */
async function jsdomWindow(): Promise<object> {
  const jsdom = 'jsdom';
  const { JSDOM } = (await import(/* @vite-ignore */ jsdom)) as {
    JSDOM: new (html: string) => { window: object };
  };
  return new JSDOM('').window;
}

async function modules() {
  const { cmsHtmlWindow, setCmsHtmlWindow } = await import('./cms-html-window');
  const { loadCmsHtmlSanitizer } = await import('./load-cms-html-sanitizer');
  const { resolveCmsLinks } = await import('./resolve-cms-links');
  return { cmsHtmlWindow, setCmsHtmlWindow, loadCmsHtmlSanitizer, resolveCmsLinks };
}

describe('CMS HTML on a server', () => {
  it('sanitises with the window the server registered', async () => {
    const { cmsHtmlWindow, setCmsHtmlWindow, loadCmsHtmlSanitizer } = await modules();
    expect(globalThis.window).toBeUndefined();
    const registered = (await jsdomWindow()) as Parameters<typeof setCmsHtmlWindow>[0];
    setCmsHtmlWindow(registered);
    const sanitize = await loadCmsHtmlSanitizer();
    expect(sanitize('<p onclick="steal()">Hi<script>x()</script></p>')).toBe('<p>Hi</p>');
    expect(cmsHtmlWindow()).toBe(registered);
  });

  it('makes and registers a jsdom window when the server registered none', async () => {
    const { cmsHtmlWindow, loadCmsHtmlSanitizer, resolveCmsLinks } = await modules();
    expect(() => resolveCmsLinks('<a href="/view/about">About</a>', (href) => href)).toThrow(
      /setCmsHtmlWindow/,
    );
    const sanitize = await loadCmsHtmlSanitizer();
    expect(cmsHtmlWindow()).toBeDefined();
    const clean = sanitize('<a href="/view/about" onmouseover="x()">About</a><script>x()</script>');
    expect(clean).toBe('<a href="/view/about" rel="noopener">About</a>');
    expect(resolveCmsLinks(clean, (href) => `${href}?linkID=1`)).toBe(
      '<a href="/view/about?linkID=1" rel="noopener">About</a>',
    );
  });
});
