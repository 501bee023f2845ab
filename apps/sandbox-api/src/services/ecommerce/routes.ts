import { Hono } from 'hono';
import type { SandboxContext, SandboxEnv } from '../../context.ts';
import { createCartRoutes } from './cart-routes.ts';
import { createCustomerRoutes } from './customer-routes.ts';
import { createDeliveryOptionRoutes } from './delivery-option-routes.ts';
import { createNewsletterRoutes } from './newsletter-routes.ts';
import { createOrderDocumentRoutes } from './order-document-routes.ts';
import { createOrderRoutes } from './order-routes.ts';
import { createEcommerceTestRoutes } from './test-routes.ts';

/**
 * The ecommerce service, mounted under `/ecommerce` (spec 2, section 7): customers, customer
 * carts, carts (versioned; read with recalculation, create or add, line items, coupon code,
 * delivery option per line, addresses), delivery option estimates, orders and the order
 * history, order totals, invoice and receipt PDFs and the newsletter; with the sandbox's test
 * routes on, also `/__sandbox/carts/…/drift`. The quote route (`order-quotation`) lives in
 * `services/quotes` and is mounted beside it.
 *
 * @example
 * ```ts
 * app.route(SERVICE_BASE_PATHS.ecommerce, createEcommerceRoutes(context));
 * ```
 */
export function createEcommerceRoutes(context: SandboxContext): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>()
    .route('/', createCustomerRoutes(context))
    .route('/', createCartRoutes(context))
    .route('/', createDeliveryOptionRoutes(context))
    .route('/', createOrderRoutes(context))
    .route('/', createOrderDocumentRoutes(context))
    .route('/', createNewsletterRoutes(context));
  if (context.config.testRoutes) app.route('/__sandbox', createEcommerceTestRoutes(context));
  return app;
}
