import type { LineItemDraft } from '@storefront/cart';
import {
  type FetchShippingEstimate,
  type ProductSelection,
  type SampleLine,
} from '@storefront/catalog';
import {
  CatalogClientProvider,
  ProductView as CatalogProductPage,
} from '@storefront/catalog/react';
import type { ProductDetails } from '@storefront/content';
import { useProductDetails } from '@storefront/content/react';
import { fromPriceObject } from '@storefront/pricing';
import { lazy, Suspense, useCallback, useEffect, useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { useStorefrontAnalytics } from '../../analytics/storefront-analytics';
import { CmsContent } from '../../content/cms-content';
import { ContentFailure, ContentLoading } from '../../content/content-state';
import { useDocumentMeta } from '../../page-meta';
import { useSnackbarStore } from '../../snackbar-store';
import { useStoreNavigate } from '../../store-link';
import { useHasRoute, useSiteOrigin, useStoreVariant } from '../../storefront-context';
import { loadCartCode, useCartOnDemand, useCartSelection } from '../checkout/use-cart-on-demand';
import { useCommerceSettings } from '../../use-shopper-token';
import { LazyNotFoundPage } from '../lazy-not-found-page';
import { cn } from '@storefront/ui-kit';
import { useMessages } from '@storefront/ui-kit/i18n';
import { SHELL_CONTAINER } from '../../shell/shell-container';
import { ProductRecommendations } from './product-recommendations';
import { plainTextOf } from '../../../lib/text/plain-text';
import { useCatalogMessages } from './use-catalog-messages';
import { PRODUCT_CART_NAMESPACE, productCartMessageLoaders } from './product-cart-messages';
import { lineItemDraftOf } from './line-item-draft';
import { useStoreCatalogClient } from './use-store-catalog-client';

/** The first sentence-sized piece of the CMS description, as plain text for the meta tag. */
function plainDescription(html: string): string {
  return plainTextOf(html, 160);
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

// The commerce events' code (≈ 2.3 KiB gzip) loads after the page shows: the view is reported
// once the product's price is in, an add once the cart service has answered.
const loadCommerceAnalytics = () => import('../../analytics/commerce-analytics');
const ProductViewedTracker = lazy(() =>
  loadCommerceAnalytics().then((module) => ({ default: module.ProductViewedTracker })),
);

function useProductCartMessages() {
  return useMessages(PRODUCT_CART_NAMESPACE, productCartMessageLoaders);
}

/**
 * The cart as the product page needs it: the $1 samples already in it (the three-sample rule)
 * and an add that says how it went in the snackbar — the service's words when it refuses
 * (three samples, one per size and style). The cart's code loads when the page first needs it:
 * as a sample page shows, or on the first add.
 */
function useProductCart(readsCart: boolean) {
  const { t } = useProductCartMessages();
  const { store, obtain } = useCartOnDemand();
  const showSnackbar = useSnackbarStore((snackbar) => snackbar.show);
  const analytics = useStorefrontAnalytics();
  const status = useCartSelection(store, (state) => state.status);
  const lines = useCartSelection(store, (state) => state.cart?.lines);
  useEffect(() => {
    if (!readsCart) return;
    if (store === null) void obtain().catch(() => undefined);
    else if (status === 'idle')
      void store
        .getState()
        .load()
        .catch(() => undefined);
  }, [readsCart, status, store, obtain]);
  const sampleLines = useMemo<SampleLine[]>(
    () =>
      (lines ?? [])
        .filter((line) => line.isSample)
        .map((line) => ({
          productKey: line.productKey,
          size: line.attributes.find((attribute) => attribute.name === 'Size')?.value ?? null,
          quantity: line.quantity,
        })),
    [lines],
  );
  const add = async (draft: LineItemDraft, message: string) => {
    try {
      const cart = await obtain();
      // The lines before the add tell the report which lines the add put in.
      if (cart.getState().status === 'idle')
        await cart
          .getState()
          .load()
          .catch(() => undefined);
      const before = cart.getState().cart;
      const after = await cart.getState().addLineItems([draft]);
      showSnackbar(message, 'success');
      // A report that cannot load (offline) must not turn a done add into a failure.
      void loadCommerceAnalytics()
        .then(({ trackProductsAdded }) => trackProductsAdded(analytics, before, after, [draft]))
        .catch(() => undefined);
    } catch (error) {
      const explained = await loadCartCode().then(
        ({ cartFailureMessage }) => cartFailureMessage(error, t('failed')),
        () => t('failed'),
      );
      showSnackbar(explained, 'error');
    }
  };
  return {
    sampleLines,
    addSample: (selection: ProductSelection) =>
      void add(lineItemDraftOf(selection, 1), t('sampleAdded')),
    quickAdd: (selection: ProductSelection) => void add(lineItemDraftOf(selection), t('added')),
  };
}

/**
 * The product page's shipping estimate, quoted by the cart library's delivery-options call
 * (`getShippingMethods`: the product and quantity to an address) and handed to the catalogue,
 * which may not import the cart.
 */
function useShippingEstimate(): FetchShippingEstimate {
  const settings = useCommerceSettings('customer-or-anonymous');
  return useCallback<FetchShippingEstimate>(
    async ({ productKey, quantity, address }) => {
      const { createCartApi } = await loadCartCode();
      const { items } = await createCartApi(settings).getShippingMethods({
        shippingAddress: {
          firstName: '',
          lastName: '',
          streetName: '',
          city: address.city,
          state: address.state,
          postalCode: address.postalCode,
          country: address.country,
        },
        items: [{ productKey, quantity }],
      });
      // An option without a promised date cannot be an estimate.
      return (items[0]?.deliveryOptions ?? []).flatMap((option) =>
        option.date
          ? [
              {
                id: option.eCommerceDeliveryOptionId,
                name: option.displayNames[0] ?? option.name,
                arrivalDate: option.date,
                shippingPrice: fromPriceObject(option.shippingPrice),
              },
            ]
          : [],
      );
    },
    [settings],
  );
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
          <CmsContent html={step.bodyHtml} className="text-ink mt-2" />
        </li>
      ))}
    </ol>
  );
}

