import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';
import { permanentRedirectFor } from '../lib/routing/redirects.ts';

type Next = (error?: unknown) => void;

/**
 * The connect middleware of {@link storefrontRedirectsPlugin}: answers a GET or HEAD of an
 * old path in `PERMANENT_REDIRECTS` with `301 Moved Permanently` and the target (query kept);
 * everything else goes on to the next middleware.
 *
 * @example
 * server.middlewares.use(storefrontRedirectsMiddleware);
 */
export function storefrontRedirectsMiddleware(
  request: IncomingMessage,
  response: ServerResponse,
  next: Next,
): void {
  const method = request.method ?? 'GET';
  const target =
    method === 'GET' || method === 'HEAD' ? permanentRedirectFor(request.url ?? '/') : null;
  if (target === null) {
    next();
    return;
  }
  response.statusCode = 301;
  response.setHeader('Location', target);
  response.setHeader('Cache-Control', 'public, max-age=3600');
  response.end();
}

/**
 * A Vite plugin that answers the storefront's permanent redirects with a real 301 in the dev
 * server (`vite`) and in `vite preview`, before the app's HTML fallback. The table is the one
 * the client router reads (`PERMANENT_REDIRECTS` in `@storefront/storefront`).
 *
 * @example
 * export default mergeConfig(defineBrandAppConfig(…), { plugins: [storefrontRedirectsPlugin()] });
 */
export function storefrontRedirectsPlugin(): Plugin {
  return {
    name: 'storefront-redirects',
    configureServer(server) {
      server.middlewares.use(storefrontRedirectsMiddleware);
    },
    configurePreviewServer(server) {
      server.middlewares.use(storefrontRedirectsMiddleware);
    },
  };
}
