// @storefront/storefront/server: the brand apps' server rendering — the page renderer, the
// Hono server around it (assets, redirects, head tags, security and cache headers) and the
// production runner. Node only; never imported by browser code.

export { APP_MARKER, HEAD_MARKER, parseHtmlTemplate } from './html-document';
export type { HtmlTemplate } from './html-document';
export type { PageHead } from './page-head';
export { createPageRenderer } from './render-page';
export type { PageRendererOptions, RenderedPage } from './render-page';
export { serveStorefront } from './serve-storefront';
export type { ServeStorefrontOptions } from './serve-storefront';
export type { ServerLoadContext, ServerLoader, ServerLoaderArgs } from './server-loader';
export { createStorefrontServer } from './storefront-server';
export type { StorefrontServerOptions } from './storefront-server';
