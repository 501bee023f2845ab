import { useMemo, type ElementType } from 'react';
import { sanitizeCmsHtml } from '../lib/sanitize-cms-html';

export interface CmsHtmlProps {
  /** HTML from the content service; it is sanitised before it is rendered. */
  html: string;
  /** The element that holds the content. */
  as?: ElementType;
  className?: string;
}

/**
 * Renders CMS HTML safely: the markup goes through {@link sanitizeCmsHtml} first, so nothing
 * from the content service can run script in the storefront.
 *
 * @example
 * <CmsHtml as="article" html={page.body} className="prose" />
 */
export function CmsHtml({ html, as: Component = 'div', className }: CmsHtmlProps) {
  const clean = useMemo(() => sanitizeCmsHtml(html), [html]);
  return <Component className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
