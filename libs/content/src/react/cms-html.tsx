import { useMemo, type ElementType } from 'react';
import { sanitizeCmsHtml } from '../lib/sanitize-cms-html';

export interface CmsHtmlProps {
  /** HTML from the content service; it is sanitised before it is rendered. */
  html: string;
  /** The element that holds the content. */
  as?: ElementType;
  className?: string;
  /**
   * Rewrites the href of each link in the HTML (after sanitising); `null` drops the link and
   * keeps its text. Pass a stable function (it is a memo dependency).
   */
  resolveLink?: (href: string) => string | null;
}

/**
 * Renders CMS HTML safely: the markup goes through {@link sanitizeCmsHtml} first, so nothing
 * from the content service can run script in the storefront.
 *
 * @example
 * <CmsHtml as="article" html={page.body} className="prose" />
 */
export function CmsHtml({ html, as: Component = 'div', className, resolveLink }: CmsHtmlProps) {
  const clean = useMemo(
    () => sanitizeCmsHtml(html, resolveLink ? { resolveLink } : {}),
    [html, resolveLink],
  );
  return <Component className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
