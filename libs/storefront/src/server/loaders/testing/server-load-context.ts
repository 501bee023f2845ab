import { createContentClient } from '@storefront/content';
import { resolveServiceEndpoints } from '../../../lib/config/service-endpoints';
import { catalogueLanguage, resolveCulture } from '../../../lib/i18n/culture';
import { createStorefrontI18n } from '../../../react/storefront-i18n';
import type { StoreVariant } from '../../../lib/variants/store-variant';
import { createStorefrontQueryClient } from '../../../react/query-client';
import type { StoreRoute } from '../../../react/routes/store-route';
import type { ServerLoadContext } from '../../server-loader';

/** The origin the in-process sandbox answers for (its `TEST_SANDBOX_ORIGIN`). */
const SANDBOX_ORIGIN = 'http://sandbox.test';

/** The origin the tests' pages are requested on. */
export const TEST_ORIGIN = 'https://shop.test';

/**
 * A server loader's context as the page renderer builds it, talking to the in-process sandbox
 * through `sandboxFetch` (from `createTestSandbox()` in the test file; tests only).
 */
export async function serverLoadContextFor(
  variant: StoreVariant,
  routes: readonly StoreRoute[],
  sandboxFetch: typeof globalThis.fetch,
): Promise<ServerLoadContext> {
  const culture = resolveCulture(variant);
  const language = catalogueLanguage(culture);
  const endpoints = resolveServiceEndpoints({ VITE_SANDBOX_URL: SANDBOX_ORIGIN });
  return {
    variant,
    routes,
    culture,
    language,
    endpoints,
    origin: TEST_ORIGIN,
    queryClient: createStorefrontQueryClient(),
    i18n: await createStorefrontI18n({ variant, culture, pageMeta: true }),
    brandCopy: await variant.texts.copy[language](),
    contentClient: createContentClient({
      baseUrl: endpoints.content,
      token: endpoints.contentToken,
      storefrontId: variant.storeId,
      locale: language,
      fetch: sandboxFetch,
    }),
    fetch: sandboxFetch,
  };
}
