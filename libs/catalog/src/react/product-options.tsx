import { RadioGroup, Select, cn } from '@storefront/ui-kit';
import type { ProductOptionSet } from '../lib/product-page/product-options';
import type { OptionChoice } from '../lib/product-page/product-selection';
import { useCatalogFormat } from './use-catalog-format';

/**
 * Props of {@link ProductOptions}.
 *
 * @example
 * const props: ProductOptionsProps = { options: productOptionsOf(config), value: choice, onChange: setChoice };
 */
export interface ProductOptionsProps {
  /** The sizes, print options and colours of the product (`productOptionsOf(config)`). */
  options: ProductOptionSet;
  value: OptionChoice;
  onChange: (choice: OptionChoice) => void;
  disabled?: boolean;
  className?: string;
}

/**
 * The size, print and colour selectors of a product page, each labelled and usable with the
 * keyboard alone (the size list opens with Space or the arrow keys; the radio groups move
 * with the arrows). A selector shows only when the product has that option. Sizes out of
 * stock stay selectable and say so, so the availability notice can explain.
 *
 * @example
 * <ProductOptions options={productOptionsOf(config)} value={choice} onChange={setChoice} />
 */
export function ProductOptions({
  options,
  value,
  onChange,
  disabled,
  className,
}: ProductOptionsProps) {
  const { t } = useCatalogFormat();
  return (
    <fieldset className={cn('flex flex-col gap-5', className)} data-slot="product-options">
      <legend className="font-brand-heading text-ink mb-3 text-lg font-semibold">
        {t('options.heading')}
      </legend>
      {options.sizes.length > 0 ? (
        <Select
          label={t('options.size')}
          options={options.sizes.map((size) => ({
            value: size.value,
            label: t(size.inStock ? 'options.sizeValue' : 'options.sizeOutOfStock', {
              size: size.value,
            }),
          }))}
          value={value.size}
          onChange={(size) => onChange({ ...value, size })}
          disabled={disabled}
        />
      ) : null}
      {(
        [
          ['printOption', t('options.printOptions'), options.printOptions],
          ['color', t('options.color'), options.colors],
        ] as const
      ).map(([key, label, choices]) =>
        choices.length > 0 ? (
          <RadioGroup
            key={key}
            label={label}
            options={choices.map((choice) => ({ value: choice, label: choice }))}
            value={value[key]}
            onChange={(choice) => onChange({ ...value, [key]: choice })}
            disabled={disabled}
          />
        ) : null,
      )}
    </fieldset>
  );
}
