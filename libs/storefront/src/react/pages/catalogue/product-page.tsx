import {
  createCatalogClient,
  type CatalogClient,
  type ProductSelection,
} from '@storefront/catalog';
import {
  CatalogClientProvider,
  ProductPage as CatalogProductPage,
} from '@storefront/catalog/react';
import type { ProductDetails } from '@storefront/content';
import { CmsHtml, useProductDetails } from '@storefront/content/react';
import { useIdentity } from '@storefront/identity-sdk/react';
import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { ContentFailure, ContentLoading } from '../../content/content-state';
import { useServiceFetch } from '../../data-providers';
import { useDocumentMeta } from '../../page-meta';
import { useStoreNavigate } from '../../store-link';
import { useServiceEndpoints, useStoreVariant } from '../../storefront-context';
import { NotFoundPage } from '../not-found-page';
import { useCatalogMessages } from './use-catalog-messages';

/** The first sentence-sized piece of the CMS description, as plain text for the meta tag. */
function plainDescription(html: string): string {
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
  return text.replace(/\s+/g, ' ').trim().slice(0, 160);
}

/** `?quantity=` as a whole positive number, or `undefined`. */
function quantityParam(value: string | null): number | undefined {
  if (value === null || !/^\d{1,7}$/.test(value)) return undefined;
  const quantity = Number(value);
  return quantity > 0 ? quantity : undefined;
}

/** Where "Get started" goes: the online designer with the chosen product and selection. */
export function templateDesignerPath(selection: ProductSelection): string {
  const query = new URLSearchParams({ product: selection.productKey });
  for (const [key, value] of Object.entries(selection.attributes)) {
    if (value !== undefined && value !== '') query.set(key, String(value));
  }
  return `/template-designer?${query.toString()}`;
}

function ProcessSteps({ steps }: { steps: ProductDetails['processSteps'] }) {
  return (
    <ol className="grid gap-6 md:grid-cols-2">
      {steps.map((step, index) => (
        <li key={step.title} className="rounded-brand bg-surface-muted p-4">
          <h3 className="font-brand-heading text-ink text-lg">
            <span className="text-brand-primary me-2">{index + 1}.</span>
            {step.title}
          </h3>
          <CmsHtml html={step.bodyHtml} className="text-ink mt-2" />
        </li>
      ))}
    </ol>
  );
}

function ProductView({ details }: { details: ProductDetails }) {
  const variant = useStoreVariant();
  const endpoints = useServiceEndpoints();
  const fetch = useServiceFetch();
  const { identity } = useIdentity();
  const navigate = useStoreNavigate();
  const [searchParams] = useSearchParams();
  useDocumentMeta(
    `${details.title} | ${variant.brandName}`,
    plainDescription(details.descriptionHtml),
  );

  const client: CatalogClient = useMemo(
    () =>
      createCatalogClient({
        priceUrl: endpoints.price,
        productsUrl: endpoints.products,
        selectorUrl: endpoints.selector,
        ecommerceUrl: endpoints.ecommerce,
        sessionUrl: endpoints.session,
        contentUrl: endpoints.content,
        tenant: variant.tenant,
        storefrontId: variant.storeId,
        getAccessToken: async () => (await identity.getAccessToken()) ?? undefined,
        ...(fetch === undefined ? {} : { fetch }),
      }),
    [endpoints, variant.tenant, variant.storeId, identity, fetch],
  );

  const initialQuantity = quantityParam(searchParams.get('quantity'));
  const shareId = searchParams.get('share') ?? undefined;
  return (
    <CatalogClientProvider client={client}>
      <CatalogProductPage
        productConfigId={details.productConfigId}
        slug={details.slug}
        title={details.title}
        images={details.images}
        isSample={details.isSample}
        detailsTab={<CmsHtml html={details.productDetailsHtml} />}
        processTab={<ProcessSteps steps={details.processSteps} />}
        reviewsUrl={details.reviewsUrl}
        features={variant.features}
        shippingEstimateLayout={variant.shippingEstimateLayout}
        siteOrigin={window.location.origin}
        {...(initialQuantity === undefined ? {} : { initialQuantity })}
        {...(shareId === undefined ? {} : { shareId })}
        onGetStarted={(selection) => void navigate(templateDesignerPath(selection))}
        onOrderSample={(sampleSlug) => void navigate(`/product/${sampleSlug}`)}
      />
    </CatalogClientProvider>
  );
}

/**
 * `/product/:slug` (also `?quantity=1` and `?share=<id>`): the product's content (title,
 * images, 'Product Details' and 'Our Process') from the content service around the catalogue's
 * `ProductPage` (options, live prices, availability, quotes, calculator, share link), every
 * part governed by the brand's switches. An unknown slug shows the not-found page.
 *
 * @example
 * { path: '/product/:slug', lazy: () => import('./product-page') }
 */
export function ProductRoutePage() {
  useCatalogMessages();
  const { slug = '' } = useParams();
  const { data: details, isPending, error, refetch } = useProductDetails(slug);
  if (isPending) return <ContentLoading />;
  if (error) return <ContentFailure asPage error={error} onRetry={() => void refetch()} />;
  if (details === null) return <NotFoundPage />;
  return <ProductView details={details} />;
}
