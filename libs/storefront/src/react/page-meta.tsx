import { useEffect, useRef } from 'react';
import { useHydrated } from '@storefront/ui-kit';
import { loadMessages, translator, useI18n } from '@storefront/ui-kit/i18n';
import type { PageKey } from '../lib/variants/page-meta';
import { useStoreVariant } from './storefront-context';
import { PAGE_META_NAMESPACE } from '../lib/i18n/culture';

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
 * 15 named pages. The browser loads that copy (namespace `seo`) the first time it shows one of
 * them after the page it arrived on: the server wrote that page's title and description into
 * the head, so hydrating it loads nothing; a later page's title (or the first page's in another
 * language) follows as soon as the copy is there. A failed load
 * leaves the head as it is (like every catalogue loaded on demand, it is not tried again).
 *
 * @example
 * usePageMeta('shopAllBoxes');
 */
export function usePageMeta(pageKey: PageKey): void {
  const { i18n, language } = useI18n();
  const { texts } = useStoreVariant();
  // Mounted while hydrating the page the server rendered: its head has this page's title and
  // description in this language already, so nothing is loaded until one of them changes.
  const hydrating = !useHydrated();
  const serverHead = useRef(hydrating ? { pageKey, language } : null);
  useEffect(() => {
    const head = serverHead.current;
    if (head?.pageKey === pageKey && head.language === language) return;
    serverHead.current = null;
    let current = true;
    const apply = () => {
      if (!current) return;
      const t = translator(i18n, PAGE_META_NAMESPACE);
      document.title = t(`${pageKey}.title`);
      setMetaDescription(t(`${pageKey}.description`));
    };
    const loading = loadMessages(i18n, PAGE_META_NAMESPACE, texts.pageMeta, language);
    if (loading === undefined) apply();
    else loading.then(apply, () => undefined);
    return () => {
      current = false;
    };
  }, [i18n, texts, pageKey, language]);
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
