// Test and story helper (exported at @storefront/catalog/testing): answers of the sandbox's
// services for the mailer box and its sample, captured from the seeded catalogue, and a
// helper that puts them into a query client so stories render without services (Storybook
// has no sandbox). Tests use the in-process sandbox itself.
import type { QueryClient } from '@tanstack/react-query';
import { productConfigResponseSchema } from '../../lib/api/get-product-config-response';
import type { ProductPrices } from '../../lib/api/get-product-prices';
import { productPriceResponseSchema } from '../../lib/api/get-product-prices-response';
import { reviewSummarySchema } from '../../lib/api/get-reviews-response';
import type { ProductConfig } from '../../lib/api/get-product-config';
import { allowedQuantitiesOf, productOptionsOf } from '../../lib/product-page/product-options';
import { money, parsePriceList } from '@storefront/pricing';
import type { FetchShippingEstimate } from '../../lib/product-page/shipping-estimate';
import { catalogQueryKeys } from '../catalog-queries';

/** The mailer's colours, the same for the box and its sample. */
const kraftOrWhite = { defaultValue: 'Kraft', values: ['Kraft', 'White'] };

/**
 * The Size attribute of a box whose sizes are all in stock: each size's name ('9 x 6 x 3') and
 * inches, from [width, height, depth]; `defaultValue` is preselected.
 */
function inStockSizes(defaultValue: string, inches: readonly [number, number, number][]) {
  const sizes = inches.map(([width, height, depth]) => ({
    size: `${width} x ${height} x ${depth}`,
    Width: width,
    Height: height,
    Depth: depth,
    inStock: true,
  }));
  return { defaultValue, values: sizes.map(({ size }) => size), sizes };
}

/** One row of a price answer: a quantity with its total and unit price in US cents. */
function usdPrice(quantity: number, totalCents: number, unitCents: number) {
  const cents = (centAmount: number) => ({
    type: 'centPrecision',
    centAmount,
    currencyCode: 'USD',
    fractionDigits: 2,
  });
  return { quantity, taxRate: 0, totalPrice: cents(totalCents), unitPrice: cents(unitCents) };
}

export const mailerConfigResponse = {
  referenceId: 'pcfg-custom-mailer-box',
  title: 'Custom Mailer Box',
  additionalModelInfo: {
    segmentProductCategory: 'Mailer Boxes',
    isEditable: true,
    enable2DPreview: true,
    pricingGridQuantity: 5000,
    whitelistedQuantityList: [1, 10, 25, 50, 100, 250, 500, 1000, 2500, 5000],
  },
  productFlowConfiguration: {
    nonCustomizable: false,
  },
  mcpSkuVersion: 7,
  productKey: 'custom-mailer-box',
  productVersion: 3,
  kind: 'box',
  boxStyle: 'displayMailer',
  rootProductKey: null,
  mcpSku: 'CIM-MLR-DSP',
  maxOrderQuantity: 10000,
  attributes: {
    Quantity: {
      defaultValue: 1,
      values: [1, 10, 25, 50, 100, 250, 500, 1000, 2500, 5000],
    },
    Size: inStockSizes('9 x 6 x 3', [
      [6, 4, 2],
      [8, 6, 2],
      [9, 6, 3],
      [10, 8, 4],
      [12, 9, 4],
      [14, 10, 4],
    ]),
    'Print Options': {
      defaultValue: 'Outside full colour',
      values: ['Outside only 1 colour', 'Outside full colour', 'Outside + inside full colour'],
    },
    Color: kraftOrWhite,
  },
};

export const mailerSampleConfigResponse = {
  referenceId: 'pcfg-custom-mailer-box-sample',
  title: 'Mailer Box Sample',
  additionalModelInfo: {
    segmentProductCategory: 'Sample Boxes',
    isEditable: false,
    enable2DPreview: false,
    pricingGridQuantity: 1,
    whitelistedQuantityList: [1],
  },
  productFlowConfiguration: {
    nonCustomizable: true,
  },
  mcpSkuVersion: 1,
  productKey: 'custom-mailer-box-sample',
  productVersion: 1,
  kind: 'sample',
  boxStyle: 'displayMailer',
  rootProductKey: 'custom-mailer-box',
  mcpSku: 'CIM-MLR-DSP-SMP',
  maxOrderQuantity: 3,
  attributes: {
    Quantity: {
      defaultValue: 1,
      values: [1],
    },
    Size: inStockSizes('9 x 6 x 3', [
      [9, 6, 3],
      [12, 9, 4],
    ]),
    Color: kraftOrWhite,
  },
};

export const mailerPriceResponse = {
  currency: 'USD',
  pricingTier: 'Saver',
  market: 'US',
  merchant: 'boxup',
  brand: 'boxup',
  productKey: 'custom-mailer-box',
  attributes: {
    Size: '9 x 6 x 3',
    'Print Options': 'Outside full colour',
    Color: 'Kraft',
  },
  prices: [
    usdPrice(1, 1854, 1854),
    usdPrice(10, 5490, 549),
    usdPrice(25, 9375, 375),
    usdPrice(50, 15000, 300),
    usdPrice(100, 25300, 253),
    usdPrice(250, 52250, 209),
    usdPrice(500, 93000, 186),
    usdPrice(1000, 165000, 165),
    usdPrice(2500, 360000, 144),
    usdPrice(5000, 655000, 131),
  ],
};

