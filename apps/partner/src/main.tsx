import { partnerStore, resolveServiceEndpoints } from '@storefront/storefront';
import { mountStorefront } from '@storefront/storefront/react';
import { routes } from './routes';
import './styles.css';

void mountStorefront({
  variant: partnerStore,
  routes,
  endpoints: resolveServiceEndpoints(import.meta.env),
});
