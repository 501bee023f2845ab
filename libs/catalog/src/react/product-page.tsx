import { selectPriceForQuantity } from '@storefront/pricing';
import { Button, Card, Skeleton, cn } from '@storefront/ui-kit';
import { lazy, Suspense, useId, useMemo, useState, type ReactNode } from 'react';
import { BOX_STYLES, productWebUrl } from '../lib/box-styles';
import type { ProductConfig } from '../lib/api/get-product-config';
import type { SharedSelection } from '../lib/api/get-shared-selection';
import type { AttributeValidation } from '../lib/api/validate-attributes';
import { isProductNotFound } from '../lib/api/load-product-config';
import { allowedQuantitiesOf, productOptionsOf } from '../lib/product-page/product-options';
import type { ProductOptionSet } from '../lib/product-page/product-options';
import type { ProductImage } from '../lib/product-page/product-images';
import {
  buildSelection,
  selectionRecord,
  type OptionChoice,
  type ProductSelection,
} from '../lib/product-page/product-selection';
import { nearestAllowedQuantity } from '../lib/product-page/quantity-input';
import { checkSampleLimit, type SampleLine } from '../lib/product-page/sample-limit';
import type { FetchShippingEstimate } from '../lib/product-page/shipping-estimate';
import { AvailabilityNotice } from './availability-notice';
import { HigherQuantityQuote } from './higher-quantity-quote';
import { ProcessTile } from './process-tile';
import { ProductGallery } from './product-gallery';
import { ProductOptions } from './product-options';
import { ProductTabs } from './product-tabs';
import { QuantityCalculatorPanel } from './quantity-calculator-panel';
import { QuantityPriceSelector } from './quantity-price-selector';
import { QuoteRequestForm, type QuoteFormValues } from './quote-request-form';
import { ReviewWidget } from './review-widget';
import { SelectionHeader } from './selection-header';
import { ShippingEstimate } from './shipping-estimate';
import { useAvailability } from './use-availability';
import { useCatalogFormat } from './use-catalog-format';
import {
  useCreateShareLink,
  useRequestQuote,
  useValidateAttributes,
} from './use-catalog-mutations';
import { useProductConfig } from './use-product-config';
import { useProductMeta } from './use-product-meta';
import { useProductPrices } from './use-product-prices';
import { useSharedSelection } from './use-shared-selection';

/**
 * The feature switches a product page reads (contract 6: the product-page part of the
 * storefront's `FeatureSwitches`). `true` shows the feature.
 *
 * @example
 * const showroom: ProductPageFeatures = { ...defaultFeatures, shareLink: false, selectionHeader: true };
 */
export interface ProductPageFeatures {
  productTabs: boolean;
  shareLink: boolean;
  reviewWidget: boolean;
  processTile: boolean;
  quickAdd: boolean;
  sampleOrderButton: boolean;
  upsell: boolean;
  selectionHeader: boolean;
  quoteRequest: boolean;
  quoteForHigherQuantities: boolean;
  quantityCalculator: boolean;
  shippingEstimate: boolean;
  uploadButton: boolean;
}

/**
 * The names of {@link ProductPageFeatures}, in the order of the spec's table.
 *
 * @example
 * PRODUCT_PAGE_FEATURES.filter((name) => features[name]);
 */
export const PRODUCT_PAGE_FEATURES = [
  'shareLink',
  'productTabs',
  'shippingEstimate',
  'reviewWidget',
  'processTile',
  'quickAdd',
  'sampleOrderButton',
  'upsell',
  'quoteRequest',
  'quoteForHigherQuantities',
  'quantityCalculator',
  'selectionHeader',
  'uploadButton',
] as const satisfies readonly (keyof ProductPageFeatures)[];

