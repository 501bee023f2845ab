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

/** A `<link rel="stylesheet">` of a local file, and the file's path from the site's root. */
const LOCAL_STYLESHEET = /<link\b(?=[^>]*\brel="stylesheet")[^>]*\bhref="\/([^"]+\.css)"[^>]*>/g;

/**
 * The template with each local stylesheet's `<link>` replaced by a `<style>` holding the file
 * (`readAsset` reads it by its path from the site's root). The page then paints from its
 * document alone: on a phone the stylesheet was a second round trip before the first paint,
 * and the browser held the paint until the entry script had run (Lighthouse, mobile: LCP render
 * delay 1.1–1.7 s). Each document carries the styles (≈ 10 KiB gzip); in-app navigation loads
 * no document, so a shopper pays it once per visit.
 *
 * @example
 * inlineStylesheets(html, (path) => readFileSync(join(clientDir, path), 'utf8'));
 */
export function inlineStylesheets(html: string, readAsset: (path: string) => string): string {
  return html.replace(LOCAL_STYLESHEET, (_link, path: string) => {
    // `</style` inside the CSS (a string or a comment) would end the element early.
    const css = readAsset(path).replace(/<\/style/gi, '<\\/style');
    // The link stays, disabled (never fetched), so Vite's preload helper, which looks for the
    // document's stylesheets among its links, does not load it again beside a lazy chunk.
    return `<style>${css}</style><link rel="stylesheet" href="/${path}" disabled>`;
  });
}

/** The build's entry: a module script of a local file. */
const ENTRY_SCRIPT = /<script\b(?=[^>]*\btype="module")[^>]*\bsrc="(\/[^"]+\.js)"[^>]*><\/script>/g;

/** A module preload of a local file in the built `index.html`: one of the entry's imports. */
const ENTRY_IMPORT_PRELOAD = /<link rel="modulepreload"[^>]*\bhref="(\/[^"]+\.js)"[^>]*>\s*/g;

/**
 * The template with the entry script loaded once the server's HTML has painted with its main
 * image: the page's high-priority images (the hero, the product's photo, the first grid card)
 * decode, a frame paints, then the entry is imported, with the chunks it imports (the build's
 * module preloads in `index.html`: the app's chunk and the runtime) at once beside it. The
 * page's own chunks are already downloading at low priority (the server's module preloads), so
 * the hydration follows the paint by one round of requests. The app's chunk is not preloaded
 * from the head: Lighthouse's simulated slow 4G counts a preload as sharing the bandwidth with
 * the main image whatever its priority (LCP 1.2 → 2.1 s when the 118 KiB chunk was one).
 *
 * A deferred module script runs as soon as the document is parsed: when the entry arrived early
 * (a fast connection, the browser's cache) its evaluation and the hydration held the paint of a
 * page that was already there in HTML, and on a slow link its 125 KiB shared the bandwidth
 * with the main image (Lighthouse, mobile, median of 5: FCP 1.77 → 0.84–0.91 s;
 * LCP 2.1–2.3 → 1.2–1.7 s).
 * After a second it starts anyway: an image that is slow to arrive, or a hidden tab, which
 * paints no frame.
 *
 * @example
 * hydrateAfterFirstPaint('<script type="module" crossorigin src="/assets/index-C8.js"></script>');
 * // '<script type="module">…import("/assets/index-C8.js")…</script>'
 */
export function hydrateAfterFirstPaint(html: string): string {
  const entryImports: string[] = [];
  return html
    .replace(ENTRY_IMPORT_PRELOAD, (_link, href: string) => {
      entryImports.push(href);
      return '';
    })
    .replace(ENTRY_SCRIPT, (_script, src: string) => {
      const urls = JSON.stringify([...entryImports, src]);
      return (
        `<script type="module">let s=0;const h=()=>s++||${urls}.forEach(u=>import(u));` +
        `Promise.all([...document.querySelectorAll('img[fetchpriority=high]')]` +
        `.map(i=>i.decode().catch(()=>{})))` +
        `.then(()=>requestAnimationFrame(()=>setTimeout(h)));setTimeout(h,1e3)</script>`
      );
    });
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
