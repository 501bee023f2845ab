import { TemplateDesignerView } from '@storefront/designs/react';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { saveDesignProperties } from '../../analytics/commerce-events';
import { useStorefrontAnalytics } from '../../analytics/storefront-analytics';
import { useStoreNavigate } from '../../store-link';
import { useHasRoute, useStoreVariant } from '../../storefront-context';
import { approvePathFor, templateFromQuery } from './design-query';
import { DesignRouteFrame, useDesignsMessages, useStoreUnit } from './designs-route-support';

/** The query parameters that choose the box a new design starts on. */
const BOX_KEYS = ['product', 'style', 'Size', 'Width', 'Height', 'Depth'];

/**
 * `/template-designer`: the online designer. Reads `designId` (open a saved design), or
 * `product` (catalogue product key or style id) with `Size` (or `Width`, `Height`, `Depth`) to
 * start on that box — the product page's 'Get started' sends them — and carries `Quantity`,
 * `Print Options` and `Color` on to approval. After the first save the design's id goes into
 * the URL (a reload reopens it); 'Continue to approve' leads to `/approve-design?designId=…`
 * where the app has that page (the partner's designer only saves). Where the store's upload
 * button switch is on (the partner, which has no product page), the box chooser also offers
 * 'Upload artwork': the editor opens with the uploaded file placed (the spec's `Upload
 * Artwork` page event, sent at once).
 *
 * @example
 * { path: '/template-designer', lazy: () => import('./template-designer-route-page') }
 */
export function TemplateDesignerRoutePage() {
  useDesignsMessages();
  const [query, setQuery] = useSearchParams();
  const navigate = useStoreNavigate();
  const analytics = useStorefrontAnalytics();
  const canApprove = useHasRoute('/approve-design');
  const { features } = useStoreVariant();
  const unit = useStoreUnit();
  const designId = query.get('designId') || undefined;
  const product = query.get('product') || undefined;
  const queryText = query.toString();
  // Only the box in the URL matters: the design id arriving after a save keeps the template.
  const boxQuery = new URLSearchParams(
    BOX_KEYS.flatMap((key) => {
      const value = query.get(key);
      return value === null ? [] : [[key, value]];
    }),
  ).toString();
  const template = useMemo(() => templateFromQuery(new URLSearchParams(boxQuery)), [boxQuery]);
  return (
    <DesignRouteFrame page="templateDesigner">
      <TemplateDesignerView
        defaultUnit={unit}
        uploadButton={features.uploadButton}
        onArtworkUploaded={() =>
          analytics.page('Upload Artwork', { product_id: product ?? '' }, { kind: 'upload' })
        }
        {...(designId ? { designId } : {})}
        {...(template ? { initialTemplate: template } : {})}
        {...(product && template && product !== template.style ? { productKey: product } : {})}
        onSaved={(design) => {
          analytics.track('Save Design', saveDesignProperties(design));
          if (design.id === designId) return;
          setQuery(
            (current) => {
              const next = new URLSearchParams(current);
              next.set('designId', design.id);
              return next;
            },
            { replace: true },
          );
        }}
        {...(canApprove
          ? {
              onContinue: (design) =>
                void navigate(approvePathFor(design.id, new URLSearchParams(queryText))),
            }
          : {})}
      />
    </DesignRouteFrame>
  );
}
