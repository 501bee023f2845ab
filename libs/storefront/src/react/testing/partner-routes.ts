import { shopAllBoxesRoute } from '../routes/catalogue-routes';
import {
  downloadArtworkRoute,
  templateDesignerRoute,
  templateMakerRoute,
} from '../routes/design-routes';
import { homeRoute, notFoundRoute } from '../routes/shell-routes';
import type { StoreRoute } from '../routes/store-route';

/**
 * The routes the design-only partner app composes (`apps/partner/src/routes.ts`), for tests
 * and stories of the Kartonwerk store: a library cannot import an app.
 *
 * @example
 * await renderStorefront(partnerStore, partnerRoutes, '/cart', sandbox.fetch); // not found
 */
export const partnerRoutes: readonly StoreRoute[] = [
  homeRoute,
  shopAllBoxesRoute,
  downloadArtworkRoute,
  templateMakerRoute,
  templateDesignerRoute,
  notFoundRoute,
];
