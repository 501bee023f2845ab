import { defineBrandAppConfig } from '../../tools/vite/brand-app.ts';

export default defineBrandAppConfig({ root: import.meta.dirname, port: 4200 });
