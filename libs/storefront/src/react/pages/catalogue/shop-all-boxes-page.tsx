import type { ProductCard } from '@storefront/content';
import { useShopAllBoxes } from '@storefront/content/react';
import { useId, type ReactNode } from 'react';
import { IMAGE_SIZES } from '../../../lib/media/image-sizes';
import { ContentCard, gridCardLoading } from '../../content/content-card';
import { ContentLinkButton } from '../../content/content-link-button';
import { ContentFailure, ContentLoading } from '../../content/content-state';
import { usePageMeta } from '../../page-meta';
import { LazyNotFoundPage } from '../lazy-not-found-page';
import { cn } from '@storefront/ui-kit';
import { SHELL_CONTAINER } from '../../shell/shell-container';
import { useMessages } from '@storefront/ui-kit/i18n';

/**
 * `/shop-all-boxes`: the shop's title and home button (text, redirect target and new-tab
 * flag from the content service), one tile per box style with a SELECT button that goes to
 * its product page (300-wide overview tiles; the first row loads at once, the rest lazily)
 * with an optional action under each tile (stores with a cart put Quick add there: see
 * `shop-all-boxes-cart-page.tsx`), then the product-type picker cards. Title and description
 * are the brand's SEO copy.
 *
 * @example
 * { path: '/shop-all-boxes', lazy: () => import('./shop-all-boxes-page') }
 */
export function ShopAllBoxesPage({
  tileAction,
}: {
  /** What goes under a box-style tile (nothing by default). */
  tileAction?: (tile: ProductCard) => ReactNode;
}) {
  const { t } = useMessages('common');
  usePageMeta('shopAllBoxes');
  const headingId = useId();
  const tilesId = useId();
  const pickerId = useId();
  const { data: shop, isPending, error, refetch } = useShopAllBoxes();

  if (isPending) return <ContentLoading />;
  if (error) return <ContentFailure asPage error={error} onRetry={() => void refetch()} />;
  if (shop === null) return <LazyNotFoundPage />;

  return (
    <div className={cn(SHELL_CONTAINER, 'py-12')}>
      <section aria-labelledby={headingId}>
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h1 id={headingId} className="font-brand-heading text-ink text-3xl md:text-4xl">
            {shop.title}
          </h1>
          <ContentLinkButton
            to={shop.homeButton.redirectUri}
            newTab={shop.homeButton.openInNewTab}
            variant="secondary"
          >
            {shop.homeButton.text}
          </ContentLinkButton>
        </div>
        <h2 id={tilesId} className="sr-only">
          {t('catalogue.boxStylesHeading')}
        </h2>
        <ul aria-labelledby={tilesId} className="mt-8 grid gap-6 sm:grid-cols-2 md:grid-cols-3">
          {shop.tiles.map((tile, index) => (
            <li key={tile.id} className="flex flex-col gap-2">
              <ContentCard
                card={tile}
                slotWidth={IMAGE_SIZES.overviewTile}
                loading={gridCardLoading(index)}
                className="h-auto flex-1"
              />
              {tileAction?.(tile)}
            </li>
          ))}
        </ul>
      </section>
      {shop.pickerCards.length > 0 && (
        <section aria-labelledby={pickerId} className="mt-16">
          <h2 id={pickerId} className="font-brand-heading text-ink text-2xl">
            {t('catalogue.pickerHeading')}
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 md:grid-cols-4">
            {shop.pickerCards.map((card) => (
              <li key={card.id}>
                <ContentCard card={card} slotWidth={IMAGE_SIZES.overviewTile} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
