import type { ProductMeta } from '@storefront/pricing';
import { cn, Section } from '@storefront/ui-kit';
import { Suspense, useId } from 'react';
import { moduleLoader } from './module-loader';
import type { QuantityCalculatorFormProps } from './quantity-calculator-form';
import { QuantityCalculatorFields } from './quantity-calculator-fields';
import { useCatalogFormat } from './use-catalog-format';

/** The calculator's form (react-hook-form and the calculator's rules): its own chunk. */
const calculatorForm = moduleLoader(() => import('./quantity-calculator-form'));

/** Starts loading the calculator's form (stories and tests wait for it before they type). */
export const loadQuantityCalculatorForm = calculatorForm.load;

function CalculatorForm(props: QuantityCalculatorFormProps) {
  const { QuantityCalculatorForm } = calculatorForm.useModule();
  return <QuantityCalculatorForm {...props} />;
}

/** The form's stand-in while its code loads: the same fields, disabled, in the same space. */
function CalculatorFormLoading({ headingId }: { headingId: string }) {
  return (
    <>
      <form noValidate aria-labelledby={headingId} aria-busy className="flex flex-col gap-4">
        <QuantityCalculatorFields
          fieldProps={() => ({ required: true, disabled: true })}
          disabled
        />
      </form>
      <div className="flex flex-col gap-2" />
    </>
  );
}

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
 * previous result. The form's code loads on its own (server-rendered pages wait for it), with
 * the same fields, disabled, in its place meanwhile.
 *
 * @example
 * <QuantityCalculatorPanel onUseQuantity={(quantity) => setQuantity(quantities.find((q) => q >= quantity))} />
 */
export function QuantityCalculatorPanel({
  onUseQuantity,
  meta,
  className,
}: QuantityCalculatorPanelProps) {
  const { t } = useCatalogFormat();
  const headingId = useId();
  return (
    <Section
      heading={t('calculator.heading')}
      headingId={headingId}
      headingSize="lg"
      headingSemibold
      framed
      data-slot="quantity-calculator"
      className={cn('flex flex-col gap-4', className)}
    >
      <p className="text-ink-muted text-sm">{t('calculator.intro')}</p>
      <Suspense fallback={<CalculatorFormLoading headingId={headingId} />}>
        <CalculatorForm headingId={headingId} meta={meta} onUseQuantity={onUseQuantity} />
      </Suspense>
    </Section>
  );
}