/**
 * Props of {@link ProductPage} (contract 6, plus optional additions at the end).
 *
 * @example
 * const props: ProductPageProps = {
 *   productConfigId: 'custom-mailer-box',
 *   slug: 'custom-mailer-box',
 *   title: 'Custom Mailer Boxes',
 *   images: details.images,
 *   detailsTab: <CmsHtml html={details.productDetailsHtml} />,
 *   processTab: <ProcessSteps steps={details.processSteps} />,
 *   reviewsUrl: details.reviewsUrl,
 *   features: variant.features,
 *   shippingEstimateLayout: variant.shippingEstimateLayout,
 *   siteOrigin: window.location.origin,
 *   onGetStarted: (selection) => navigate('/template-designer', { state: selection }),
 * };
 */
export interface ProductPageProps {
  /** The product key whose config the page shows (the content's `productConfigId`). */
  productConfigId: string;
  /** The page's slug (`/product/{slug}`). */
  slug: string;
  /** The page title (content), shown as the page's heading. */
  title: string;
  images: readonly ProductImage[];
  /** Content of 'Product Details'. */
  detailsTab: ReactNode;
  /** Content of 'Our Process'. */
  processTab: ReactNode;
  /** The review widget's URL; `null` when the product has no reviews. */
  reviewsUrl: string | null;
  features: ProductPageFeatures;
  shippingEstimateLayout: 'inline' | 'block';
  /** A requested quantity (`?quantity=1`); the nearest allowed quantity is preselected. */
  initialQuantity?: number;
  /** A share link id (`?share=`): its selection is preselected. */
  shareId?: string;
  /** The site origin, for share links and product web URLs. */
  siteOrigin: string;
  /** Get started: the shopper's checked selection. */
  onGetStarted: (selection: ProductSelection) => void;
  /** Order sample/proof: the slug of the style's $1 sample page. */
  onOrderSample?: (sampleSlug: string) => void;
  /** Add sample (sample pages): called only when the three-sample rule allows it. */
  onAddSample?: (selection: ProductSelection) => void;
  /** Whether this is a $1 sample page; by default read from the product config. */
  isSample?: boolean;
  /** The $1 samples already in the cart, for the three-sample rule. */
  sampleLines?: readonly SampleLine[];
  /** Upload artwork (the upload-button switch); the button shows only with this callback. */
  onUploadArtwork?: (selection: ProductSelection) => void;
  /** Quick add (the quick-add switch); the button shows only with this callback. */
  onQuickAdd?: (selection: ProductSelection) => void;
  /**
   * Quotes the shipping estimate with the delivery-options service (the app builds it from
   * `@storefront/cart`'s call); without it the page shows no estimate.
   */
  fetchShippingEstimate?: FetchShippingEstimate;
  className?: string;
}

/** The share dialog's code (dialog, form, schema): loaded when the shopper first asks for it. */
const loadShareLinkDialog = () => import('./share-link-dialog');
const ShareLinkDialog = lazy(() =>
  loadShareLinkDialog().then((module) => ({ default: module.ShareLinkDialog })),
);

/** Rows of the loading configurator's option groups: size, print options, board colour, quantity. */
const CONFIGURATOR_SKELETON_ROWS = [1, 3, 2, 1] as const;

/** The shared selection's values that this product offers; anything else is ignored. */
function sharedValues(
  shared: SharedSelection | undefined,
  config: ProductConfig,
  options: ProductOptionSet,
  quantities: readonly number[],
): Partial<OptionChoice & { quantity: number }> {
  if (!shared || shared.kind !== 'product' || shared.productKey !== config.productKey) return {};
  const selection = shared.selection ?? {};
  const text = (key: string) => {
    const value = selection[key];
    return value === undefined ? undefined : String(value);
  };
  const size = text('Size');
  const printOption = text('Print Options');
  const color = text('Color');
  const quantity = Number(selection.Quantity);
  const values: Partial<OptionChoice & { quantity: number }> = {};
  if (size && options.sizes.some((option) => option.value === size)) values.size = size;
  if (printOption && options.printOptions.includes(printOption)) values.printOption = printOption;
  if (color && options.colors.includes(color)) values.color = color;
  const nearest = Number.isFinite(quantity) ? nearestAllowedQuantity(quantities, quantity) : null;
  if (nearest !== null) values.quantity = nearest;
  return values;
}

