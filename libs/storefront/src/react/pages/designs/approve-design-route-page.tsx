import type { LineItemDraft } from '@storefront/cart';
import {
  allowedQuantitiesOf,
  isProductNotFound,
  productOptionsOf,
  type ProductConfig,
} from '@storefront/catalog';
import { CatalogClientProvider, useProductConfig, useProductMeta } from '@storefront/catalog/react';
import {
  DESIGNS_NAMESPACE,
  getDesign,
  type ApprovedDesign,
  type Design,
} from '@storefront/designs';
import { ApproveDesignView, designsQueryKeys, useDesignsClient } from '@storefront/designs/react';
import { Button, LinkButton } from '@storefront/ui-kit';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { trackProductsAdded } from '../../analytics/commerce-analytics';
import { useStorefrontAnalytics } from '../../analytics/storefront-analytics';
import { StoreLink, useStoreNavigate } from '../../store-link';
import { useStorefrontCartStore } from '../checkout/use-storefront-cart';
import { useStoreCatalogClient } from '../catalogue/use-store-catalog-client';
import { quantityOf } from './design-query';
import { DESIGN_PAGES_NAMESPACE } from './designs-page.messages';
import { DesignRouteFrame, useDesignsMessages } from './designs-route-support';
import { useMessages } from '@storefront/ui-kit/i18n';

/** The line attributes the ecommerce service takes. */
const LINE_ATTRIBUTES = ['Size', 'Print Options', 'Color'] as const;

const normalisedSize = (value: unknown) =>
  String(value ?? '')
    .replace(/\s+/g, '')
    .toLowerCase();

/**
 * The cart line of an approved design: its product, quantity and attributes (the design's,
 * then what the shopper chose on the product page), its preview as the line's thumbnail, and
 * the design in `templateInfo`.
 */
function designLineDraft(approved: ApprovedDesign, carried: URLSearchParams): LineItemDraft {
  const attributes: Record<string, string> = {};
  for (const key of LINE_ATTRIBUTES) {
    const value = approved.selection[key] ?? carried.get(key) ?? undefined;
    if (value !== undefined && String(value).trim() !== '') attributes[key] = String(value);
  }
  return {
    productKey: approved.productKey,
    quantity: approved.quantity,
    attributes,
    custom: {
      fields: {
        previewURL2dThumbnail: approved.previewUrl ?? '',
        templateInfo: JSON.stringify({
          designId: approved.designId,
          designName: approved.designName,
        }),
        // The design is the line's artwork.
        userUploadComplete: true,
      },
    },
  };
}

function Heading() {
  const { t } = useMessages(DESIGNS_NAMESPACE);
  return <h1 className="font-brand-heading text-ink text-3xl">{t('approve.title')}</h1>;
}

function Notice({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="flex flex-col gap-6">
      <Heading />
      <div role="alert" className="flex flex-col items-start gap-3">
        <p className="text-ink font-medium">{children}</p>
        {action}
      </div>
    </div>
  );
}

function ApproveWithProduct({ design, designId }: { design: Design; designId: string }) {
  const { t } = useMessages(DESIGN_PAGES_NAMESPACE);
  const [query] = useSearchParams();
  const navigate = useStoreNavigate();
  // The app's cart store (shared with the cart page and the header's count).
  const cart = useStorefrontCartStore();
  const analytics = useStorefrontAnalytics();
  const config = useProductConfig(design.productKey);
  // The selectors the shopper may change here (spec: product meta).
  const meta = useProductMeta(
    config.data
      ? { productKey: config.data.productKey, version: config.data.productVersion }
      : null,
  );

  if (config.isPending || (config.data && meta.isPending)) {
    return (
      <div className="flex flex-col gap-6">
        <Heading />
        <p role="status">{t('approve.loadingProduct')}</p>
      </div>
    );
  }
  if (config.isError) {
    return isProductNotFound(config.error) ? (
      <Notice>{t('approve.unknownProduct')}</Notice>
    ) : (
      <Notice
        action={
          <Button variant="secondary" onClick={() => void config.refetch()}>
            {t('approve.retry')}
          </Button>
        }
      >
        {t('approve.productFailed')}
      </Notice>
    );
  }
  return (
    <ApproveForm
      config={config.data}
      // Without the meta (its call failed) only the quantity is offered.
      editableSelectorKeys={meta.data?.editableSelectorKeys ?? ['Quantity']}
      design={design}
      designId={designId}
      initialQuantity={quantityOf(query)}
      initialPrintColor={query.get('Print Options') ?? undefined}
      onApprove={async (approved) => {
        const draft = designLineDraft(approved, query);
        const before = cart.getState().cart;
        trackProductsAdded(analytics, before, await cart.getState().addLineItems([draft]), [draft]);
        void navigate('/cart');
      }}
      onEditDesign={(saved) =>
        void navigate(`/template-designer?designId=${encodeURIComponent(saved.id)}`)
      }
    />
  );
}

