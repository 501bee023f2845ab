import { defaultStore } from '@storefront/storefront';
import { serveStorefront } from '@storefront/storefront/server';
import { boxupLogo } from '@storefront/ui-kit';
import { join } from 'node:path';
import { routes } from './routes';

// The BoxUp production server (`npm run serve:default`): pages rendered on the server, the
// client build in ../dist. Built to dist-server/server.js by `nx run default:build`.
serveStorefront({
  variant: defaultStore,
  logo: boxupLogo,
  routes,
  clientDir: join(import.meta.dirname, '../dist'),
  port: 4200,
});
