import { partnerStore } from '@storefront/storefront';
import { mountStorefront } from '@storefront/storefront/react';
import { kartonwerkLogo } from '@storefront/ui-kit';
import { routes } from './routes';
import './styles.css';

void mountStorefront({
  variant: partnerStore,
  logo: kartonwerkLogo,
  routes,
  environment: import.meta.env,
});
