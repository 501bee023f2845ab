import type { ContentLocale } from '../lib/content-client';

/**
 * Whose content a query reads: the store and the language. A `ContentClient` is one.
 *
 * @example
 * const scope: ContentQueryScope = { storefrontId: 'boxup', locale: 'en' };
 */
export interface ContentQueryScope {
  readonly storefrontId: string;
  readonly locale: ContentLocale;
}

/**
 * The TanStack Query keys of the content hooks: `['content', storefrontId, locale, operation,
 * …arguments]`, so switching store or language never shows another's content, and
 * `contentQueryKeys.all(scope)` invalidates everything of one store and language.
 *
 * @example
 * queryClient.invalidateQueries({ queryKey: contentQueryKeys.all(client) });
 * queryClient.getQueryData(contentQueryKeys.page(client, 'view/about'));
 */
export const contentQueryKeys = {
  all: ({ storefrontId, locale }: ContentQueryScope) => ['content', storefrontId, locale] as const,
  storefrontConfig: (scope: ContentQueryScope) =>
    [...contentQueryKeys.all(scope), 'storefrontConfig'] as const,
  headerMenu: (scope: ContentQueryScope) => [...contentQueryKeys.all(scope), 'headerMenu'] as const,
  landingScreen: (scope: ContentQueryScope) =>
    [...contentQueryKeys.all(scope), 'landingScreen'] as const,
  shopAllBoxes: (scope: ContentQueryScope) =>
    [...contentQueryKeys.all(scope), 'shopAllBoxes'] as const,
  sampleBoxes: (scope: ContentQueryScope) =>
    [...contentQueryKeys.all(scope), 'sampleBoxes'] as const,
  productDetails: (scope: ContentQueryScope, slug: string) =>
    [...contentQueryKeys.all(scope), 'productDetails', slug] as const,
  recommendations: (scope: ContentQueryScope, slug: string) =>
    [...contentQueryKeys.all(scope), 'recommendations', slug] as const,
  page: (scope: ContentQueryScope, path: string) =>
    [...contentQueryKeys.all(scope), 'page', path] as const,
  blogPosts: (scope: ContentQueryScope) => [...contentQueryKeys.all(scope), 'blogPosts'] as const,
};
