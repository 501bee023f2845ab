// @vitest-environment node
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { sanitizeCmsHtml, setCmsHtmlWindow } from './sanitize-cms-html';

describe('sanitizeCmsHtml on a server', () => {
  it('refuses to run without a window, then sanitises with the registered one', () => {
    expect(() => sanitizeCmsHtml('<p>Hi</p>')).toThrow(/setCmsHtmlWindow/);
    setCmsHtmlWindow(new JSDOM('').window as unknown as Parameters<typeof setCmsHtmlWindow>[0]);
    expect(sanitizeCmsHtml('<p onclick="steal()">Hi<script>x()</script></p>')).toBe('<p>Hi</p>');
    expect(
      sanitizeCmsHtml('<a href="/view/about">About</a>', {
        resolveLink: (href) => `${href}?linkID=1`,
      }),
    ).toBe('<a href="/view/about?linkID=1" rel="noopener">About</a>');
  });
});
