import { BOX_STYLES } from '@storefront/catalog';
import type { ProductCard } from '@storefront/content';
import { Button } from '@storefront/ui-kit';
import { useMessages } from '@storefront/ui-kit/i18n';
import { QUICK_ADD_NAMESPACE, quickAddMessageLoaders } from './quick-add-messages';
import { lazy, Suspense } from 'react';
import { useHasRoute, useStoreVariant } from '../../storefront-context';
import { ShopAllBoxesPage } from './shop-all-boxes-page';

// Quick add needs the cart and catalogue code: it loads after the page, only where it shows.
const TileQuickAdd = lazy(() =>
  import('./shop-all-boxes-quick-add').then((module) => ({ default: module.TileQuickAdd })),
);

function useQuickAddMessages() {
  return useMessages(QUICK_ADD_NAMESPACE, quickAddMessageLoaders);
}

/** The box style product a tile leads to (`/product/{slug}` of a box style), or `null`. */
function boxProductOf(tile: ProductCard): string | null {
  const match = /^\/product\/([^/?#]+)\/?(?:[?#].*)?$/.exec(tile.redirectUri);
  const slug = match?.[1];
  return BOX_STYLES.some((style) => style.productSlug === slug) ? (slug ?? null) : null;
}

/**
 * A tile's Quick add. Until its code is there, a disabled button of the same size holds the
 * place, so the grid does not move.
 */
function QuickAddSlot({ productKey, name }: { productKey: string; name: string }) {
  const { t } = useQuickAddMessages();
  const label = t('label');
  const accessibleLabel = t('labelFor', { name });
  return (
    <Suspense
      fallback={
        <Button
          variant="secondary"
          size="sm"
          className="w-full"
          disabled
          aria-label={accessibleLabel}
        >
          {label}
        </Button>
      }
    >
      <TileQuickAdd
        productKey={productKey}
        label={label}
        accessibleLabel={accessibleLabel}
        addedMessage={t('added', { name })}
        failedMessage={t('failed')}
      />
    </Suspense>
  );
}

/**
 * `/shop-all-boxes` in stores with a cart: the shop-all page with a Quick add button under
 * each box-style tile where the brand shows quick add, putting the style's standard
 * configuration into the cart. The partner app composes the plain page, so none of this (nor
 * the cart code it loads) is built into it.
 *
 * @example
 * { path: '/shop-all-boxes', lazy: () => import('./shop-all-boxes-cart-page') }
 */
export function ShopAllBoxesWithQuickAddPage() {
  const hasCart = useHasRoute('/cart');
  const quickAdd = useStoreVariant().features.quickAdd && hasCart;
  return (
    <ShopAllBoxesPage
      {...(quickAdd
        ? {
            tileAction: (tile: ProductCard) => {
              const productKey = boxProductOf(tile);
              return productKey ? <QuickAddSlot productKey={productKey} name={tile.title} /> : null;
            },
          }
        : {})}
    />
  );
}
