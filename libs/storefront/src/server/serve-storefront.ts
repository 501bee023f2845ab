import { serve } from '@hono/node-server';
import type { LogoDrawing } from '@storefront/ui-kit';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { resolveServiceEndpoints } from '../lib/config/service-endpoints';
import type { StoreVariant } from '../lib/variants/store-variant';
import type { StoreRoute } from '../react/routes/store-route';
import { hydrateAfterFirstPaint, inlineStylesheets, parseHtmlTemplate } from './html-document';
import { createStorefrontServer } from './storefront-server';

/** Options of {@link serveStorefront}. */
export interface ServeStorefrontOptions {
  variant: StoreVariant;
  routes: readonly StoreRoute[];
  /** The brand's client build (its `index.html` and `assets/`). */
  clientDir: string;
  /** Port when `PORT` is not set. */
  port: number;
  /** The brand's logo drawing (`boxupLogo`, … of the ui-kit), as the app's `mountStorefront` has it. */
  logo?: LogoDrawing;
}

/**
 * Runs a brand's production server: reads the built `index.html` (its stylesheet inlined, its
 * entry started after the first paint), the service endpoints from the environment (the same
 * `VITE_*` variables as the build), listens on `PORT` (or the brand's port) on `HOST`
 * (127.0.0.1 unless set) and stops cleanly on SIGTERM and SIGINT.
 *
 * @example
 * await serveStorefront({ variant: defaultStore, routes, clientDir, port: 4200 });
 */
export function serveStorefront({
  variant,
  routes,
  clientDir,
  port,
  logo,
}: ServeStorefrontOptions) {
  const html = readFileSync(join(clientDir, 'index.html'), 'utf8');
  const template = parseHtmlTemplate(
    hydrateAfterFirstPaint(
      inlineStylesheets(html, (path) => readFileSync(join(clientDir, path), 'utf8')),
    ),
  );
  const preloadsFile = join(clientDir, '.vite', 'route-preloads.json');
  const routePreloads = existsSync(preloadsFile)
    ? (JSON.parse(readFileSync(preloadsFile, 'utf8')) as Record<string, string[]>)
    : undefined;
  const app = createStorefrontServer({
    variant,
    routes,
    endpoints: resolveServiceEndpoints(process.env),
    template,
    clientDir,
    ...(routePreloads ? { routePreloads } : {}),
    ...(logo ? { logo } : {}),
  });
  const listenPort = Number(process.env['PORT'] ?? port);
  const hostname = process.env['HOST'] ?? '127.0.0.1';
  const server = serve({ fetch: app.fetch, port: listenPort, hostname }, (info) => {
    console.log(`${variant.brandName} is running at http://${hostname}:${info.port}/`);
  });
  const stop = () => server.close(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  return server;
}
