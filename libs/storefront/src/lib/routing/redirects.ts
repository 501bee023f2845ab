/**
 * Permanent (301) redirects of the storefront: the sample URLs of the commerce document
 * (`/product/mailer-box-sample`, …) to the sample pages the product service knows. One table,
 * read by the apps' servers (`storefrontRedirectsPlugin` for `vite` and `vite preview`), by the
 * client router (a replace-redirect for in-app navigation) and by the link resolver (links
 * point straight at the target). `/product/shipping-box-sample` is both the document's URL and
 * the sample page's, so it is not redirected.
 *
 * @example
 * PERMANENT_REDIRECTS['/product/mailer-box-sample']; // '/product/custom-mailer-box-sample'
 */
export const PERMANENT_REDIRECTS: Readonly<Record<string, string>> = Object.freeze({
  '/product/mailer-box-sample': '/product/custom-mailer-box-sample',
  '/product/square-mailer-box-sample': '/product/custom-square-mailer-box-sample',
  '/product/gable-box-sample': '/product/custom-gable-box-sample',
  '/product/gift-mailer-box-sample': '/product/custom-gift-mailer-box-sample',
  '/product/document-mailer-box-sample': '/product/custom-document-mailer-box-sample',
});

/**
 * The target of a permanent redirect for a path (with optional query and hash, which the
 * target keeps), or `null` when the path is not redirected. A trailing slash is ignored.
 *
 * @example
 * permanentRedirectFor('/product/gable-box-sample?linkID=SR-1'); // '/product/custom-gable-box-sample?linkID=SR-1'
 * permanentRedirectFor('/cart'); // null
 */
export function permanentRedirectFor(href: string): string | null {
  const match = /^([^?#]*)(.*)$/s.exec(href);
  const pathname = match?.[1] ?? href;
  const rest = match?.[2] ?? '';
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const target = Object.hasOwn(PERMANENT_REDIRECTS, normalised)
    ? PERMANENT_REDIRECTS[normalised]
    : undefined;
  return target === undefined ? null : `${target}${rest}`;
}
