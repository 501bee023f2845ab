import { useHeaderMenu } from '@storefront/content/react';
import { useMemo } from 'react';
import { useResolveStoreHref } from '../routing/use-store-href';
import type { NavigationLink } from '../storefront-context';
import { useMessages } from '@storefront/ui-kit/i18n';

/** One link of the header's main navigation. */
export interface HeaderLink {
  key: string;
  label: string;
  /** The resolved href: an in-app path (query kept) or another site's URL. */
  href: string;
  external: boolean;
  newTab: boolean;
}

/**
 * The header's main links: the content service's header menu of the store, in its order,
 * without the links to pages the brand does not compose (the partner has no `/view/about`) and
 * with in-app links resolved (redirects followed, the showroom's `linkID` kept). Until the
 * menu arrives, and when it cannot be loaded, the links of the routes the app composes stand in.
 *
 * @example
 * const links = useHeaderLinks(useNavigationLinks('primary', false));
 */
export function useHeaderLinks(fallback: readonly NavigationLink[]): HeaderLink[] {
  const { t } = useMessages('nav');
  const { data: menu } = useHeaderMenu();
  const resolve = useResolveStoreHref();
  return useMemo(() => {
    // Keyed by target, so a route's link stays the same element when the menu replaces the
    // stand-in links (only its text changes).
    const seen = new Map<string, number>();
    const keyOf = (href: string) => {
      const count = seen.get(href) ?? 0;
      seen.set(href, count + 1);
      return count === 0 ? href : `${href}#${count}`;
    };
    if (!menu) {
      return fallback.flatMap((link): HeaderLink[] => {
        const resolved = resolve(link.path);
        return resolved.kind === 'missing'
          ? []
          : [
              {
                key: keyOf(resolved.href),
                label: t(link.routeId),
                href: resolved.href,
                external: false,
                newTab: false,
              },
            ];
      });
    }
    return menu.flatMap((item): HeaderLink[] => {
      const resolved = resolve(item.href);
      if (resolved.kind === 'missing') return [];
      return [
        {
          key: keyOf(resolved.href),
          label: item.label,
          href: resolved.href,
          external: resolved.kind === 'external',
          newTab: item.openInNewTab,
        },
      ];
    });
  }, [menu, fallback, resolve, t]);
}
