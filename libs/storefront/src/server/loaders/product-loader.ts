import {
  allowedQuantitiesOf,
  configuratorChoiceOf,
  createCatalogClient,
  getReviews,
  productOptionsOf,
  type CatalogClient,
  type ReviewSummary,
} from '@storefront/catalog';
import {
  availabilityQueryOptions,
  productConfigQueryOptions,
  productMetaQueryOptions,
  productPricesQueryOptions,
  reviewsQueryOptions,
} from '@storefront/catalog/react';
import { contentQueryOptions } from '@storefront/content/react';
import { selectPriceForQuantity, toDecimalString, type PriceListEntry } from '@storefront/pricing';
import type { ServerLoadContext, ServerLoader } from '../server-loader';
import { breadcrumbJsonLd, productJsonLd, type ProductFacts } from '../seo/json-ld';
import { loadQuery, loadShell } from './load-query';
import { homeCrumb, notFoundHead, pathnameOf, seoCrumb, unavailableHead } from './page-heads';
import { plainTextOf } from '../../lib/text/plain-text';
import { storeCatalogSettings } from '../../react/pages/catalogue/use-store-catalog-client';

/** The meta description's length, as the product page cuts it. */
const DESCRIPTION_LENGTH = 160;

/**
 * The catalogue client of the server: the store's services and the request's transport, and
 * no token (the server renders every page as a visitor sees it; no product read needs one).
 * Its query keys are the browser's (they hold only the store id).
 */
export function serverCatalogClient({
  variant,
  endpoints,
  fetch,
}: ServerLoadContext): CatalogClient {
  return createCatalogClient({ ...storeCatalogSettings(variant, endpoints), fetch });
}

/** `?quantity=` as the product page reads it: a whole positive number, or `undefined`. */
function quantityParam(value: string | null): number | undefined {
  if (value === null || !/^\d{1,7}$/.test(value)) return undefined;
  const quantity = Number(value);
  return quantity > 0 ? quantity : undefined;
}

/**
 * The reviews behind a product's `reviewsUrl`: into the cache where the review widget shows
 * them, read past it otherwise (the `aggregateRating` needs them, the page does not).
 */
async function loadReviews(
  context: ServerLoadContext,
  client: CatalogClient,
  reviewsUrl: string | null,
): Promise<ReviewSummary | undefined> {
  if (reviewsUrl === null || reviewsUrl === '') return undefined;
  if (context.variant.features.reviewWidget) {
    return loadQuery(context.queryClient, reviewsQueryOptions(client, reviewsUrl));
  }
  return getReviews(client, reviewsUrl).catch(() => undefined);
}

/**
 * `/product/:slug` (boxes, samples, insert, service charge; `?quantity=` kept): the shell,
 * the product's content and recommendations, and what the catalogue's configurator runs on
 * its first render — the product config, then the prices, availability and (where the
 * calculator shows) product meta of the default selection, so the server's HTML has the
 * price — and the reviews where the widget shows. The head: `Title | Brand`, the
 * description's first 160 characters, the main image, a `Product` with the default
 * configuration's offer and the reviews' rating, and the breadcrumb trail. An unknown slug
 * is the not-found page (404).
 */
export const productLoader: ServerLoader = async ({ params, request, context }) => {
  const slug = params['slug'] ?? '';
  const { queryClient, contentClient, variant, origin } = context;
  const pathname = pathnameOf(request);
  const shell = loadShell(context);
  const details = await loadQuery(
    queryClient,
    contentQueryOptions.productDetails(contentClient, slug),
  );
  if (details === null) {
    await shell;
    return notFoundHead(context, pathname);
  }
  if (details === undefined) {
    // The content service failed: the browser loads the page; nothing to index meanwhile.
    await shell;
    return unavailableHead(context, pathname);
  }

  const catalog = serverCatalogClient(context);
  const recommendations = loadQuery(
    queryClient,
    contentQueryOptions.recommendations(contentClient, details.slug),
  );
  const reviews = loadReviews(context, catalog, details.reviewsUrl);
  const config = await loadQuery(
    queryClient,
    productConfigQueryOptions(catalog, details.productConfigId),
  );

  let offer: ProductFacts['offer'] = null;
  if (config) {
    const options = productOptionsOf(config);
    const quantities = allowedQuantitiesOf(config);
    const isSample = details.isSample;
    const { choice, quantity } = configuratorChoiceOf(options, quantities, {
      initialQuantity: quantityParam(new URL(request.url).searchParams.get('quantity')),
      isSample,
    });
    const [prices, availability] = await Promise.all([
      loadQuery(
        queryClient,
        productPricesQueryOptions(catalog, {
          productKey: config.productKey,
          size: choice.size,
          printOption: choice.printOption,
          color: choice.color,
          quantities,
        }),
      ),
      loadQuery(
        queryClient,
        availabilityQueryOptions(catalog, {
          productKey: config.productKey,
          version: config.productVersion,
          quantity,
          size: choice.size,
        }),
      ),
      !isSample && variant.features.quantityCalculator
        ? loadQuery(
            queryClient,
            productMetaQueryOptions(catalog, {
              productKey: config.productKey,
              version: config.productVersion,
            }),
          )
        : undefined,
    ]);
    offer = offerOf(prices?.priceList, quantity, availability?.available ?? null);
  }
  const [summary] = await Promise.all([reviews, recommendations, shell]);

  const url = new URL(pathname, origin).href;
  const images = details.images.map((image) => new URL(image.url, origin).href);
  const title = `${details.title} | ${variant.brandName}`;
  const description = plainTextOf(details.descriptionHtml, DESCRIPTION_LENGTH);
  const parent = details.isSample
    ? seoCrumb(context, 'shop-all-sample-boxes', 'shopAllSampleBoxes', '/shop-all-sample-boxes')
    : seoCrumb(context, 'shop-all-boxes', 'shopAllBoxes', '/shop-all-boxes');
  return {
    title,
    description,
    canonicalPath: pathname,
    siteName: variant.brandName,
    ogType: 'product',
    ...(images[0] === undefined ? {} : { image: images[0] }),
    jsonLd: [
      productJsonLd({
        name: details.title,
        description,
        url,
        images,
        sku: config?.productKey ?? details.productConfigId,
        brand: variant.brandName,
        offer,
        rating: summary ? { average: summary.average, count: summary.count } : null,
      }),
      breadcrumbJsonLd(origin, [
        homeCrumb(context),
        ...parent,
        { name: details.title, path: pathname },
      ]),
    ],
  };
};

/** The default configuration's offer: its total for the default quantity, or `null` unpriced. */
function offerOf(
  priceList: readonly PriceListEntry[] | undefined,
  quantity: number,
  available: boolean | null,
): ProductFacts['offer'] {
  if (!priceList) return null;
  try {
    const { totalPrice } = selectPriceForQuantity(priceList, quantity);
    return {
      price: toDecimalString(totalPrice),
      priceCurrency: totalPrice.currency,
      quantity,
      available,
    };
  } catch {
    return null;
  }
}
