import { useMemo, type ElementType } from 'react';
import { resolveCmsLinks, type ResolveCmsLink } from '../lib/resolve-cms-links';

export interface CmsHtmlProps {
  /**
   * CMS HTML as this library's operations return it (`getPage`, `usePage`, `getProductDetails`,
   * …): already sanitised. It is rendered as it is, so never pass HTML from anywhere else.
   */
  html: string;
  /** The element that holds the content. */
  as?: ElementType;
  className?: string;
  /**
   * Rewrites the href of each link in the HTML; `null` drops the link and keeps its text. Pass
   * a stable function (it is a memo dependency).
   */
  resolveLink?: ResolveCmsLink;
}

/**
 * Renders CMS HTML that the content operations sanitised when they read it (so DOMPurify
 * stays out of every first load), with its links rewritten by `resolveLink` at render time,
 * on the server (the window registered with `setCmsHtmlWindow`) as in the browser.
 *
 * @example
 * const { data: page } = usePage('/view/about');
 * return page ? <CmsHtml as="article" html={page.bodyHtml} className="prose" /> : null;
 */
export function CmsHtml({ html, as: Component = 'div', className, resolveLink }: CmsHtmlProps) {
  const content = useMemo(
    () => (resolveLink ? resolveCmsLinks(html, resolveLink) : html),
    [html, resolveLink],
  );
  return <Component className={className} dangerouslySetInnerHTML={{ __html: content }} />;
}
