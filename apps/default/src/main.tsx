import { defaultStore, resolveServiceEndpoints } from '@storefront/storefront';
import { mountStorefront } from '@storefront/storefront/react';
import { routes } from './routes';
import './styles.css';

void mountStorefront({
  variant: defaultStore,
  routes,
  endpoints: resolveServiceEndpoints(import.meta.env),
});
