import { useEffect, useRef } from 'react';
import type { PageOptions } from '../lib/create-analytics';
import { useAnalytics } from './use-analytics';

function propertiesKey(properties: Readonly<Record<string, unknown>> | undefined): string {
  try {
    return JSON.stringify(properties ?? {});
  } catch {
    return '';
  }
}

/**
 * Reports a page view when the component mounts, and again when `name`, the kind or the
 * properties' content change (a new object with the same content does not count). Pass a
 * falsy name to wait, e.g. until the product's title has loaded. The client sends it after
 * 1000 ms (`upload` and `proof-click`: at once), and a newer page view within that time
 * replaces it, so StrictMode's double effects and quick redirects report one view.
 *
 * @example
 * function CartPage() {
 *   usePageView('Cart', { step: 'viewCart' });
 *   return <Cart />;
 * }
 *
 * function ProductPage({ product }: { product?: { title: string } }) {
 *   usePageView(product ? 'Product' : null, { title: product?.title });
 * }
 */
export function usePageView(
  name: string | null | undefined,
  properties?: Readonly<Record<string, unknown>>,
  options: PageOptions = {},
): void {
  const analytics = useAnalytics();
  const kind = options.kind ?? 'default';
  const key = propertiesKey(properties);
  const latest = useRef(properties);
  useEffect(() => {
    latest.current = properties;
  });
  useEffect(() => {
    if (!name) return;
    analytics.page(name, latest.current, { kind });
  }, [analytics, name, kind, key]);
}
