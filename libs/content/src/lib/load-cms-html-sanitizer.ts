/**
 * Sanitises one CMS HTML string (see `sanitize-cms-html.ts`).
 *
 * @example
 * const clean: SanitizeCmsHtml = await loadCmsHtmlSanitizer();
 */
export type SanitizeCmsHtml = (html: string) => string;

/**
 * Loads the CMS HTML sanitiser (DOMPurify) with the DOM window of the runtime and returns it.
 * The operations that return CMS HTML load it alongside their query and return their HTML
 * sanitised: DOMPurify is never part of a first load (a page the server rendered hydrates from
 * sanitised data), and a browser loads it only when it reads CMS HTML itself.
 *
 * @example
 * const [{ page }, sanitize] = await Promise.all([client.query(request), loadCmsHtmlSanitizer()]);
 * return page && { ...page, bodyHtml: sanitize(page.bodyHtml) };
 */
export async function loadCmsHtmlSanitizer(): Promise<SanitizeCmsHtml> {
  const { sanitizeCmsHtml, sanitizerWindow } = await import('./sanitize-cms-html');
  const window = await sanitizerWindow();
  return (html) => sanitizeCmsHtml(html, window);
}
