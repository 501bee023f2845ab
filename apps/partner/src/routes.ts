import { designOnlyStoreRoutes, type StoreRoute } from '@storefront/storefront/react';

/**
 * The design-only partner store composes only home, shop-all-boxes, download-artwork,
 * template-maker, template-designer and not-found (spec). Nothing else is imported, so no
 * cart, checkout or account code is built into this app.
 */
export const routes: readonly StoreRoute[] = designOnlyStoreRoutes;
