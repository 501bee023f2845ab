import { showroomStore, resolveServiceEndpoints } from '@storefront/storefront';
import { mountStorefront } from '@storefront/storefront/react';
import { routes } from './routes';
import './styles.css';

void mountStorefront({
  variant: showroomStore,
  routes,
  endpoints: resolveServiceEndpoints(import.meta.env),
});
