import type { LogoDrawing } from '@storefront/ui-kit';
import { createContentClient, setCmsHtmlWindow } from '@storefront/content';
import { createLazyQueryClient } from '@storefront/http/react';
import { loadedMessages, translator } from '@storefront/ui-kit/i18n';
import { createDeferredIdentity, type Identity } from '@storefront/identity-sdk';
import { dehydrate } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { PassThrough, Readable } from 'node:stream';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router-dom';
import type { ServiceEndpoints } from '../lib/config/sandbox-endpoints';
import { catalogueLanguage, PAGE_META_NAMESPACE, resolveCulture } from '../lib/i18n/culture';
import { createStorefrontI18n } from '../react/storefront-i18n';
import type { StoreVariant } from '../lib/variants/store-variant';
import { cultureFromCookieHeader } from '../react/culture-storage';
import { createStorefrontQueryClient } from '../react/query-client';
import type { StoreRoute, StoreRouteHandle } from '../react/routes/store-route';
import {
  serializeServerRenderedState,
  SERVER_STATE_ELEMENT_ID,
} from '../react/server-rendered-state';
import {
  createStorefrontRouteObjects,
  PageLoadingFallback,
  StorefrontRoot,
} from '../react/storefront-app';
import { serverLoaders } from './loaders';
import type { PageHead } from './page-head';
import type { ServerLoadContext, ServerLoader } from './server-loader';

/**
 * jsdom, loaded from node_modules at run time (never bundled, never in the browser); the one
 * class the server uses is typed here.
 */
const JSDOM_MODULE = 'jsdom';
interface JsdomModule {
  JSDOM: new (html: string) => { window: object };
}

let cmsWindow: Promise<void> | undefined;

/** Gives the CMS HTML sanitiser a DOM on the server (jsdom, once per process). */
function ensureCmsHtmlWindow(): Promise<void> {
  cmsWindow ??= import(/* @vite-ignore */ JSDOM_MODULE).then(({ JSDOM }: JsdomModule) => {
    setCmsHtmlWindow(new JSDOM('').window as unknown as Parameters<typeof setCmsHtmlWindow>[0]);
  });
  return cmsWindow;
}

/**
 * Renders the app once every Suspense boundary has its content (their data is in the cache;
 * only page code loads), so the HTML needs no script to show its content: crawlers and
 * shoppers without JavaScript read it as it is. Nothing is written before that, so no
 * boundary goes out as a fallback followed by a hidden segment.
 */
function renderWhenComplete(
  app: ReactNode,
  nonce: string | undefined,
): Promise<ReadableStream<Uint8Array>> {
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(app, {
      ...(nonce === undefined ? {} : { nonce }),
      // Large boundaries stay inline too (React would otherwise send them as hidden segments
      // that only a script puts in place).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        const body = new PassThrough();
        pipe(body);
        resolve(Readable.toWeb(body) as ReadableStream<Uint8Array>);
      },
      onShellError: reject,
      onError(error) {
        console.error('[ssr]', error);
      },
    });
  });
}

/** Route id of the catch-all route (every path the app does not compose). */
const CATCH_ALL_ROUTE_ID = 'catch-all';

/**
 * The server's session: always starting, never loaded. The server renders every page as a
 * visitor sees it before the session is known and never reads a token; the browser's own
 * session takes over after hydration.
 */
function serverIdentity(): Identity {
  return createDeferredIdentity(() => new Promise<Identity>(() => undefined));
}

/**
 * The head of a page the browser renders: its title and description from the brand's SEO
 * table (or the brand's home copy), kept out of search engines.
 */
async function browserPageHead(
  request: Request,
  { i18n, variant, brandCopy }: ServerLoadContext,
  handle: StoreRouteHandle | undefined,
): Promise<PageHead> {
  const t = translator(i18n, PAGE_META_NAMESPACE);
  const key = handle?.pageKey;
  return {
    title: key ? t(`${key}.title`) : `${variant.brandName} | ${brandCopy.tagline}`,
    description: key ? t(`${key}.description`) : brandCopy.homeIntro,
    canonicalPath: new URL(request.url).pathname,
    noIndex: true,
  };
}

/**
 * The server's route tree: routes with a server loader (the public pages) render their page
 * with the loader's data; every other page renders its loading state (the browser renders
 * it after hydration; the server never reads a token). The catch-all uses not-found's loader.
 */
function forServer(routes: RouteObject[]): RouteObject[] {
  return routes.map((route): RouteObject => {
    if (route.children) return { ...route, children: forServer(route.children) };
    if (route.path === undefined || route.id?.startsWith('redirect:')) return route;
    const id = route.id === CATCH_ALL_ROUTE_ID ? 'not-found' : route.id;
    const load: ServerLoader | undefined = id === undefined ? undefined : serverLoaders[id];
    if (!load) {
      return {
        id: route.id,
        path: route.path,
        handle: { ...route.handle, page: 'browser' },
        Component: PageLoadingFallback,
        loader: ({ request, context }) =>
          browserPageHead(
            request,
            context as ServerLoadContext,
            route.handle as StoreRouteHandle | undefined,
          ),
      };
    }
    return {
      ...route,
      loader: (args) =>
        load({
          params: args.params,
          request: args.request,
          context: args.context as ServerLoadContext,
        }),
    } as RouteObject;
  });
}

