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
      {options.printOptions.length > 0 ? (
        <RadioGroup
          label={t('options.printOptions')}
          options={options.printOptions.map((option) => ({ value: option, label: option }))}
          value={value.printOption}
          onChange={(printOption) => onChange({ ...value, printOption })}
          disabled={disabled}
        />
      ) : null}
      {options.colors.length > 0 ? (
        <RadioGroup
          label={t('options.color')}
          options={options.colors.map((color) => ({ value: color, label: color }))}
          value={value.color}
          onChange={(color) => onChange({ ...value, color })}
          disabled={disabled}
        />
      ) : null}
    </fieldset>
  );
}
