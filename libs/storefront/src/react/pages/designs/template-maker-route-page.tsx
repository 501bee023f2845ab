import { findBoxStyleDieline } from '@storefront/designs';
import { TemplateMakerView } from '@storefront/designs/react';
import { useSearchParams } from 'react-router-dom';
import { useStoreNavigate } from '../../store-link';
import { useHasRoute } from '../../storefront-context';
import { designerPathFor, parseSizeText } from './design-query';
import { DesignRouteFrame, useDesignsMessages, useStoreUnit } from './designs-route-support';

/**
 * `/template-maker` (also `?style=<style id or product slug>` from the shop-all-boxes tiles and
 * `?Size=L x W x D`): choose a box template and size, see the dieline and download it as SVG or
 * PDF. Millimetres on the German tenant, inches elsewhere; 'Design this box online' opens the
 * designer where the app has it. Title and description from the brand's SEO copy.
 *
 * @example
 * { path: '/template-maker', lazy: () => import('./template-maker-route-page') }
 */
export function TemplateMakerRoutePage() {
  useDesignsMessages();
  const [query] = useSearchParams();
  const navigate = useStoreNavigate();
  const hasDesigner = useHasRoute('/template-designer');
  const unit = useStoreUnit();
  const style = findBoxStyleDieline(query.get('style') ?? query.get('product') ?? '');
  const size = parseSizeText(query.get('Size'));
  return (
    <DesignRouteFrame page="templateMaker">
      <TemplateMakerView
        // A new style from the URL (another tile) starts the maker afresh.
        key={style?.id ?? 'default'}
        defaultUnit={unit}
        {...(style ? { initialStyle: style.id } : {})}
        {...(style && size ? { initialSize: size } : {})}
        {...(hasDesigner
          ? { onDesignOnline: (template) => void navigate(designerPathFor(template)) }
          : {})}
      />
    </DesignRouteFrame>
  );
}
