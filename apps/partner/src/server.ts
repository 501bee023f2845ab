import { partnerStore } from '@storefront/storefront';
import { serveStorefront } from '@storefront/storefront/server';
import { kartonwerkLogo } from '@storefront/ui-kit';
import { join } from 'node:path';
import { routes } from './routes';

// The Kartonwerk production server (`npm run serve:partner`): pages rendered on the server, the
// client build in ../dist. Built to dist-server/server.js by `nx run partner:build`.
serveStorefront({
  variant: partnerStore,
  logo: kartonwerkLogo,
  routes,
  clientDir: join(import.meta.dirname, '../dist'),
  port: 4202,
});
