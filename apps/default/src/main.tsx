import { defaultStore } from '@storefront/storefront';
import { mountStorefront } from '@storefront/storefront/react';
import { boxupLogo } from '@storefront/ui-kit';
import { routes } from './routes';
import './styles.css';

void mountStorefront({
  variant: defaultStore,
  logo: boxupLogo,
  routes,
  environment: import.meta.env,
});
