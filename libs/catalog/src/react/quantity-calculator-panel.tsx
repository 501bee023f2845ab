import {
  QUANTITY_CALCULATOR_FIELDS,
  calculateBoxQuantity,
  validateQuantityCalculatorInput,
  type QuantityCalculatorField,
  type ProductMeta,
  type QuantityCalculatorValues,
} from '@storefront/pricing';
import { Button, Card, NumberField, TextField, cn } from '@storefront/ui-kit';
import { useId, useMemo, useState } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useCatalogFormat } from './use-catalog-format';

type CalculatorText = Record<QuantityCalculatorField, string>;

/**
 * Checks the four fields with `@storefront/pricing`'s calculator rules (its zod schema); the
 * messages are keys of the `catalog` namespace: `…Required` for an empty field, `…Invalid`
 * for any other problem.
 */
const calculatorResolver: Resolver<CalculatorText, unknown, QuantityCalculatorValues> = async (
  text,
) => {
  const validation = validateQuantityCalculatorInput(text);
  if (validation.success) return { values: validation.values, errors: {} };
  const errors: FieldErrors<CalculatorText> = {};
  for (const field of QUANTITY_CALCULATOR_FIELDS) {
    if (validation.errors[field] === undefined) continue;
    const missing = text[field].trim() === '';
    errors[field] = {
      type: missing ? 'required' : 'validate',
      message: `calculator.errors.${field}${missing ? 'Required' : 'Invalid'}`,
    };
  }
  return { values: {}, errors };
};

/**
 * Props of {@link QuantityCalculatorPanel}.
 *
 * @example
 * const props: QuantityCalculatorPanelProps = { onUseQuantity: (quantity) => setQuantity(quantity) };
 */
export interface QuantityCalculatorPanelProps {
  /** Offers "Use N boxes" with the recommendation; left out, only the result shows. */
  onUseQuantity?: (recommendedQuantity: number) => void;
  /**
   * The product's meta (threshold, capacity factor, round-off, increment) from the products
   * service (`useProductMeta`); the spec's values until it is known.
   */
  meta?: ProductMeta | undefined;
  className?: string;
}

/**
 * The quantity calculator (spec §5 and §9), a react-hook-form form: length, width and height
 * of the box in inches and the product to ship in pounds, each required and valid (the
 * pounds a whole number: e, E, +, - and . are refused, other characters stripped).
 * `@storefront/pricing`'s `calculateBoxQuantity` recommends how many boxes to order (10-pound
 * cartons, boxes about three-quarters full, rounded up to a whole carton and to the order
 * increment). Errors show once a field is left or on Calculate; editing a field clears the
 * previous result.
 *
 * @example
 * <QuantityCalculatorPanel onUseQuantity={(quantity) => setQuantity(quantities.find((q) => q >= quantity))} />
 */
export function QuantityCalculatorPanel({
  onUseQuantity,
  meta,
  className,
}: QuantityCalculatorPanelProps) {
  const { t, count } = useCatalogFormat();
  const headingId = useId();
  // The values last calculated; the result follows the meta when it arrives later.
  const [calculated, setCalculated] = useState<QuantityCalculatorValues | null>(null);
  const result = useMemo(
    () => (calculated ? calculateBoxQuantity(calculated, meta) : null),
    [calculated, meta],
  );
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CalculatorText, unknown, QuantityCalculatorValues>({
    mode: 'onTouched',
    resolver: calculatorResolver,
    defaultValues: { length: '', width: '', height: '', quantity: '' },
  });
  const field = (name: QuantityCalculatorField) => {
    const key = errors[name]?.message;
    return {
      ...register(name, { onChange: () => setCalculated(null) }),
      required: true,
      error: key ? t(key) : undefined,
    };
  };
  const submit = handleSubmit((values) => setCalculated(values));

  return (
    <Card
      as="section"
      variant="outlined"
      aria-labelledby={headingId}
      data-slot="quantity-calculator"
      className={cn('flex flex-col gap-4', className)}
    >
      <h2 id={headingId} className="font-brand-heading text-ink text-lg font-semibold">
        {t('calculator.heading')}
      </h2>
      <p className="text-ink-muted text-sm">{t('calculator.intro')}</p>
      <form
        noValidate
        aria-labelledby={headingId}
        className="flex flex-col gap-4"
        onSubmit={(event) => void submit(event)}
      >
        <div className="grid gap-3 sm:grid-cols-4">
          <TextField label={t('calculator.length')} inputMode="decimal" {...field('length')} />
          <TextField label={t('calculator.width')} inputMode="decimal" {...field('width')} />
          <TextField label={t('calculator.height')} inputMode="decimal" {...field('height')} />
          <NumberField label={t('calculator.quantity')} {...field('quantity')} />
        </div>
        <Button type="submit" variant="secondary" className="self-start">
          {t('calculator.calculate')}
        </Button>
      </form>
      <div role="status" className="flex flex-col gap-2">
        {result ? (
          <>
            <p className="text-ink">
              {t('calculator.result', {
                count: result.cartons,
                cartons: count(result.cartons),
                boxes: t('calculator.boxes', {
                  count: result.boxesNeeded,
                  quantity: count(result.boxesNeeded),
                }),
              })}{' '}
              <strong>
                {t('calculator.recommended', {
                  count: result.recommendedQuantity,
                  quantity: count(result.recommendedQuantity),
                })}
              </strong>
            </p>
            {result.exceedsThreshold ? (
              <p className="text-ink-muted">{t('calculator.exceeds')}</p>
            ) : null}
          </>
        ) : null}
      </div>
      {result && onUseQuantity ? (
        <Button
          variant="ghost"
          className="self-start"
          onClick={() => onUseQuantity(result.recommendedQuantity)}
        >
          {t('calculator.use', {
            count: result.recommendedQuantity,
            quantity: count(result.recommendedQuantity),
          })}
        </Button>
      ) : null}
    </Card>
  );
}
