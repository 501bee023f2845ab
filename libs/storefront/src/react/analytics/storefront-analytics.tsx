import type { AnalyticsError, AnalyticsTraits } from '@storefront/analytics';
import type { KeyValueStorage } from '@storefront/browser-storage';
import {
  AnalyticsProvider,
  loadAnalytics,
  useAnalytics,
  type AnalyticsCalls,
} from '@storefront/analytics/react';
import type { IdentityProfile } from '@storefront/identity-sdk';
import { useIdentity } from '@storefront/identity-sdk/react';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { analyticsWriteKeyOf } from '../../lib/config/sandbox-endpoints';
import { useServiceFetch } from '../data-providers';
import { useServiceEndpoints, useStoreVariant } from '../storefront-context';
import { useI18n } from '@storefront/ui-kit/i18n';

/**
 * What pages may do with analytics: `page`, `track`, `identify` and `reset` of
 * `@storefront/analytics`, typed as the library types them. None of them throws or waits.
 *
 * @example
 * const analytics: StorefrontAnalytics = useStorefrontAnalytics();
 * analytics.track('Save Design', { design_id: design.id, is_new: true });
 */
export type StorefrontAnalytics = AnalyticsCalls;

/**
 * Props of {@link StorefrontAnalyticsProvider}. Everything else (endpoint, write key, store,
 * locale, transport) comes from the storefront's providers above it.
 *
 * @example
 * const props: StorefrontAnalyticsProviderProps = { children: <RouterProvider router={router} /> };
 */
export interface StorefrontAnalyticsProviderProps {
  children?: ReactNode;
  /** Where the analytics ids and unsent events live; `localStorage` by default. */
  storage?: KeyValueStorage;
  /** Told about every analytics problem (never thrown); a console warning by default. */
  onError?: (error: AnalyticsError) => void;
}

function warn(error: AnalyticsError) {
  console.warn(`[analytics] ${error.reason}: ${error.message}`);
}

/** The traits of a signed-in customer: only what is known, never anything else. */
function traitsOf(profile: IdentityProfile | null): AnalyticsTraits {
  const traits: Record<string, string> = {};
  if (profile?.email) traits['email'] = profile.email;
  if (profile?.firstName) traits['firstName'] = profile.firstName;
  if (profile?.surname) traits['lastName'] = profile.surname;
  if (profile?.company) traits['company'] = profile.company;
  return traits;
}

/**
 * Identifies the customer once per signed-in customer id (after sign-in, sign-up, or at
 * start-up when a session is already signed in) and resets analytics after a sign-out seen in
 * this page's lifetime (a new anonymous id for whoever uses the browser next).
 */
function IdentityAnalytics() {
  const analytics = useAnalytics();
  const { state } = useIdentity();
  const identified = useRef<string | null>(null);
  const { isSignedIn, canonicalId, status, profile } = state;
  useEffect(() => {
    if (isSignedIn && canonicalId) {
      if (identified.current === canonicalId) return;
      identified.current = canonicalId;
      analytics.identify(canonicalId, traitsOf(profile));
      return;
    }
    if (identified.current !== null && (status === 'signedOut' || status === 'anonymous')) {
      identified.current = null;
      analytics.reset();
    }
  }, [analytics, isSignedIn, canonicalId, status, profile]);
  return null;
}

/**
 * The storefront's analytics (`@storefront/analytics`), kept off the first load: the library
 * is loaded with a dynamic `import()` once the browser is idle after the first render, and
 * calls made before that wait for it. The client sends to the `analytics` service endpoint
 * with the brand's write key (`VITE_ANALYTICS_WRITE_KEY`, else the sandbox key of the store),
 * in the tenant's currency, with `{ storefront, locale }` in every message's context. It also
 * identifies the signed-in customer and resets on sign-out. Place it inside
 * `StorefrontProviders` (it reads the variant, endpoints, transport, language and identity);
 * pages reach it with {@link useStorefrontAnalytics}.
 *
 * @example
 * <StorefrontProviders variant={defaultStore} i18n={i18n} routes={routes} identity={identity}>
 *   <StorefrontAnalyticsProvider>
 *     <RouterProvider router={router} />
 *   </StorefrontAnalyticsProvider>
 * </StorefrontProviders>
 */
export function StorefrontAnalyticsProvider({
  children,
  storage,
  onError,
}: StorefrontAnalyticsProviderProps) {
  const variant = useStoreVariant();
  const endpoints = useServiceEndpoints();
  const fetch = useServiceFetch();
  const { language } = useI18n();
  const reportTo = useRef(onError);
  useEffect(() => {
    reportTo.current = onError;
  });

  const endpoint = endpoints.analytics;
  const writeKey = analyticsWriteKeyOf(endpoints, variant.storeId);
  const storeId = variant.storeId;
  const currency = variant.tenant === 'germany' ? 'EUR' : 'USD';
  const load = useCallback(() => {
    // The culture the app runs in (en-US, de-DE, …) when it matches the language shown.
    const documentLanguage = document.documentElement.lang;
    const locale = documentLanguage.toLowerCase().startsWith(language.toLowerCase())
      ? documentLanguage
      : language;
    return loadAnalytics({
      endpoint,
      writeKey,
      currency,
      context: { storefront: storeId, locale },
      onError: (error) => (reportTo.current ?? warn)(error),
      ...(fetch === undefined ? {} : { fetch }),
      ...(storage === undefined ? {} : { storage }),
    });
  }, [endpoint, writeKey, currency, storeId, language, fetch, storage]);

  return (
    <AnalyticsProvider load={load}>
      <IdentityAnalytics />
      {children}
    </AnalyticsProvider>
  );
}

/**
 * The storefront's analytics calls: `page`, `track`, `identify` and `reset`, typed as in
 * `@storefront/analytics`. Calls made before the client has loaded wait for it; without a
 * {@link StorefrontAnalyticsProvider} above, every call does nothing (so pages render alone in
 * tests and stories).
 *
 * @example
 * const analytics = useStorefrontAnalytics();
 * analytics.track('Save Design', { design_id: design.id, design_name: design.name, is_new: true });
 */
export const useStorefrontAnalytics: () => StorefrontAnalytics = useAnalytics;
