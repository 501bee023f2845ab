import { showroomStore } from '@storefront/storefront';
import { serveStorefront } from '@storefront/storefront/server';
import { join } from 'node:path';
import { routes } from './routes';

// The YBD Showroom production server (`npm run serve:showroom`): pages rendered on the server, the
// client build in ../dist. Built to dist-server/server.js by `nx run showroom:build`.
serveStorefront({
  variant: showroomStore,
  routes,
  clientDir: join(import.meta.dirname, '../dist'),
  port: 4201,
});
