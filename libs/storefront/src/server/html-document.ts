import type { RenderedPage } from './render-page';

/** Where the server writes the page's head tags in the app's `index.html`. */
export const HEAD_MARKER = '<!--storefront-head-->';
/** Where the server writes the rendered app (inside `#root`). */
export const APP_MARKER = '<!--storefront-app-->';

/** The app's `index.html` around its two markers. */
export interface HtmlTemplate {
  /** From `<!doctype html>` to the head marker. */
  beforeHead: string;
  /** From the head marker to the app marker (rest of head, `<body>`, `<div id="root">`). */
  beforeApp: string;
  /** From the app marker to the end (`</div>`, scripts, `</body></html>`). */
  afterApp: string;
}

/**
 * Splits a brand app's `index.html` at its markers; throws when one is missing, so a template
 * without them fails at start-up, not on the first request.
 *
 * @example
 * parseHtmlTemplate(readFileSync('dist/index.html', 'utf8'));
 */
export function parseHtmlTemplate(html: string): HtmlTemplate {
  const head = html.indexOf(HEAD_MARKER);
  const app = html.indexOf(APP_MARKER);
  if (head < 0 || app < head) {
    throw new Error(`index.html needs ${HEAD_MARKER} in <head> and ${APP_MARKER} in #root.`);
  }
  return {
    beforeHead: html.slice(0, head),
    beforeApp: html.slice(head + HEAD_MARKER.length, app),
    afterApp: html.slice(app + APP_MARKER.length),
  };
}

/** `<html lang="…">` set to the page's culture. */
function withLanguage(html: string, culture: string): string {
  return html.replace(/<html([^>]*?)\slang="[^"]*"/, `<html$1 lang="${culture}"`);
}

/** Adds the CSP nonce to every `<script>` of the template (Vite's entry and preloads). */
function withNonce(html: string, nonce: string | undefined): string {
  return nonce === undefined ? html : html.replace(/<script(?=[\s>])/g, `<script nonce="${nonce}"`);
}

/**
 * The page's HTML document as a stream: the template's head with the page's head tags, then
 * the app's HTML as React streams it into `#root`, then the template's end with the state
 * script before `</body>`. The first bytes leave before the app has finished rendering.
 *
 * @example
 * new Response(htmlDocument(template, page, headTags), { status: page.status });
 */
export function htmlDocument(
  template: HtmlTemplate,
  page: RenderedPage,
  headTags: string,
  nonce?: string,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const start = withNonce(
    withLanguage(template.beforeHead, page.culture) + headTags + template.beforeApp,
    nonce,
  );
  // The state script sits outside #root (React owns everything inside it) before </body>.
  const after = withNonce(template.afterApp, nonce);
  const bodyEnd = after.lastIndexOf('</body>');
  const end =
    bodyEnd < 0
      ? after + page.stateScript
      : after.slice(0, bodyEnd) + page.stateScript + after.slice(bodyEnd);
  const reader = page.body.getReader();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(start));
    },
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) {
        controller.enqueue(encoder.encode(end));
        controller.close();
        return;
      }
      controller.enqueue(value);
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
}
