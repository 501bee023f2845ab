import { schemaOnRequest, TransformError } from '@storefront/http';
import { isPricingError, parsePriceList, type PriceListEntry } from '@storefront/pricing';
import type * as z from 'zod/mini';
import type { CatalogClient } from './catalog-client';
import type { productPriceResponseSchema } from './get-product-prices-response';

/**
 * Most quantities one price request asks for; longer lists are split into several requests.
 *
 * @example
 * Math.ceil(quantities.length / PRICE_REQUEST_QUANTITIES); // requests made
 */
export const PRICE_REQUEST_QUANTITIES = 50;

/**
 * What to price: the product, its options (the service fills in the defaults for those left
 * out) and the quantities (the product's allowed quantities when left out).
 *
 * @example
 * const request: ProductPriceRequest = { productKey: 'custom-mailer-box', size: '9 x 6 x 3', quantities: [1, 10, 25] };
 */
export interface ProductPriceRequest {
  productKey: string;
  size?: string | null;
  printOption?: string | null;
  color?: string | null;
  quantities?: readonly number[];
}

/**
 * Prices of a product selection: the price list by quantity (exact Money, ascending), and the
 * selection and pricing context the service used.
 *
 * @example
 * const cheapest = (prices: ProductPrices) => prices.priceList.at(-1)?.unitPrice;
 */
export interface ProductPrices {
  productKey: string;
  /** Size, Print Options and Color as priced (defaults filled in by the service). */
  attributes: { Size?: string; 'Print Options'?: string; Color?: string };
  priceList: PriceListEntry[];
  context: {
    currency: string;
    pricingTier?: string;
    market?: string;
    merchant?: string;
    brand?: string;
  };
}

/** `[1].unitPrice` → `prices[1].unitPrice`; `priceList` (the whole list) → `prices`. */
function pricesPath(field: string): string {
  if (field === 'priceList' || field === '') return 'prices';
  return field.startsWith('[') ? `prices${field}` : `prices.${field}`;
}

function toPrices(
  productKey: string,
  data: z.output<typeof productPriceResponseSchema>,
): ProductPrices {
  let priceList: PriceListEntry[];
  try {
    priceList = parsePriceList(data.prices);
  } catch (error) {
    if (!isPricingError(error)) throw error;
    // Spec: an empty (or unreadable) price list is ECX011, shown as 'Unable to load price…'.
    const issues = error.issues.map((issue) => ({
      path: pricesPath(issue.field),
      message: issue.message,
    }));
    throw new TransformError({
      code: 'ECX011',
      path: issues[0]?.path,
      issues,
      message: `The price list of ${productKey} cannot be used: ${error.issues.map((issue) => issue.message).join('; ')}`,
      cause: error,
    });
  }
  const { currency, pricingTier, market, merchant, brand } = data;
  return {
    productKey: data.productKey ?? productKey,
    attributes: data.attributes,
    priceList,
    context: {
      currency,
      ...(pricingTier === undefined ? {} : { pricingTier }),
      ...(market === undefined ? {} : { market }),
      ...(merchant === undefined ? {} : { merchant }),
      ...(brand === undefined ? {} : { brand }),
    },
  };
}

function chunks(quantities: readonly number[]): number[][] {
  const unique = [...new Set(quantities)].sort((a, b) => a - b);
  const result: number[][] = [];
  for (let start = 0; start < unique.length; start += PRICE_REQUEST_QUANTITIES) {
    result.push(unique.slice(start, start + PRICE_REQUEST_QUANTITIES));
  }
  return result;
}

/**
 * The price list of a product selection for the given quantities (`GET price
 * …/storefronts/{storefront}/productPrice`), with exact Money from `@storefront/pricing`. Any
 * failure is ECX011 ('Unable to load price. Please retry again after sometime'): a failed call
 * is an `ApiError`, an empty or malformed price list a `TransformError`, both with that code.
 *
 * @example
 * const { priceList } = await getProductPrices(client, {
 *   productKey: 'custom-mailer-box',
 *   size: '9 x 6 x 3',
 *   printOption: 'Outside full colour',
 *   color: 'Kraft',
 *   quantities: [1, 10, 25, 50],
 * });
 * formatMoney(priceList[1].unitPrice); // '$5.49'
 */
export async function getProductPrices(
  client: CatalogClient,
  request: ProductPriceRequest,
  options: { signal?: AbortSignal } = {},
): Promise<ProductPrices> {
  const errorCodes = { all: 'ECX011' } as const;
  const http = client.store('price', errorCodes);
  const path = 'productPrice';
  const fetchPrices = (quantities: readonly number[] | undefined) =>
    http.get(path, {
      searchParams: {
        productKey: request.productKey,
        size: request.size ?? undefined,
        printOption: request.printOption ?? undefined,
        color: request.color ?? undefined,
        quantities: quantities === undefined ? undefined : quantities.join(','),
      },
      schema: schemaOnRequest({ method: 'get', path, code: errorCodes.all }, () =>
        import('./get-product-prices-response').then((module) => module.productPriceResponseSchema),
      ),
      transform: (data) => toPrices(request.productKey, data),
      ...(options.signal ? { signal: options.signal } : {}),
    });

  const groups = request.quantities === undefined ? [undefined] : chunks(request.quantities);
  if (groups.length === 0) {
    throw new TransformError({
      code: 'ECX011',
      path: 'quantities',
      issues: [{ path: 'quantities', message: 'No quantity to price' }],
      message: `No quantity of ${request.productKey} to price`,
    });
  }
  const answers = await Promise.all(groups.map(fetchPrices));
  const [first, ...rest] = answers as [ProductPrices, ...ProductPrices[]];
  return {
    ...first,
    priceList: [first, ...rest]
      .flatMap((answer) => answer.priceList)
      .sort((a, b) => a.quantity - b.quantity),
  };
}
