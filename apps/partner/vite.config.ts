import { defineBrandAppConfig } from '../../tools/vite/brand-app.ts';

// No storefront redirects here: they lead to product pages, which the partner does not compose.
export default defineBrandAppConfig({ root: import.meta.dirname, port: 4202 });