export const mailerSamplePriceResponse = {
  currency: 'USD',
  pricingTier: 'Saver',
  market: 'US',
  merchant: 'boxup',
  brand: 'boxup',
  productKey: 'custom-mailer-box-sample',
  attributes: {
    Size: '9 x 6 x 3',
    Color: 'Kraft',
  },
  prices: [usdPrice(1, 100, 100)],
};

export const mailerReviewsResponse = {
  average: 4.7,
  count: 3,
  reviews: [
    {
      author: 'Priya N., Fernleaf Tea Co.',
      rating: 5,
      title: 'Our unboxing finally matches the tea',
      body: 'We ship 400 subscription boxes a month. The inside print of our leaf pattern gets photographed by customers every single month, and the boxes close without tape, which saves our packing table a lot of time.',
      date: '2026-09-18',
    },
    {
      author: 'Marcus D., Ridgeline Coffee Roasters',
      rating: 5,
      title: 'Colours came out exactly like the proof',
      body: 'I was nervous about our burnt orange printing muddy on kraft. The prepress team flagged it before I approved and suggested a white underlay. The result is sharp and on brand.',
      date: '2026-07-02',
    },
    {
      author: 'Hannah K.',
      rating: 4,
      title: 'Great box, plan for the production time',
      body: 'Sturdy, looks premium and the price per box dropped a lot at 250. Production took the full ten business days, so order before you run out.',
      date: '2026-05-21',
    },
  ],
};

export const MAILER_REVIEWS_URL = '/content/reviews/custom-mailer-box';

/** The mailer's default options (kraft, printed outside) at 250 boxes, as the page selects them. */
export const mailerSelectionAttributes = {
  Quantity: 250,
  Size: '9 x 6 x 3',
  Width: 9,
  Height: 6,
  Depth: 3,
  'Print Options': 'Outside full colour',
  Color: 'Kraft',
};

/** A parsed product config, as `useProductConfig` gives it. */
export function sampleConfig(response: unknown): ProductConfig {
  const data = productConfigResponseSchema.parse(response);
  return { ...data, productKey: data.productKey ?? '', productVersion: data.productVersion ?? 1 };
}

/** A parsed price answer, as `useProductPrices` gives it. */
export function samplePrices(response: unknown): ProductPrices {
  const data = productPriceResponseSchema.parse(response);
  return {
    productKey: data.productKey ?? '',
    attributes: data.attributes,
    priceList: parsePriceList(data.prices),
    context: { currency: data.currency },
  };
}

/**
 * Seeds a query client with what a product page of `config` asks for with its default
 * options: the config, the prices of every allowed quantity and the availability of each.
 */
export function seedProductPage(
  queryClient: QueryClient,
  configResponse: unknown,
  priceResponse: unknown,
  storefrontId = 'boxup',
) {
  const config = sampleConfig(configResponse);
  const options = productOptionsOf(config);
  const quantities = allowedQuantitiesOf(config);
  queryClient.setQueryData(catalogQueryKeys.productConfig(storefrontId, config.productKey), config);
  queryClient.setQueryData(
    catalogQueryKeys.prices(storefrontId, {
      productKey: config.productKey,
      size: options.defaults.size,
      printOption: options.defaults.printOption,
      color: options.defaults.color,
      quantities,
    }),
    samplePrices(priceResponse),
  );
  for (const quantity of quantities) {
    queryClient.setQueryData(
      catalogQueryKeys.availability(storefrontId, {
        productKey: config.productKey,
        version: config.productVersion,
        quantity,
        size: options.defaults.size,
      }),
      {
        available: true,
        maxQuantity: config.maxOrderQuantity ?? 10000,
        reason: null,
        message: null,
      },
    );
  }
  return config;
}

/** Seeds the reviews of the mailer box. */
export function seedReviews(queryClient: QueryClient) {
  queryClient.setQueryData(
    catalogQueryKeys.reviews(MAILER_REVIEWS_URL),
    reviewSummarySchema.parse(mailerReviewsResponse),
  );
}

/** Storybook has no services: every call answers 404, as a missing deployment would. */
export const noServices = () =>
  Response.json({ title: 'NotFound', detail: 'No services in Storybook' }, { status: 404 });

/**
 * A shipping estimate as the delivery-options service quotes a mailer to Arlington, TX 76001
 * (Storybook has no sandbox): Standard, arriving Friday, March 20, 2026, $10.10.
 */
export const storyShippingEstimate: FetchShippingEstimate = async () => [
  {
    id: 'edo-standard',
    name: 'Standard',
    arrivalDate: '2026-03-20T00:00:00Z',
    shippingPrice: money('10.10'),
  },
  {
    id: 'edo-express',
    name: 'Express',
    arrivalDate: '2026-03-16T00:00:00Z',
    shippingPrice: money('40.50'),
  },
];

/** A delivery-options service that cannot quote the address. */
export const storyShippingEstimateFailure: FetchShippingEstimate = async () => {
  throw new Error('Unable to recieve Shipping Options for the given Postal Code');
};
