import { shopAllBoxesRoute } from './catalogue-routes';
import { downloadArtworkRoute, templateDesignerRoute, templateMakerRoute } from './design-routes';
import { homeRoute, notFoundRoute } from './shell-routes';
import type { StoreRoute } from './store-route';

/**
 * The routes of a design-only store (the spec's partner, Kartonwerk): home, shop-all-boxes,
 * download-artwork, template-maker, template-designer and not-found. No cart, checkout or
 * account route is imported, so an app composing only these builds none of their code.
 *
 * @example
 * export const routes = designOnlyStoreRoutes; // apps/partner/src/routes.ts
 */
export const designOnlyStoreRoutes: readonly StoreRoute[] = [
  homeRoute,
  shopAllBoxesRoute,
  downloadArtworkRoute,
  templateMakerRoute,
  templateDesignerRoute,
  notFoundRoute,
];
