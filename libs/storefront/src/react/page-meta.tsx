import { useEffect } from 'react';
import type { PageKey } from '../lib/variants/page-meta';
import { useMessages } from '@storefront/ui-kit/i18n';

function setMetaDescription(description: string) {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.append(tag);
  }
  tag.content = description;
}

/**
 * Sets the document title and meta description from the brand's SEO copy of one of the
 * 15 named pages.
 *
 * @example
 * usePageMeta('shopAllBoxes');
 */
export function usePageMeta(pageKey: PageKey): void {
  const { t, language } = useMessages('seo');
  const title = t(`${pageKey}.title`);
  const description = t(`${pageKey}.description`);
  useEffect(() => {
    document.title = title;
    setMetaDescription(description);
  }, [title, description, language]);
}

/**
 * Sets the document title and description directly (home, not-found and content pages).
 *
 * @example
 * useDocumentMeta('We couldn\'t find the page. | BoxUp', 'The address may be mistyped.');
 */
export function useDocumentMeta(title: string, description: string): void {
  useEffect(() => {
    document.title = title;
    setMetaDescription(description);
  }, [title, description]);
}
