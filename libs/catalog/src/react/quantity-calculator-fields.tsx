import type { QuantityCalculatorField } from '@storefront/pricing';
import { Button, NumberField, TextField } from '@storefront/ui-kit';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useCatalogFormat } from './use-catalog-format';

/** What each calculator input takes: react-hook-form's registration and its error. */
export type CalculatorFieldProps = Omit<ComponentPropsWithRef<'input'>, 'size'> & {
  error?: ReactNode;
};

/**
 * The quantity calculator's four inputs (length, width and height in inches, the product to
 * ship in pounds) and its Calculate button, laid out once for the form and for its stand-in
 * while the form's code loads, so both take the same space.
 *
 * @example
 * <QuantityCalculatorFields fieldProps={(name) => ({ ...register(name), required: true })} />
 */
export function QuantityCalculatorFields({
  fieldProps,
  disabled = false,
}: {
  fieldProps: (name: QuantityCalculatorField) => CalculatorFieldProps;
  disabled?: boolean;
}) {
  const { t } = useCatalogFormat();
  return (
    <>
      <div className="grid gap-3 sm:grid-cols-4">
        <TextField label={t('calculator.length')} inputMode="decimal" {...fieldProps('length')} />
        <TextField label={t('calculator.width')} inputMode="decimal" {...fieldProps('width')} />
        <TextField label={t('calculator.height')} inputMode="decimal" {...fieldProps('height')} />
        <NumberField label={t('calculator.quantity')} {...fieldProps('quantity')} />
      </div>
      <Button type="submit" variant="secondary" className="self-start" disabled={disabled}>
        {t('calculator.calculate')}
      </Button>
    </>
  );
}
