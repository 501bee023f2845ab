import { mergeConfig } from 'vite';
import { storefrontRedirectsPlugin } from '../../libs/storefront/src/vite/storefront-redirects.ts';
import { defineBrandAppConfig } from '../../tools/vite/brand-app.ts';

// The storefront's permanent redirects (old sample URLs → sample pages) as real 301s in
// `vite` and `vite preview`.
export default mergeConfig(defineBrandAppConfig({ root: import.meta.dirname, port: 4200 }), {
  plugins: [storefrontRedirectsPlugin()],
});