function ProductConfigurator({
  config,
  props,
}: {
  config: ProductConfig;
  props: ProductPageProps;
}) {
  const {
    slug,
    features,
    shippingEstimateLayout,
    initialQuantity,
    shareId,
    siteOrigin,
    onGetStarted,
    onOrderSample,
    onAddSample,
    onUploadArtwork,
    onQuickAdd,
    sampleLines = [],
    fetchShippingEstimate,
  } = props;
  const { t } = useCatalogFormat();
  const quoteSectionId = useId();
  const quoteFormId = useId();
  const options = useMemo(() => productOptionsOf(config), [config]);
  const quantities = useMemo(() => allowedQuantitiesOf(config), [config]);
  const isSample = props.isSample ?? config.kind === 'sample';

  const shared = useSharedSelection(shareId);
  const fromShare = sharedValues(shared.data, config, options, quantities);
  const [picked, setPicked] = useState<Partial<OptionChoice & { quantity: number }>>({});
  const [quoteOpen, setQuoteOpen] = useState(false);
  const [shareOpen, setShareOpen] = useState(false);
  // The dialog mounts the first time it opens and stays mounted, as an eagerly loaded one.
  const [shareRequested, setShareRequested] = useState(false);
  const [sampleRefusal, setSampleRefusal] = useState<string | null>(null);
  const [check, setCheck] = useState<AttributeValidation | null>(null);

  const choice: OptionChoice = {
    size: picked.size ?? fromShare.size ?? options.defaults.size,
    printOption: picked.printOption ?? fromShare.printOption ?? options.defaults.printOption,
    color: picked.color ?? fromShare.color ?? options.defaults.color,
  };
  const firstQuantity = quantities[0] ?? 1;
  const requested =
    initialQuantity === undefined ? null : nearestAllowedQuantity(quantities, initialQuantity);
  const quantity = isSample
    ? firstQuantity
    : (picked.quantity ?? fromShare.quantity ?? requested ?? firstQuantity);
  const selection = buildSelection(config, choice, quantity);

  const prices = useProductPrices({
    productKey: config.productKey,
    size: choice.size,
    printOption: choice.printOption,
    color: choice.color,
    quantities,
  });
  const availability = useAvailability({
    productKey: config.productKey,
    version: config.productVersion,
    quantity,
    size: choice.size,
  });
  const showCalculator = !isSample && features.quantityCalculator;
  const meta = useProductMeta(
    showCalculator ? { productKey: config.productKey, version: config.productVersion } : null,
  );
  const validate = useValidateAttributes();
  const quote = useRequestQuote();
  const share = useCreateShareLink();

  const priceList = prices.isError ? undefined : prices.data?.priceList;
  let total = null;
  try {
    total = priceList ? selectPriceForQuantity(priceList, quantity).totalPrice : null;
  } catch {
    total = null;
  }
  const unavailable = availability.data ? !availability.data.available : false;
  const sampleSlug = BOX_STYLES.find((style) => style.productSlug === slug)?.sampleSlug ?? null;
  const largestQuantity = quantities.at(-1) ?? 1;

  const change = (next: Partial<OptionChoice & { quantity: number }>) => {
    setCheck(null);
    validate.reset();
    setPicked((current) => ({ ...current, ...next }));
  };

  const sendQuote = (kind: 'quote' | 'higher-quantity') => (values: QuoteFormValues) =>
    quote.mutateAsync({
      kind,
      productKey: config.productKey,
      productName: config.title,
      quantity: values.quantity,
      ...(choice.size === null ? {} : { size: choice.size }),
      ...(choice.printOption === null ? {} : { printOption: choice.printOption }),
      ...(choice.color === null ? {} : { color: choice.color }),
      contact: {
        name: values.name,
        email: values.email,
        phone: values.phone,
        company: values.company,
      },
      comments: values.comments,
    });

  const getStarted = async () => {
    setCheck(null);
    try {
      const verdict = await validate.mutateAsync({
        productKey: config.productKey,
        version: config.productVersion,
        attributes: selection.attributes,
      });
      if (verdict.valid) onGetStarted(selection);
      else setCheck(verdict);
    } catch {
      // The failure shows through validate.isError.
    }
  };

  const addSample = () => {
    const verdict = checkSampleLimit(sampleLines, {
      productKey: config.productKey,
      size: choice.size,
      quantity: 1,
    });
    if (verdict.allowed) {
      setSampleRefusal(null);
      onAddSample?.(selection);
    } else {
      setSampleRefusal(t(`sample.reasons.${verdict.reason}`));
    }
  };
  const sampleCheck = checkSampleLimit(sampleLines, {
    productKey: config.productKey,
    size: choice.size,
  });

  return (
    <div className="flex flex-col gap-6" data-slot="product-configurator">
      {features.selectionHeader ? (
        <SelectionHeader
          title={config.title}
          attributes={selection.attributes}
          total={total}
          totalPending={!priceList && !prices.isError}
        />
      ) : null}
      {shared.data && shared.data.productKey === config.productKey ? (
        <p role="status" className="text-ink-muted text-sm">
          {t('productPage.sharedBy', { name: shared.data.name })}
        </p>
      ) : null}
      {shared.isError ? (
        <p role="alert" className="text-danger text-sm font-medium">
          {t('productPage.shareExpired')}
        </p>
      ) : null}
      {isSample ? <p className="text-brand-primary font-semibold">{t('sample.badge')}</p> : null}
      <ProductOptions options={options} value={choice} onChange={(next) => change(next)} />
      <QuantityPriceSelector
        quantities={quantities}
        quantity={quantity}
        onQuantityChange={(next) => change({ quantity: next })}
        priceList={priceList}
        status={prices.isError ? 'error' : prices.data ? 'success' : 'pending'}
        isRefreshing={prices.isPlaceholderData || prices.isFetching}
        onRetry={() => void prices.refetch()}
        fixedQuantity={isSample}
      />
      <AvailabilityNotice availability={availability.data} error={availability.error} />
      {features.shippingEstimate && fetchShippingEstimate ? (
        <ShippingEstimate
          layout={shippingEstimateLayout}
          productKey={config.productKey}
          quantity={quantity}
          fetchEstimate={fetchShippingEstimate}
        />
      ) : null}

      {isSample ? (
        <div className="flex flex-col gap-2" data-slot="sample-actions">
          <p className="text-ink text-sm">{t('sample.rule')}</p>
          {sampleCheck.remaining > 0 ? (
            <p className="text-ink-muted text-sm">
              {t('sample.remaining', { count: sampleCheck.remaining })}
            </p>
          ) : null}
          {onAddSample ? (
            <Button size="lg" className="self-start" disabled={unavailable} onClick={addSample}>
              {t('sample.add')}
            </Button>
          ) : null}
          {sampleRefusal ? (
            <p role="alert" className="text-danger font-medium">
              {sampleRefusal}
            </p>
          ) : null}
        </div>
      ) : (
        <div className="flex flex-col gap-3">
          <div
            role="group"
            aria-label={t('productPage.actionsLabel')}
            className="flex flex-wrap gap-3"
          >
            <Button
              size="lg"
              disabled={unavailable}
              loading={validate.isPending}
              onClick={() => void getStarted()}
            >
              {t('productPage.getStarted')}
            </Button>
            {features.sampleOrderButton && sampleSlug && onOrderSample ? (
              <Button size="lg" variant="secondary" onClick={() => onOrderSample(sampleSlug)}>
                {t('productPage.orderSample')}
              </Button>
            ) : null}
            {features.uploadButton && onUploadArtwork ? (
              <Button
                size="lg"
                variant="secondary"
                disabled={unavailable}
                onClick={() => onUploadArtwork(selection)}
              >
                {t('productPage.uploadArtwork')}
              </Button>
            ) : null}
            {features.quickAdd && onQuickAdd ? (
              <Button
                size="lg"
                variant="secondary"
                disabled={unavailable}
                onClick={() => onQuickAdd(selection)}
              >
                {t('productPage.quickAdd')}
              </Button>
            ) : null}
            {features.shareLink ? (
              <Button
                size="lg"
                variant="ghost"
                onPointerEnter={() => void loadShareLinkDialog()}
                onFocus={() => void loadShareLinkDialog()}
                onClick={() => {
                  setShareRequested(true);
                  setShareOpen(true);
                }}
              >
                {t('productPage.share')}
              </Button>
            ) : null}
          </div>
          {validate.isError ? (
            <p role="alert" className="text-danger font-medium">
              {t('productPage.checkFailed')}
            </p>
          ) : null}
          {check && !check.valid ? (
            <div role="alert">
              <ul className="text-danger list-disc ps-5 font-medium">
                {check.errors.map((error) => (
                  <li key={`${error.attribute}-${error.message}`}>{error.message}</li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      )}

      {showCalculator ? (
        <QuantityCalculatorPanel
          meta={meta.data}
          onUseQuantity={(recommended) =>
            change({
              quantity: quantities.find((option) => option >= recommended) ?? largestQuantity,
            })
          }
        />
      ) : null}
      {!isSample && features.quoteRequest ? (
        <Card
          as="section"
          variant="outlined"
          aria-labelledby={quoteSectionId}
          className="flex flex-col gap-3"
        >
          <h2 id={quoteSectionId} className="font-brand-heading text-ink text-lg font-semibold">
            {t('productPage.quoteHeading')}
          </h2>
          <p className="text-ink-muted">{t('productPage.quoteIntro')}</p>
          <Button
            variant="secondary"
            className="self-start"
            aria-expanded={quoteOpen}
            aria-controls={quoteFormId}
            onClick={() => setQuoteOpen((open) => !open)}
          >
            {t('productPage.quoteOpen')}
          </Button>
          <div id={quoteFormId} hidden={!quoteOpen}>
            {quoteOpen ? (
              <QuoteRequestForm
                kind="quote"
                defaultQuantity={quantity}
                onSubmit={sendQuote('quote')}
              />
            ) : null}
          </div>
        </Card>
      ) : null}
      {!isSample && features.quoteForHigherQuantities ? (
        <HigherQuantityQuote
          largestQuantity={largestQuantity}
          onSubmit={sendQuote('higher-quantity')}
        />
      ) : null}
      {!isSample && features.upsell ? (
        <aside
          aria-label={t('productPage.upsellHeading')}
          className="rounded-brand bg-surface-muted flex flex-col gap-1 p-4"
        >
          <p className="text-ink font-semibold">{t('productPage.upsellHeading')}</p>
          <p className="text-ink">
            {t('productPage.upsellText')}{' '}
            <a
              className="text-brand-primary font-semibold underline"
              href={productWebUrl(siteOrigin, 'shipping-box-insert')}
            >
              {t('productPage.upsellLink')}
            </a>
          </p>
        </aside>
      ) : null}
      {features.shareLink && shareRequested ? (
        <Suspense fallback={null}>
          <ShareLinkDialog
            open={shareOpen}
            onClose={() => setShareOpen(false)}
            onCreate={(values) =>
              share.mutateAsync({
                siteUrl: siteOrigin,
                kind: 'product',
                productKey: config.productKey,
                selection: selectionRecord(selection.attributes),
                name: values.name,
                ...(values.email === '' ? {} : { email: values.email }),
              })
            }
          />
        </Suspense>
      ) : null}
    </div>
  );
}

/**
 * A complete product page for one product config (contract 6): images (sized, first eager,
 * the rest lazy), the size, print and colour options, the quantity selector with live prices
 * per tier and the next price break, availability, shipping estimate, get started and order
 * sample/proof, and, each behind its feature switch, the selection header, share link,
 * upload and quick-add buttons, product tabs, process tile, quantity calculator, quote
 * request, quote for higher quantities, upsell and review widget. Sample pages show the $1
 * price, quantity 1, 'Add sample' and the three-sample rule. Needs `CatalogClientProvider`,
 * `QueryClientProvider` and the `catalog` i18n namespace above it.
 *
 * @example
 * <ProductPage
 *   productConfigId={details.productConfigId}
 *   slug={slug}
 *   title={details.title}
 *   images={details.images}
 *   detailsTab={<CmsHtml html={details.productDetailsHtml} />}
 *   processTab={<ProcessSteps steps={details.processSteps} />}
 *   reviewsUrl={details.reviewsUrl}
 *   features={variant.features}
 *   shippingEstimateLayout={variant.shippingEstimateLayout}
 *   initialQuantity={searchParams.has('quantity') ? Number(searchParams.get('quantity')) : undefined}
 *   shareId={searchParams.get('share') ?? undefined}
 *   siteOrigin={window.location.origin}
 *   onGetStarted={(selection) => navigate('/template-designer', { state: selection })}
 *   onOrderSample={(sampleSlug) => navigate(`/product/${sampleSlug}`)}
 *   onAddSample={(selection) => addSampleToCart(selection)}
 *   fetchShippingEstimate={estimateWithCart}
 * />
 */
export function ProductPage(props: ProductPageProps) {
  const {
    productConfigId,
    title,
    images,
    detailsTab,
    processTab,
    reviewsUrl,
    features,
    className,
  } = props;
  const { t } = useCatalogFormat();
  const headingId = useId();
  const config = useProductConfig(productConfigId);

  let configurator: ReactNode;
  if (config.data) {
    configurator = <ProductConfigurator config={config.data} props={props} />;
  } else if (config.isError) {
    configurator = isProductNotFound(config.error) ? (
      <p role="alert" className="text-ink font-semibold">
        {t('productPage.notFound')}
      </p>
    ) : (
      <div className="flex flex-col items-start gap-2">
        <p role="alert" className="text-danger font-medium">
          {t('productPage.loadFailed')}
        </p>
        <Button variant="secondary" size="sm" onClick={() => void config.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  } else {
    // Shaped like the configurator of a typical product (a size list, three print options,
    // two board colours, the quantity, the price and the actions), so the page below moves
    // little when the real one replaces it.
    configurator = (
      <div role="status" data-slot="product-configurator-loading" className="flex flex-col gap-6">
        <span className="sr-only">{t('productPage.loading')}</span>
        <Skeleton className="h-7 w-56 max-w-full" />
        {CONFIGURATOR_SKELETON_ROWS.map((rows, group) => (
          <span key={group} className="flex flex-col gap-2">
            <Skeleton className="h-5 w-32" />
            {Array.from({ length: rows }, (_, row) => (
              <Skeleton key={row} shape="rect" className="h-12" />
            ))}
          </span>
        ))}
        <Skeleton shape="rect" className="h-19 w-40" />
        <Skeleton shape="rect" className="h-12 w-40" />
      </div>
    );
  }

  return (
    <article
      aria-labelledby={headingId}
      data-slot="product-page"
      className={cn('flex flex-col gap-10', className)}
    >
      <div className="grid gap-8 md:grid-cols-2">
        <ProductGallery images={images} label={t('productPage.imagesLabel')} />
        <div className="flex flex-col gap-6">
          <h1 id={headingId} className="font-brand-heading text-ink text-3xl font-bold">
            {title}
          </h1>
          {configurator}
        </div>
      </div>
      <ProductTabs tabsEnabled={features.productTabs} details={detailsTab} process={processTab} />
      {features.processTile ? <ProcessTile /> : null}
      {features.reviewWidget && reviewsUrl ? <ReviewWidget reviewsUrl={reviewsUrl} /> : null}
    </article>
  );
}
