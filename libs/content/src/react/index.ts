// @storefront/content/react: React bindings of content. Nothing is exported yet on purpose:
// the storefront config hook needs the content-service GraphQL client, and it comes with the
// content pages in the content release. index.test.ts guards this (empty) export list.
export {};
