import { findBoxStyleDieline } from '@storefront/designs';
import { DownloadArtworkView, type ArtworkOrderLine } from '@storefront/designs/react';
import { useSearchParams } from 'react-router-dom';
import { DesignRouteFrame, useDesignsMessages, useStoreUnit } from './designs-route-support';

/**
 * `/download-artwork` (also `?style=<style id or product slug>`): dieline templates of every
 * box style and preset size as SVG or PDF, and the artwork of order lines when given (see
 * `DownloadArtworkWithOrdersRoutePage`, the route of stores with accounts).
 * Millimetres on the German tenant, inches elsewhere.
 *
 * @example
 * { path: '/download-artwork', lazy: () => import('./download-artwork-route-page') }
 */
export function DownloadArtworkRoutePage({ orderLines }: { orderLines?: ArtworkOrderLine[] }) {
  useDesignsMessages();
  const [query] = useSearchParams();
  const unit = useStoreUnit();
  const style = findBoxStyleDieline(query.get('style') ?? '');
  return (
    <DesignRouteFrame page="downloadArtwork">
      <DownloadArtworkView
        defaultUnit={unit}
        {...(style ? { initialStyle: style.id } : {})}
        {...(orderLines ? { orderLines } : {})}
      />
    </DesignRouteFrame>
  );
}
