import { afterEach, describe, expect, it, vi } from 'vitest';
import { sanitizeCmsHtml, setCmsHtmlWindow } from './sanitize-cms-html';

// A server has no global window: it registers one (the storefront server's jsdom window).
// Here the test environment's window stands in for it while the global one is hidden.
afterEach(() => vi.unstubAllGlobals());

describe('sanitizeCmsHtml on a server', () => {
  it('refuses to run without a window, then sanitises with the registered one', () => {
    const domWindow = window;
    vi.stubGlobal('window', undefined);
    expect(() => sanitizeCmsHtml('<p>Hi</p>')).toThrow(/setCmsHtmlWindow/);
    setCmsHtmlWindow(domWindow as unknown as Parameters<typeof setCmsHtmlWindow>[0]);
    expect(sanitizeCmsHtml('<p onclick="steal()">Hi<script>x()</script></p>')).toBe('<p>Hi</p>');
    expect(
      sanitizeCmsHtml('<a href="/view/about">About</a>', {
        resolveLink: (href) => `${href}?linkID=1`,
      }),
    ).toBe('<a href="/view/about?linkID=1" rel="noopener">About</a>');
  });
});
