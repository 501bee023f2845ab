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
 * sanitised data), and a browser loads it only when it reads CMS HTML itself. With
 * `resolveUrl` (the content client's), image sources are made absolute on the content service.
 *
 * @example
 * const [{ page }, sanitize] = await Promise.all([
 *   client.query(request),
 *   loadCmsHtmlSanitizer(client.resolveUrl),
 * ]);
 * return page && { ...page, bodyHtml: sanitize(page.bodyHtml) };
 */
export async function loadCmsHtmlSanitizer(
  resolveUrl?: (url: string) => string,
): Promise<SanitizeCmsHtml> {
  const { sanitizeCmsHtml, sanitizerWindow } = await import('./sanitize-cms-html');
  const window = await sanitizerWindow();
  return (html) => sanitizeCmsHtml(html, window, resolveUrl);
}