function ProductView({ details }: { details: ProductDetails }) {
  const variant = useStoreVariant();
  const navigate = useStoreNavigate();
  const analytics = useStorefrontAnalytics();
  const [searchParams] = useSearchParams();
  useDocumentMeta(
    `${details.title} | ${variant.brandName}`,
    plainDescription(details.descriptionHtml),
  );

  const client = useStoreCatalogClient();

  const initialQuantity = quantityParam(searchParams.get('quantity'));
  const shareId = searchParams.get('share') ?? undefined;
  // Adding to the cart only where the app has one (the partner app has no /cart). A sample
  // page reads the cart as it shows (the three-sample rule needs its samples); quick add reads
  // it on the first add.
  const hasCart = useHasRoute('/cart');
  const cart = useProductCart(hasCart && details.isSample);
  const fetchShippingEstimate = useShippingEstimate();
  const siteOrigin = useSiteOrigin();
  return (
    <CatalogClientProvider client={client}>
      <Suspense fallback={null}>
        <ProductViewedTracker
          productConfigId={details.productConfigId}
          title={details.title}
          imageUrl={details.images[0]?.url}
          initialQuantity={initialQuantity}
          isSample={details.isSample}
        />
      </Suspense>
      <div className={cn(SHELL_CONTAINER, 'flex flex-col gap-12 py-8')}>
        <CatalogProductPage
          productConfigId={details.productConfigId}
          slug={details.slug}
          title={details.title}
          images={details.images}
          isSample={details.isSample}
          detailsTab={<CmsContent html={details.productDetailsHtml} className="prose max-w-none" />}
          processTab={<ProcessSteps steps={details.processSteps} />}
          reviewsUrl={details.reviewsUrl}
          features={variant.features}
          shippingEstimateLayout={variant.shippingEstimateLayout}
          fetchShippingEstimate={fetchShippingEstimate}
          siteOrigin={siteOrigin}
          {...(initialQuantity === undefined ? {} : { initialQuantity })}
          {...(shareId === undefined ? {} : { shareId })}
          onGetStarted={(selection) => void navigate(templateDesignerPath(selection))}
          onOrderSample={(sampleSlug) => {
            analytics.page(
              'Proof Request',
              { product_id: details.productConfigId },
              { kind: 'proof-click' },
            );
            void navigate(`/product/${sampleSlug}`);
          }}
          onUploadArtwork={(selection) => {
            analytics.page(
              'Upload Artwork',
              { product_id: details.productConfigId },
              { kind: 'upload' },
            );
            void navigate(templateDesignerPath(selection));
          }}
          {...(hasCart
            ? {
                onAddSample: cart.addSample,
                onQuickAdd: cart.quickAdd,
                sampleLines: cart.sampleLines,
              }
            : {})}
        />
        <ProductRecommendations slug={details.slug} />
      </div>
    </CatalogClientProvider>
  );
}

/**
 * `/product/:slug` (also `?quantity=1` and `?share=<id>`): the product's content (title,
 * images, 'Product Details' and 'Our Process') from the content service around the catalogue's
 * `ProductView` (options, live prices, availability, quotes, calculator, share link), every
 * part governed by the brand's switches, in the shell's container, with the content service's
 * recommendations below it; where the app has a cart, Add sample (three $1
 * samples, one per size and style) and quick add put the selection into it. An unknown slug
 * shows the not-found page.
 *
 * @example
 * { path: '/product/:slug', lazy: () => import('./product-page') }
 */
export function ProductRoutePage() {
  useCatalogMessages();
  const { slug = '' } = useParams();
  const { data: details, isPending, error, refetch } = useProductDetails(slug);
  if (isPending)
    return (
      <ContentLoading
        className={cn(SHELL_CONTAINER, 'flex min-h-[50vh] items-center justify-center')}
      />
    );
  if (error) return <ContentFailure asPage error={error} onRetry={() => void refetch()} />;
  if (details === null) return <LazyNotFoundPage />;
  return <ProductView details={details} />;
}
