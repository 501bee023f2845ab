import { fullStoreRoutes, type StoreRoute } from '@storefront/storefront/react';

/** The default store composes every page of the spec. */
export const routes: readonly StoreRoute[] = fullStoreRoutes;
