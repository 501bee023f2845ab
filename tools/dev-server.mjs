#!/usr/bin/env node
// The server-rendered dev server of one brand (`npm start`, `nx run <brand>:serve`): Vite in
// middleware mode (modules, hot reload over the same port) in front of the brand's Hono
// server, whose code Vite loads fresh after every change. Run from the repository root or the
// app's folder: `node tools/dev-server.mjs default`.
import { getRequestListener } from '@hono/node-server';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer as createViteServer } from 'vite';

const BRANDS = {
  default: { variant: 'defaultStore', logo: 'boxupLogo', port: 4200 },
  // The showroom's logo switch is off: its header names the brand, and its app bundles no logo.
  showroom: { variant: 'showroomStore', logo: null, port: 4201 },
  partner: { variant: 'partnerStore', logo: 'kartonwerkLogo', port: 4202 },
};
const brand = process.argv[2] ?? 'default';
if (!(brand in BRANDS)) {
  console.error(`Unknown brand "${brand}". Choose one of: ${Object.keys(BRANDS).join(', ')}.`);
  process.exit(2);
}
const root = join(dirname(fileURLToPath(import.meta.url)), '..', 'apps', brand);
const port = Number(process.env.PORT ?? BRANDS[brand].port);
const host = process.env.HOST ?? '127.0.0.1';

const httpServer = createServer();
const vite = await createViteServer({
  root,
  configFile: join(root, 'vite.config.ts'),
  appType: 'custom',
  server: { middlewareMode: true, hmr: { server: httpServer } },
});

async function storefrontListener(url) {
  const [{ createStorefrontServer, parseHtmlTemplate }, storefront, uiKit, { routes }] =
    await Promise.all([
      vite.ssrLoadModule('@storefront/storefront/server'),
      vite.ssrLoadModule('@storefront/storefront'),
      vite.ssrLoadModule('@storefront/ui-kit'),
      vite.ssrLoadModule('/src/routes.ts'),
    ]);
  const html = await vite.transformIndexHtml(url, readFileSync(join(root, 'index.html'), 'utf8'));
  const app = createStorefrontServer({
    variant: storefront[BRANDS[brand].variant],
    logo: BRANDS[brand].logo ? uiKit[BRANDS[brand].logo] : undefined,
    routes,
    endpoints: storefront.resolveServiceEndpoints(process.env),
    template: parseHtmlTemplate(html),
    // Vite's dev client and React Refresh run inline scripts.
    contentSecurityPolicy: false,
  });
  return getRequestListener(app.fetch);
}

httpServer.on('request', (request, response) => {
  vite.middlewares(request, response, async () => {
    try {
      const listener = await storefrontListener(request.url ?? '/');
      await listener(request, response);
    } catch (error) {
      vite.ssrFixStacktrace(error);
      console.error(error);
      response.statusCode = 500;
      response.end(String(error?.stack ?? error));
    }
  });
});
httpServer.listen(port, host, () => {
  console.log(`Dev server (server-rendered) for ${brand} at http://${host}:${port}/`);
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    void vite.close().finally(() => httpServer.close(() => process.exit(0)));
  });
}
