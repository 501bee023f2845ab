/** The schema.org context every JSON-LD block names. */
const SCHEMA_ORG = 'https://schema.org';

/** `path` on the page's origin (an absolute URL is kept). */
export function absoluteUrl(pathOrUrl: string, origin: string): string {
  return new URL(pathOrUrl, origin).href;
}

/**
 * The brand as a schema.org `Organization` (home page): name, site and logo.
 *
 * @example
 * organizationJsonLd({ name: 'BoxUp', origin: 'https://boxup.example', logoPath: '/favicon.svg' });
 */
export function organizationJsonLd({
  name,
  origin,
  logoPath,
  sameAs = [],
}: {
  name: string;
  origin: string;
  logoPath: string;
  /** The brand's profiles elsewhere (social links). */
  sameAs?: readonly string[];
}): object {
  return {
    '@context': SCHEMA_ORG,
    '@type': 'Organization',
    name,
    url: absoluteUrl('/', origin),
    logo: absoluteUrl(logoPath, origin),
    ...(sameAs.length > 0 ? { sameAs: [...sameAs] } : {}),
  };
}

/** One step of a {@link breadcrumbJsonLd}: its name and path. */
export interface Breadcrumb {
  name: string;
  path: string;
}

/**
 * The trail to a page as a schema.org `BreadcrumbList` (product and content pages), each
 * step's URL on the page's origin.
 *
 * @example
 * breadcrumbJsonLd('https://boxup.example', [{ name: 'BoxUp', path: '/' }, { name: 'About', path: '/view/about' }]);
 */
export function breadcrumbJsonLd(origin: string, trail: readonly Breadcrumb[]): object {
  return {
    '@context': SCHEMA_ORG,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: absoluteUrl(step.path, origin),
    })),
  };
}

/** What {@link productJsonLd} describes. */
export interface ProductFacts {
  name: string;
  description: string;
  /** The product page's absolute URL. */
  url: string;
  /** Absolute image URLs, the main one first. */
  images: readonly string[];
  /** The product key (`custom-mailer-box`). */
  sku: string;
  brand: string;
  /** The default configuration's price: its total for `quantity`, as a decimal (`'123.45'`). */
  offer: {
    price: string;
    priceCurrency: string;
    quantity: number;
    /** `null` when availability is not known. */
    available: boolean | null;
  } | null;
  /** The reviews' summary; left out when there are none. */
  rating: { average: number; count: number } | null;
}

/**
 * A product page as a schema.org `Product` with its `offers` (price and currency of the
 * default configuration, availability, URL) and, when it has reviews, its `aggregateRating`.
 *
 * @example
 * productJsonLd({ name: 'Mailer Boxes', …, offer: { price: '149.00', priceCurrency: 'USD', quantity: 10, available: true }, rating: null });
 */
export function productJsonLd(product: ProductFacts): object {
  const { offer, rating } = product;
  return {
    '@context': SCHEMA_ORG,
    '@type': 'Product',
    name: product.name,
    description: product.description,
    sku: product.sku,
    url: product.url,
    ...(product.images.length > 0 ? { image: [...product.images] } : {}),
    brand: { '@type': 'Brand', name: product.brand },
    ...(offer
      ? {
          offers: {
            '@type': 'Offer',
            url: product.url,
            price: offer.price,
            priceCurrency: offer.priceCurrency,
            eligibleQuantity: { '@type': 'QuantitativeValue', value: offer.quantity },
            ...(offer.available === null
              ? {}
              : {
                  availability: `${SCHEMA_ORG}/${offer.available ? 'InStock' : 'OutOfStock'}`,
                }),
          },
        }
      : {}),
    ...(rating && rating.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: rating.average,
            reviewCount: rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}
