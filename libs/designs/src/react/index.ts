// @storefront/designs/react: the designs pages and components. Strings come from the `designs`
// i18n namespace (register `designsMessages` from '@storefront/designs'). Pages that call the
// services need `DesignsClientProvider` and TanStack Query's `QueryClientProvider`; the
// template maker and the artwork downloads need neither. Left out on purpose: the internal
// hooks and the editor's pieces (the editor, its Konva canvas and the 3D preview are lazy
// chunks of TemplateDesignerView).
export { ApproveDesignView } from './approve-design-view';
export type { ApproveDesignViewProps } from './approve-design-view';
export { designsQueryKeys, useSharedDesign } from './design-queries';
export { DesignsClientProvider, useDesignsClient } from './designs-client-provider';
export type { DesignsClientProviderProps } from './designs-client-provider';
export { DownloadArtworkView } from './download-artwork-view';
export type { ArtworkOrderLine, DownloadArtworkViewProps } from './download-artwork-view';
export { MyDesignsView } from './my-designs-view';
export type { MyDesignsViewProps } from './my-designs-view';
export { PreflightReport } from './preflight-report';
export type { PreflightReportProps } from './preflight-report';
export { SaveDesignForm } from './save-design-form';
export type { SaveDesignFormProps } from './save-design-form';
export { TemplateDesignerView } from './template-designer-view';
export type { TemplateDesignerViewProps } from './template-designer-view';
export { TemplateMakerView } from './template-maker-view';
export type { BoxTemplate, TemplateMakerViewProps } from './template-maker-view';
export { UploadArtworkButton } from './upload-artwork-button';
export type { UploadArtworkButtonProps } from './upload-artwork-button';
