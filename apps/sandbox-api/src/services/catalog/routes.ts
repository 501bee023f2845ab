import { Hono } from 'hono';
import type { SandboxContext, SandboxEnv } from '../../context.ts';
import { createPriceRoutes } from './price-routes.ts';
import { createProductRoutes } from './product-routes.ts';
import { createSelectorRoutes } from './selector-routes.ts';

/** Where the three catalogue services live (the `price`, `products` and `selector` entries of `SERVICE_BASE_PATHS`). */
export interface CatalogBasePaths {
  price: string;
  products: string;
  selector: string;
}

/**
 * The catalogue's three services in one router, each under its base path: the price service
 * (product config URLs and prices), the products service (product configs, sample products,
 * availability, root products, MCP SKU versions) and the selector service (attribute validation
 * and surface attributes). Mount it at `/`.
 *
 * @example
 * ```ts
 * app.route('/', createCatalogRoutes(context, SERVICE_BASE_PATHS));
 * ```
 */
export function createCatalogRoutes(
  context: SandboxContext,
  basePaths: CatalogBasePaths,
): Hono<SandboxEnv> {
  return new Hono<SandboxEnv>()
    .route(basePaths.price, createPriceRoutes(context, basePaths.products))
    .route(basePaths.products, createProductRoutes(context))
    .route(basePaths.selector, createSelectorRoutes(context));
}
