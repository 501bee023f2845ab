import type { ContentClient } from '@storefront/content';
import type { QueryClient } from '@tanstack/react-query';
import type { I18n } from '@storefront/ui-kit/i18n';
import type { ServiceEndpoints } from '../lib/config/sandbox-endpoints';
import type { BrandCopy } from '../lib/variants/brand-copy';
import type { CatalogueLanguage } from '../lib/variants/page-meta';
import type { Culture, StoreVariant } from '../lib/variants/store-variant';
import type { StoreRoute } from '../react/routes/store-route';
import type { PageHead } from './page-head';

/** What a server loader gets besides the route's params and the request. */
export interface ServerLoadContext {
  variant: StoreVariant;
  /** The routes the brand composes (a link to a route it lacks is left out). */
  routes: readonly StoreRoute[];
  culture: Culture;
  language: CatalogueLanguage;
  endpoints: ServiceEndpoints;
  /** `https://shop.example` — the origin the page was requested on, for canonical URLs. */
  origin: string;
  /**
   * The request's query cache. A loader fills it with exactly the queries (same keys, same
   * clients) the page's hooks run, so the server render has the data and the browser
   * hydrates with it instead of fetching again.
   */
  queryClient: QueryClient;
  /** The storefront's i18n instance in the request's culture (shell strings, SEO table). */
  i18n: I18n;
  /**
   * The brand's home copy in the request's language, for heads (the home page registers it as
   * its catalogue when it renders, so only its own page carries it to the browser).
   */
  brandCopy: BrandCopy;
  /** The content client in the request's language (the one the page's hooks use). */
  contentClient: ContentClient;
  /** Transport of every service client on the server. */
  fetch: typeof globalThis.fetch;
}

/** Arguments of a {@link ServerLoader}. */
export interface ServerLoaderArgs {
  params: Readonly<Record<string, string | undefined>>;
  request: Request;
  context: ServerLoadContext;
}

/**
 * Loads a public page's first-render data on the server (into `context.queryClient`) and
 * says what its `<head>` carries. Runs only on the server; the browser's routes have none.
 */
export type ServerLoader = (args: ServerLoaderArgs) => Promise<PageHead>;
