import { showroomStore, resolveServiceEndpoints } from '@storefront/storefront';
import { mountStorefront } from '@storefront/storefront/react';
import { routes } from './routes';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render the storefront into.');

void mountStorefront({
  variant: showroomStore,
  routes,
  container,
  endpoints: resolveServiceEndpoints(import.meta.env),
});
