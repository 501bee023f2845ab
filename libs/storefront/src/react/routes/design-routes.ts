import type { StoreRoute } from './store-route';

// Design pages: approve, artwork download, template maker and designer.

/** `/approve-design` */
export const approveDesignRoute: StoreRoute = {
  id: 'approve-design',
  path: '/approve-design',
  lazy: () => import('../pages/planned/designs').then((m) => ({ Component: m.ApproveDesignPage })),
};

/** `/download-artwork` */
export const downloadArtworkRoute: StoreRoute = {
  id: 'download-artwork',
  path: '/download-artwork',
  lazy: () =>
    import('../pages/planned/designs').then((m) => ({ Component: m.DownloadArtworkPage })),
};

/** `/template-maker` */
export const templateMakerRoute: StoreRoute = {
  id: 'template-maker',
  path: '/template-maker',
  lazy: () => import('../pages/planned/designs').then((m) => ({ Component: m.TemplateMakerPage })),
  nav: { area: 'primary', order: 20, label: { en: 'Template maker', de: 'Vorlagen-Generator' } },
};

/** `/template-designer` */
export const templateDesignerRoute: StoreRoute = {
  id: 'template-designer',
  path: '/template-designer',
  lazy: () =>
    import('../pages/planned/designs').then((m) => ({ Component: m.TemplateDesignerPage })),
};