/** Options of {@link createPageRenderer}. */
export interface PageRendererOptions {
  variant: StoreVariant;
  routes: readonly StoreRoute[];
  endpoints: ServiceEndpoints;
  /** Transport of the service clients; the global `fetch` when not given. */
  fetch?: typeof globalThis.fetch;
  /** The brand's logo drawing, as the browser's app has it (`mountStorefront`'s `logo`). */
  logo?: LogoDrawing;
}

/** One rendered page: its status, head and body stream. */
export interface RenderedPage {
  status: number;
  /** The page's head (title, description, canonical, Open Graph, JSON-LD). */
  head: PageHead | null;
  /** The culture the page was rendered in (`<html lang>`). */
  culture: string;
  /** The app's HTML (for `#root`), streamed. */
  body: ReadableStream<Uint8Array>;
  /** The state script the browser hydrates from (after `#root`). */
  stateScript: string;
  /** Path pattern of the matched page's route (`/product/:slug`), for its module preloads. */
  routePath?: string;
  /** A redirect the routes answered instead of a page. */
  redirect?: { status: number; location: string };
}

/**
 * Creates the server renderer of one brand: for each request it resolves the culture (the
 * shopper's cookie or the brand's default), runs the matched routes' server loaders (which
 * fill the request's query cache and say what the head carries), renders the app as a
 * visitor sees it and hands the query cache to the browser for hydration.
 *
 * @example
 * const render = createPageRenderer({ variant: defaultStore, routes, endpoints });
 * const page = await render(new Request('http://127.0.0.1:4200/shop-all-boxes'));
 */
export function createPageRenderer({
  variant,
  routes,
  endpoints,
  fetch,
  logo,
}: PageRendererOptions) {
  const routeObjects = forServer(createStorefrontRouteObjects(routes));
  const handler = createStaticHandler(routeObjects);
  const transport = fetch ?? globalThis.fetch;

  return async function renderPage(
    request: Request,
    { nonce }: { nonce?: string } = {},
  ): Promise<RenderedPage> {
    const culture = resolveCulture(variant, cultureFromCookieHeader(request.headers.get('cookie')));
    const language = catalogueLanguage(culture);
    const [i18n, brandCopy] = await Promise.all([
      createStorefrontI18n({ variant, culture, pageMeta: true }),
      variant.texts.copy[language](),
      ensureCmsHtmlWindow(),
    ]);
    const queryClient = createStorefrontQueryClient();
    const contentClient = createContentClient({
      baseUrl: endpoints.content,
      token: endpoints.contentToken,
      storefrontId: variant.storeId,
      locale: language,
      fetch: transport,
    });
    const context: ServerLoadContext = {
      variant,
      routes,
      culture,
      language,
      endpoints,
      origin: new URL(request.url).origin,
      queryClient,
      i18n,
      brandCopy,
      contentClient,
      fetch: transport,
    };
    const result = await handler.query(request, { requestContext: context });
    if (result instanceof Response) {
      return {
        status: result.status,
        head: null,
        culture,
        body: new ReadableStream({ start: (controller) => controller.close() }),
        stateScript: '',
        redirect: { status: result.status, location: result.headers.get('location') ?? '/' },
      };
    }
    const leaf = result.matches[result.matches.length - 1];
    const head =
      (leaf ? (result.loaderData[leaf.route.id] as PageHead | undefined) : undefined) ?? null;
    const notFound = leaf?.route.id === CATCH_ALL_ROUTE_ID || head?.notFound === true;
    const status = result.statusCode !== 200 ? result.statusCode : notFound ? 404 : 200;

    const router = createStaticRouter(handler.dataRoutes, result);
    const page =
      (leaf?.route.handle as { page?: string } | undefined)?.page === 'browser'
        ? 'browser'
        : 'server';
    // The hooks observe the request's cache as useQuery does, so the engine is there before
    // the render.
    const queries = createLazyQueryClient({ client: queryClient });
    await queries.load();
    const app = (
      <StorefrontRoot
        variant={variant}
        i18n={i18n}
        routes={routes}
        identity={serverIdentity()}
        endpoints={endpoints}
        queryClient={queries}
        fetch={transport}
        siteOrigin={context.origin}
        {...(logo === undefined ? {} : { logo })}
        router={
          <StaticRouterProvider router={router} context={result} hydrate={false} nonce={nonce} />
        }
      />
    );
    const stream = await renderWhenComplete(app, nonce);
    // After the render: the feature catalogues it loaded go along, in the page's language.
    const state = serializeServerRenderedState({
      culture,
      queries: dehydrate(queryClient),
      page,
      endpoints,
      messages: loadedMessages(i18n, language),
    });
    const stateScript = `<script id="${SERVER_STATE_ELEMENT_ID}" type="application/json">${state}</script>`;
    return {
      status,
      head,
      culture,
      body: stream,
      stateScript,
      ...(leaf?.route.path === undefined ? {} : { routePath: leaf.route.path }),
    };
  };
}