function ApproveForm({
  config,
  editableSelectorKeys,
  design,
  designId,
  initialQuantity,
  initialPrintColor,
  onApprove,
  onEditDesign,
}: {
  config: ProductConfig;
  editableSelectorKeys: readonly string[];
  design: Design;
  designId: string;
  initialQuantity: number | undefined;
  initialPrintColor: string | undefined;
  onApprove: (approved: ApprovedDesign) => Promise<void>;
  onEditDesign: (design: Design) => void;
}) {
  const { t } = useMessages(DESIGN_PAGES_NAMESPACE);
  const { sizes } = productOptionsOf(config);
  const size = design.selection['Size'];
  const offered =
    sizes.length === 0 ||
    size === undefined ||
    sizes.some((option) => normalisedSize(option.value) === normalisedSize(size));
  const { whitelistedQuantityList, pricingGridQuantity } = config.additionalModelInfo;
  const rules = config.attributes.Quantity?.values ?? whitelistedQuantityList;
  // The product's allowed quantities (`allowedQuantitiesOf` of the catalogue) as the rules.
  const quantityRules = rules.length > 0 ? rules : allowedQuantitiesOf(config);
  return (
    <div className="flex flex-col gap-6">
      {offered ? null : (
        <p role="note" className="rounded-brand bg-surface-muted text-ink p-4">
          {t('approve.customSize', {
            size: String(size),
            sizes: sizes.map((option) => option.value).join(', '),
          })}
        </p>
      )}
      <ApproveDesignView
        designId={designId}
        quantityRules={quantityRules}
        quantityOptions={{ whitelist: whitelistedQuantityList, limit: pricingGridQuantity }}
        editableSelectorKeys={editableSelectorKeys}
        printColorOptions={config.attributes['Print Options']?.values ?? []}
        {...(initialQuantity === undefined ? {} : { initialQuantity })}
        {...(initialPrintColor === undefined ? {} : { initialPrintColor })}
        onApprove={onApprove}
        onEditDesign={onEditDesign}
      />
    </div>
  );
}

function ApproveDesign({ designId }: { designId: string }) {
  const client = useDesignsClient();
  const catalog = useStoreCatalogClient();
  const design = useQuery({
    queryKey: designsQueryKeys.design(client.storefrontId, designId),
    queryFn: ({ signal }) => getDesign(client, designId, { signal }),
    staleTime: 0,
  });
  // Until the design is there the designs page shows its own loading and failure states.
  if (!design.data) {
    return <ApproveDesignView designId={designId} quantityRules={[]} onApprove={() => {}} />;
  }
  return (
    <CatalogClientProvider client={catalog}>
      <ApproveWithProduct key={design.data.productKey} design={design.data} designId={designId} />
    </CatalogClientProvider>
  );
}

function NoDesign() {
  const { t } = useMessages(DESIGN_PAGES_NAMESPACE);
  return (
    <Notice
      action={
        <div className="flex flex-wrap gap-3">
          <LinkButton as={StoreLink} to="/my-designs" variant="secondary">
            {t('approve.toMyDesigns')}
          </LinkButton>
          <LinkButton as={StoreLink} to="/template-designer" variant="secondary">
            {t('approve.toDesigner')}
          </LinkButton>
        </div>
      }
    >
      {t('approve.noDesign')}
    </Notice>
  );
}

/**
 * `/approve-design?designId=…` (also `Quantity`, `Print Options`, `Color` carried from the
 * product page): the design with its preview and print check, the quantity (the product
 * config's rules, whitelist and grid limit) and — for the three products that allow it — the
 * print colour, and the consent checkbox ('In Order to add to cart, please check the
 * checkbox'). Approving adds the line with its preview to the cart (`@storefront/cart`) and
 * goes to `/cart`. Title and description from the brand's SEO copy.
 *
 * @example
 * { path: '/approve-design', lazy: () => import('./approve-design-route-page') }
 */
export function ApproveDesignRoutePage() {
  useDesignsMessages();
  const [query] = useSearchParams();
  const designId = query.get('designId') || undefined;
  return (
    <DesignRouteFrame page="approveDesign">
      {designId ? <ApproveDesign key={designId} designId={designId} /> : <NoDesign />}
    </DesignRouteFrame>
  );
}
