// @storefront/content/react: React bindings of content. The content pages and the storefront
// config hook come with the content release, with the GraphQL client they need.
export { CmsHtml } from './cms-html';
export type { CmsHtmlProps } from './cms-html';
