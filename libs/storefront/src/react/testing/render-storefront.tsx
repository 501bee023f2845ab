import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createStorefrontI18n } from '../../lib/i18n/create-storefront-i18n';
import type { StoreVariant } from '../../lib/variants/store-variant';
import type { StoreRoute } from '../routes/store-route';
import { createStorefrontRouteObjects, StorefrontProviders } from '../storefront-app';

/**
 * Renders a brand app in memory at `path`, recording every translation key that is missing
 * so a test can fail on it.
 */
export async function renderStorefront(
  variant: StoreVariant,
  routes: readonly StoreRoute[],
  path: string,
) {
  const missingKeys: string[] = [];
  const i18n = await createStorefrontI18n({
    variant,
    onMissingKey: (language, namespace, key) => missingKeys.push(`${language}:${namespace}:${key}`),
  });
  const router = createMemoryRouter(createStorefrontRouteObjects(routes), {
    initialEntries: [path],
  });
  const view = render(
    <StorefrontProviders variant={variant} i18n={i18n} routes={routes}>
      <RouterProvider router={router} />
    </StorefrontProviders>,
  );
  return { ...view, router, i18n, missingKeys };
}
