import { useCallback, useMemo, useState } from 'react';
import {
  calculateBoxQuantity,
  type QuantityCalculatorResult,
} from '../lib/calculator/calculate-box-quantity';
import {
  QUANTITY_CALCULATOR_FIELDS,
  validateQuantityCalculatorInput,
  type QuantityCalculatorErrors,
  type QuantityCalculatorField,
} from '../lib/calculator/quantity-calculator-input';
import { productMetaSchema, type ProductMeta } from '../lib/context/product-meta';
import { PricingInputError } from '../lib/errors';
import { issuesFromZod, parseInEnglish } from '../lib/zod-issues';
import { sanitizeQuantityInput } from '../lib/quantity/quantity-input';

/**
 * The text of each calculator field, as typed.
 *
 * @example
 * ```ts
 * import type { QuantityCalculatorFormValues } from '@storefront/pricing/react';
 *
 * const values: QuantityCalculatorFormValues = { length: '10', width: '8', height: '4', quantity: '100' };
 * ```
 */
export type QuantityCalculatorFormValues = Record<QuantityCalculatorField, string>;

/**
 * Options of {@link useQuantityCalculator}.
 *
 * @example
 * ```ts
 * import type { UseQuantityCalculatorOptions } from '@storefront/pricing/react';
 *
 * const options: UseQuantityCalculatorOptions = { initialValues: { quantity: '100' } };
 * ```
 */
export interface UseQuantityCalculatorOptions {
  /** Text the fields start with; empty by default. */
  readonly initialValues?: Partial<QuantityCalculatorFormValues>;
  /** Product meta overrides (threshold, capacity factor, round-off, increment). */
  readonly meta?: Partial<ProductMeta>;
}

/**
 * What {@link useQuantityCalculator} returns: form state, per-field errors and the result.
 *
 * @example
 * ```ts
 * import type { QuantityCalculatorState } from '@storefront/pricing/react';
 *
 * const isReady = (state: QuantityCalculatorState) => state.result !== null;
 * ```
 */
export interface QuantityCalculatorState {
  /** The text of every field. */
  readonly values: QuantityCalculatorFormValues;
  /** Messages to show: only for fields the shopper has left (or all after `calculate`). */
  readonly errors: QuantityCalculatorErrors;
  /** Whether every field is valid right now. */
  readonly isValid: boolean;
  /** The recommendation for the current values, or `null` while any field is invalid. */
  readonly result: QuantityCalculatorResult | null;
  /** Sets a field's text; the quantity keeps only its digits. */
  readonly setValue: (field: QuantityCalculatorField, text: string) => void;
  /** Marks a field as visited (call on blur) so its error shows. */
  readonly touch: (field: QuantityCalculatorField) => void;
  /** Shows every field's error and returns the result, or `null` when a field is invalid. */
  readonly calculate: () => QuantityCalculatorResult | null;
  /** Back to the initial values, with no errors shown. */
  readonly reset: () => void;
}

const EMPTY_VALUES: QuantityCalculatorFormValues = {
  length: '',
  width: '',
  height: '',
  quantity: '',
};
const NONE_TOUCHED: Record<QuantityCalculatorField, boolean> = {
  length: false,
  width: false,
  height: false,
  quantity: false,
};
const ALL_TOUCHED: Record<QuantityCalculatorField, boolean> = {
  length: true,
  width: true,
  height: true,
  quantity: true,
};

/**
 * State for a quantity calculator form (length, width, height in inches; quantity in
 * pounds). Every change is validated; errors show once a field is left or after
 * `calculate()`; `result` is the live recommendation whenever all fields are valid.
 *
 * @throws {PricingInputError} `INVALID_CALCULATOR_INPUT` when `meta` is not valid (a
 * configuration mistake, raised during render).
 *
 * @example
 * ```tsx
 * import { useQuantityCalculator } from '@storefront/pricing/react';
 *
 * function CalculatorForm() {
 *   const calculator = useQuantityCalculator();
 *   return (
 *     <form onSubmit={(event) => { event.preventDefault(); calculator.calculate(); }}>
 *       <label>
 *         Length (in)
 *         <input
 *           value={calculator.values.length}
 *           onChange={(event) => calculator.setValue('length', event.target.value)}
 *           onBlur={() => calculator.touch('length')}
 *         />
 *       </label>
 *       {calculator.errors.length ? <p role="alert">{calculator.errors.length}</p> : null}
 *       {calculator.result ? <p>Order {calculator.result.recommendedQuantity} boxes</p> : null}
 *     </form>
 *   );
 * }
 * ```
 */
export function useQuantityCalculator(
  options: UseQuantityCalculatorOptions = {},
): QuantityCalculatorState {
  const { initialValues, meta } = options;
  // Initial values are read once, like a form's defaultValue.
  const [startValues] = useState<QuantityCalculatorFormValues>(() => ({
    ...EMPTY_VALUES,
    ...initialValues,
    quantity: sanitizeQuantityInput(initialValues?.quantity ?? ''),
  }));
  const [values, setValues] = useState<QuantityCalculatorFormValues>(startValues);
  const [touched, setTouched] = useState(NONE_TOUCHED);

  const { quantityThreshold, capacityFactor, decimalRoundOff, defaultIncrement } = meta ?? {};
  const settings = useMemo(() => {
    const parsed = parseInEnglish(productMetaSchema, {
      quantityThreshold,
      capacityFactor,
      decimalRoundOff,
      defaultIncrement,
    });
    if (!parsed.success) {
      throw new PricingInputError('INVALID_CALCULATOR_INPUT', issuesFromZod(parsed.error, 'meta'));
    }
    return parsed.data;
  }, [quantityThreshold, capacityFactor, decimalRoundOff, defaultIncrement]);

  const validation = useMemo(() => validateQuantityCalculatorInput(values), [values]);
  const result = useMemo(
    () => (validation.success ? calculateBoxQuantity(validation.values, settings) : null),
    [validation, settings],
  );

  const errors = useMemo(() => {
    const visible: QuantityCalculatorErrors = {};
    if (validation.success) return visible;
    for (const field of QUANTITY_CALCULATOR_FIELDS) {
      const message = validation.errors[field];
      if (message && touched[field]) visible[field] = message;
    }
    return visible;
  }, [validation, touched]);

  const setValue = useCallback((field: QuantityCalculatorField, text: string) => {
    setValues((current) => ({
      ...current,
      [field]: field === 'quantity' ? sanitizeQuantityInput(text) : text,
    }));
  }, []);

  const touch = useCallback((field: QuantityCalculatorField) => {
    setTouched((current) => (current[field] ? current : { ...current, [field]: true }));
  }, []);

  const calculate = useCallback(() => {
    setTouched(ALL_TOUCHED);
    return result;
  }, [result]);

  const reset = useCallback(() => {
    setValues(startValues);
    setTouched(NONE_TOUCHED);
  }, [startValues]);

  return {
    values,
    errors,
    isValid: validation.success,
    result,
    setValue,
    touch,
    calculate,
    reset,
  };
}
