import { showroomStore } from '@storefront/storefront';
import { mountStorefront } from '@storefront/storefront/react';
import { routes } from './routes';
import './styles.css';

// No `logo`: the showroom's logo switch is off, so its header names the brand instead.
void mountStorefront({
  variant: showroomStore,
  routes,
  environment: import.meta.env,
});
