import {
  QUANTITY_CALCULATOR_FIELDS,
  calculateBoxQuantity,
  validateQuantityCalculatorInput,
  type ProductMeta,
  type QuantityCalculatorField,
  type QuantityCalculatorValues,
} from '@storefront/pricing';
import { Button } from '@storefront/ui-kit';
import { useMemo, useState } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { QuantityCalculatorFields } from './quantity-calculator-fields';
import { useCatalogFormat } from './use-catalog-format';

// Loaded on its own (quantity-calculator-panel.tsx): react-hook-form and the calculator's
// rules stay out of the product page's first load.

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
 * Props of {@link QuantityCalculatorForm}.
 *
 * @example
 * const props: QuantityCalculatorFormProps = { headingId, meta, onUseQuantity: setQuantity };
 */
export interface QuantityCalculatorFormProps {
  /** The id of the panel's heading, which names the form. */
  headingId: string;
  /** Offers "Use N boxes" with the recommendation; left out, only the result shows. */
  onUseQuantity?: ((recommendedQuantity: number) => void) | undefined;
  /** The product's meta from the products service; the spec's values until it is known. */
  meta?: ProductMeta | undefined;
}

/**
 * The quantity calculator's form, its result and "Use N boxes" (see
 * `QuantityCalculatorPanel`, which lays it out under its heading).
 *
 * @example
 * <QuantityCalculatorForm headingId={headingId} meta={meta} onUseQuantity={setQuantity} />
 */
export function QuantityCalculatorForm({
  headingId,
  onUseQuantity,
  meta,
}: QuantityCalculatorFormProps) {
  const { t, count } = useCatalogFormat();
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
    <>
      <form
        noValidate
        aria-labelledby={headingId}
        className="flex flex-col gap-4"
        onSubmit={(event) => void submit(event)}
      >
        <QuantityCalculatorFields fieldProps={field} />
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
    </>
  );
}
