// @storefront/content/react: React bindings of content — the content client provider and the
// TanStack Query hooks of the content operations (keys by store and language) with their
// query options (a server or a prefetch fills the hooks' cache entries), the content page
// view with its form, and sanitised CMS HTML. Strings come from the `content` i18n namespace:
// register `contentMessages` from '@storefront/content'. The hooks need a QueryClientProvider,
// or the LazyQueryClientProvider of '@storefront/http/react' (the client is created when first
// needed, so a server-rendered page hydrates from the server's data without TanStack Query),
// above ContentClientProvider.
//
// The retry rule of the content hooks is exported so an app's QueryClient can use it as its
// default. Deliberately not exported: the shared query helper and everything under
// testing/ (the stories' and tests' i18n instance).

export { CmsHtml } from './cms-html';
export type { CmsHtmlProps } from './cms-html';
export { ContentClientProvider, useContentClient } from './content-client-provider';
export type { ContentClientProviderProps } from './content-client-provider';
export { ContentForm } from './content-form';
export type { ContentFormProps } from './content-form';
export { ContentPageView } from './content-page-view';
export type { ContentPageViewProps } from './content-page-view';
export { contentQueryKeys } from './content-query-keys';
export { contentQueryOptions } from './content-query-options';
export type { ContentQueryScope } from './content-query-keys';
export type { ContentHookOptions } from './use-content-query';
export { useBlogPosts } from './use-blog-posts';
export { useHeaderMenu } from './use-header-menu';
export { useLandingScreen } from './use-landing-screen';
export { usePage } from './use-page';
export { useProductDetails } from './use-product-details';
export { useRecommendations } from './use-recommendations';
export { useSampleBoxes } from './use-sample-boxes';
export { useShopAllBoxes } from './use-shop-all-boxes';
export { useStorefrontConfig } from './use-storefront-config';
export { useSubmitContentForm } from './use-submit-content-form';
export type { SubmitContentForm, SubmitContentFormVariables } from './use-submit-content-form';
export { retryTransientContentFailure } from './content-query';
