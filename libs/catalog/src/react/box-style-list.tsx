import { BOX_STYLES, type BoxStyleDefinition } from '../lib/box-styles';
import { CATALOG_NAMESPACE } from '../lib/catalog-messages';
import { useMessages } from '@storefront/ui-kit/i18n';

/**
 * Props of {@link BoxStyleList}.
 *
 * @example
 * const props: BoxStyleListProps = { headingLevel: 3 };
 */
export interface BoxStyleListProps {
  /** Heading level of the list's title, so it fits the page outline. */
  headingLevel?: 2 | 3;
  /** Renders each style; by default its translated name. */
  renderStyle?: (style: BoxStyleDefinition, name: string) => React.ReactNode;
}

/**
 * The seven box styles as a titled list, names in the shopper's language.
 *
 * @example
 * <BoxStyleList renderStyle={(style, name) => <a href={`/product/${style.productSlug}`}>{name}</a>} />
 */
export function BoxStyleList({ headingLevel = 2, renderStyle }: BoxStyleListProps) {
  const { t } = useMessages(CATALOG_NAMESPACE);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby="box-style-list-heading">
      <Heading id="box-style-list-heading" className="font-brand-heading text-ink text-2xl">
        {t('boxStylesHeading')}
      </Heading>
      <ul className="mt-6 grid grid-cols-1 gap-3 sm:grid-cols-2 md:grid-cols-4">
        {BOX_STYLES.map((style) => {
          const name = t(`boxStyles.${style.id}`);
          return (
            <li key={style.id} className="rounded-brand bg-surface-muted text-ink px-4 py-3">
              {renderStyle ? renderStyle(style, name) : name}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
