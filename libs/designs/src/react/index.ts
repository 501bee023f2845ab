// @storefront/designs/react: the designs pages and components. Strings come from the `designs`
// i18n namespace (register `designsMessages` from '@storefront/designs'). Pages that call the
// services need `DesignsClientProvider` and TanStack Query's `QueryClientProvider`; the
// template maker and the artwork downloads need neither. Left out on purpose: the internal
// hooks and the editor's pieces (the editor, its Konva canvas and the 3D preview are lazy
// chunks of TemplateDesignerPage).
export { ApproveDesignPage } from './approve-design-page';
export type { ApproveDesignPageProps } from './approve-design-page';
export { designsQueryKeys, useSharedDesign } from './design-queries';
export { DesignsClientProvider, useDesignsClient } from './designs-client-provider';
export type { DesignsClientProviderProps } from './designs-client-provider';
export { DownloadArtworkPage } from './download-artwork-page';
export type { ArtworkOrderLine, DownloadArtworkPageProps } from './download-artwork-page';
export { MyDesignsPage } from './my-designs-page';
export type { MyDesignsPageProps } from './my-designs-page';
export { PreflightReport } from './preflight-report';
export type { PreflightReportProps } from './preflight-report';
export { SaveDesignForm } from './save-design-form';
export type { SaveDesignFormProps } from './save-design-form';
export { TemplateDesignerPage } from './template-designer-page';
export type { TemplateDesignerPageProps } from './template-designer-page';
export { TemplateMakerPage } from './template-maker-page';
export type { BoxTemplate, TemplateMakerPageProps } from './template-maker-page';
export { UploadArtworkButton } from './upload-artwork-button';
export type { UploadArtworkButtonProps } from './upload-artwork-button';
