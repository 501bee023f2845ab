import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { resolveServiceEndpoints, type ServiceEndpoints } from '../lib/config/service-endpoints';
import type { FeatureName } from '../lib/variants/feature-switches';
import type { StoreVariant } from '../lib/variants/store-variant';

interface StorefrontContextValue {
  variant: StoreVariant;
  /** Paths of the routes this app composes, e.g. `/cart`. */
  composedPaths: ReadonlySet<string>;
  endpoints: ServiceEndpoints;
}

const StorefrontContext = createContext<StorefrontContextValue | null>(null);

export interface StorefrontProviderProps {
  variant: StoreVariant;
  /** Paths of the routes the app composes; a switch only shows a feature whose route exists. */
  composedPaths: Iterable<string>;
  /** Service base URLs; defaults to the local sandbox. */
  endpoints?: ServiceEndpoints;
  children: ReactNode;
}

/**
 * Makes the brand's variant available to the shell and its pages.
 *
 * @example
 * <StorefrontProvider variant={defaultStore} composedPaths={['/', '/cart']}>
 *   <App />
 * </StorefrontProvider>
 */
export function StorefrontProvider({
  variant,
  composedPaths,
  endpoints,
  children,
}: StorefrontProviderProps) {
  const value = useMemo(
    () => ({
      variant,
      composedPaths: new Set(composedPaths),
      endpoints: endpoints ?? resolveServiceEndpoints({}),
    }),
    [variant, composedPaths, endpoints],
  );
  return <StorefrontContext.Provider value={value}>{children}</StorefrontContext.Provider>;
}

function useStorefrontContext(): StorefrontContextValue {
  const context = useContext(StorefrontContext);
  if (!context) throw new Error('useStoreVariant must be used within StorefrontProvider');
  return context;
}

/**
 * The variant of the running brand app.
 *
 * @example
 * const { brandName } = useStoreVariant();
 */
export function useStoreVariant(): StoreVariant {
  return useStorefrontContext().variant;
}

/**
 * Whether the running brand shows a feature.
 *
 * @example
 * const showSampleButton = useFeature('sampleOrderButton');
 */
export function useFeature(name: FeatureName): boolean {
  return useStorefrontContext().variant.features[name];
}

/**
 * Whether the app composes a route at `path`: links to routes the app does not have are
 * never shown (the partner app has no /cart, so no cart link even though its switch is on).
 *
 * @example
 * const hasCart = useHasRoute('/cart');
 */
export function useHasRoute(path: string): boolean {
  return useStorefrontContext().composedPaths.has(path);
}

/**
 * Base URLs of the services the storefront calls, as the app was configured at build time.
 *
 * @example
 * const { ecommerce } = useServiceEndpoints();
 */
export function useServiceEndpoints(): ServiceEndpoints {
  return useStorefrontContext().endpoints;
}
