import { CmsHtml, type CmsHtmlProps } from '@storefront/content/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { isExternalHref } from '../../lib/routing/route-patterns';
import { useCmsLinkResolver } from '../routing/use-store-href';
import { useStoreNavigate } from '../store-link';

/**
 * The path of a click on an app link inside CMS HTML that the app should route itself, or
 * `null` when the browser should handle it (another site, a new tab, a download, a modified
 * or non-primary click).
 *
 * @example
 * inAppLinkOf(event); // '/view/about'
 */
export function inAppLinkOf(event: MouseEvent, container: Element): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a') : null;
  if (!anchor || !container.contains(anchor)) return null;
  const href = anchor.getAttribute('href');
  if (!href || !href.startsWith('/') || isExternalHref(href)) return null;
  if (anchor.hasAttribute('download')) return null;
  const target = anchor.getAttribute('target');
  if (target && target !== '_self') return null;
  return href;
}

/**
 * Routes clicks on links to the app's pages inside it (see {@link inAppLinkOf}): attaches
 * one click listener to the element the returned ref is put on.
 */
function useInAppLinks() {
  const container = useRef<HTMLDivElement>(null);
  const navigate = useStoreNavigate();
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  });
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const onClick = (event: MouseEvent) => {
      const path = inAppLinkOf(event, element);
      if (path === null) return;
      event.preventDefault();
      void navigateRef.current(path);
    };
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, []);
  return container;
}

/**
 * A box whose CMS links to pages of the app navigate inside the app (no reload, the
 * showroom's `linkID` kept); links to other sites, new-tab links and modified clicks keep
 * the browser's behaviour.
 *
 * @example
 * <CmsLinkArea><ContentPageView page={page} /></CmsLinkArea>
 */
export function CmsLinkArea({ className, children }: { className?: string; children: ReactNode }) {
  const container = useInAppLinks();
  return (
    <div ref={container} className={className} data-slot="cms-link-area">
      {children}
    </div>
  );
}

/**
 * `CmsHtml` for the running app: its links follow the app's redirects, keep the preserved
 * query parameters (showroom: `linkID`) and are dropped, text kept, when they point at a page
 * the app does not compose.
 *
 * @example
 * <StoreCmsHtml html={card.descriptionHtml} className="text-sm" />
 */
export function StoreCmsHtml(props: Omit<CmsHtmlProps, 'resolveLink'>) {
  return <CmsHtml {...props} resolveLink={useCmsLinkResolver()} />;
}

/** Props of {@link CmsContent}. */
export interface CmsContentProps {
  /** HTML as the content operations return it: already sanitised when it was read. */
  html: string;
  className?: string;
}

/**
 * CMS HTML (sanitised by the content operations that read it) whose links to pages of the app (`/view/about`) navigate inside the app
 * — no reload, the showroom's `linkID` kept in the href, links to pages the app lacks dropped —
 * while links to other sites, new-tab links and
 * modified clicks keep the browser's behaviour.
 *
 * @example
 * <CmsContent html={section.bodyHtml} className="prose" />
 */
export function CmsContent({ html, className }: CmsContentProps) {
  return (
    <CmsLinkArea>
      <StoreCmsHtml html={html} className={className} />
    </CmsLinkArea>
  );
}
