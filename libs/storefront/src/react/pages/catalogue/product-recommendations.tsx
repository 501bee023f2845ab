import { useRecommendations } from '@storefront/content/react';
import { useId } from 'react';
import { IMAGE_SIZES } from '../../../lib/media/image-sizes';
import { ContentCard } from '../../content/content-card';
import { useMessages } from '@storefront/ui-kit/i18n';
import { PRODUCT_CART_NAMESPACE, productCartMessageLoaders } from './product-cart-messages';

/**
 * The content service's recommendations for a product ('You may also like'): its product
 * cards (300-wide tiles, loaded lazily) below the product page. Nothing is shown while they
 * load, when there are none, or when they cannot be loaded — they are extras, and the product
 * page must not wait for them or fail with them.
 *
 * @example
 * <ProductRecommendations slug="custom-mailer-box" />
 */
export function ProductRecommendations({ slug }: { slug: string }) {
  const { t } = useMessages(PRODUCT_CART_NAMESPACE, productCartMessageLoaders);
  const headingId = useId();
  const { data: cards } = useRecommendations(slug);
  if (!cards || cards.length === 0) return null;
  return (
    <section aria-labelledby={headingId} data-slot="product-recommendations">
      <h2 id={headingId} className="font-brand-heading text-ink text-2xl">
        {t('recommendationsHeading')}
      </h2>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map((card) => (
          <li key={card.id}>
            <ContentCard card={card} slotWidth={IMAGE_SIZES.overviewTile} />
          </li>
        ))}
      </ul>
    </section>
  );
}
