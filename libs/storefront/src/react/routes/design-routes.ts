import type { StoreRoute } from './store-route';

// Design pages: template maker and designer, approve design, artwork downloads and the
// read-only view of a shared design. Each page is its own lazily loaded chunk; the designer's
// editor, canvas, 3D preview and the PDF writer load later still, only when used.

/** `/approve-design` */
export const approveDesignRoute: StoreRoute = {
  id: 'approve-design',
  path: '/approve-design',
  lazy: () =>
    import('../pages/designs/approve-design-route-page').then((m) => ({
      Component: m.ApproveDesignRoutePage,
    })),
};

/** `/download-artwork` */
export const downloadArtworkRoute: StoreRoute = {
  id: 'download-artwork',
  path: '/download-artwork',
  lazy: () =>
    import('../pages/designs/download-artwork-route-page').then((m) => ({
      Component: m.DownloadArtworkRoutePage,
    })),
};

/** `/download-artwork` with the signed-in customer's order artwork (stores with accounts). */
export const downloadArtworkWithOrdersRoute: StoreRoute = {
  id: 'download-artwork',
  path: '/download-artwork',
  lazy: () =>
    import('../pages/designs/download-artwork-orders-route-page').then((m) => ({
      Component: m.DownloadArtworkWithOrdersRoutePage,
    })),
};

/** `/template-maker` */
export const templateMakerRoute: StoreRoute = {
  id: 'template-maker',
  path: '/template-maker',
  lazy: () =>
    import('../pages/designs/template-maker-route-page').then((m) => ({
      Component: m.TemplateMakerRoutePage,
    })),
  nav: { area: 'primary', order: 20, label: { en: 'Template maker', de: 'Vorlagen-Generator' } },
};

/** `/template-designer` */
export const templateDesignerRoute: StoreRoute = {
  id: 'template-designer',
  path: '/template-designer',
  lazy: () =>
    import('../pages/designs/template-designer-route-page').then((m) => ({
      Component: m.TemplateDesignerRoutePage,
    })),
};

/** `/shared-design/:shareId`: a design shared by link, read-only (default and showroom). */
export const sharedDesignRoute: StoreRoute = {
  id: 'shared-design',
  path: '/shared-design/:shareId',
  lazy: () =>
    import('../pages/designs/shared-design-route-page').then((m) => ({
      Component: m.SharedDesignRoutePage,
    })),
};
