import * as z from 'zod/mini';
import { parseDecimalString } from '../decimal';
import { parseInEnglish } from '../zod-issues';

/**
 * The fields of the quantity calculator form (spec §5, box dimension calculator).
 *
 * @example
 * ```ts
 * import { QUANTITY_CALCULATOR_FIELDS } from '@storefront/pricing';
 *
 * QUANTITY_CALCULATOR_FIELDS; // ['length', 'width', 'height', 'quantity']
 * ```
 */
export const QUANTITY_CALCULATOR_FIELDS = ['length', 'width', 'height', 'quantity'] as const;

/**
 * One field of the quantity calculator.
 *
 * @example
 * ```ts
 * import type { QuantityCalculatorField } from '@storefront/pricing';
 *
 * const field: QuantityCalculatorField = 'height';
 * ```
 */
export type QuantityCalculatorField = (typeof QUANTITY_CALCULATOR_FIELDS)[number];

/**
 * What a form hands the calculator: numbers, or the text typed in each field. `length`,
 * `width` and `height` are the box's inside dimensions in inches (decimals allowed);
 * `quantity` is how many pounds of product are to be packed (whole pounds).
 *
 * @example
 * ```ts
 * import type { QuantityCalculatorInput } from '@storefront/pricing';
 *
 * const input: QuantityCalculatorInput = { length: '10', width: 8, height: '4', quantity: '100' };
 * ```
 */
export type QuantityCalculatorInput = Partial<
  Record<QuantityCalculatorField, string | number | null | undefined>
>;

/**
 * Validated calculator values.
 *
 * @example
 * ```ts
 * import type { QuantityCalculatorValues } from '@storefront/pricing';
 *
 * const values: QuantityCalculatorValues = { length: 10, width: 8, height: 4, quantity: 100 };
 * ```
 */
export type QuantityCalculatorValues = Record<QuantityCalculatorField, number>;

/**
 * One message per wrong field, e.g. `{ length: 'Length is required' }`.
 *
 * @example
 * ```ts
 * import type { QuantityCalculatorErrors } from '@storefront/pricing';
 *
 * const errors: QuantityCalculatorErrors = { width: 'Width must be a number greater than 0' };
 * ```
 */
export type QuantityCalculatorErrors = Partial<Record<QuantityCalculatorField, string>>;

/**
 * The outcome of {@link validateQuantityCalculatorInput}.
 *
 * @example
 * ```ts
 * import { validateQuantityCalculatorInput } from '@storefront/pricing';
 *
 * const outcome = validateQuantityCalculatorInput({ length: '10' });
 * if (!outcome.success) console.log(outcome.errors.width); // 'Width is required'
 * ```
 */
export type QuantityCalculatorValidation =
  | { readonly success: true; readonly values: QuantityCalculatorValues }
  | { readonly success: false; readonly errors: QuantityCalculatorErrors };

function isBlank(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'number' && Number.isNaN(value)) ||
    (typeof value === 'string' && value.trim() === '')
  );
}

function field(label: string, kind: 'measurement' | 'whole') {
  const invalid =
    kind === 'measurement'
      ? `${label} must be a number greater than 0`
      : `${label} must be a whole number greater than 0`;
  return z.pipe(
    z.unknown(),
    z.transform((value, context): number => {
      if (isBlank(value)) {
        context.issues.push({ code: 'custom', message: `${label} is required`, input: value });
        return z.NEVER;
      }
      let parsed: number | undefined;
      if (typeof value === 'number' && Number.isFinite(value)) parsed = value;
      if (typeof value === 'string') {
        const decimal = parseDecimalString(value);
        // A plain decimal string reads back exactly through its shortest number text.
        if (decimal) parsed = Number(value.trim());
      }
      const valid =
        parsed !== undefined &&
        parsed > 0 &&
        Number.isFinite(parsed) &&
        (kind === 'measurement' || Number.isSafeInteger(parsed));
      if (!valid) {
        context.issues.push({ code: 'custom', message: invalid, input: value });
        return z.NEVER;
      }
      return parsed as number;
    }),
  );
}

/**
 * The calculator form schema: each field required and valid, with its own message
 * ('Length is required', 'Width must be a number greater than 0', 'Quantity must be a whole
 * number greater than 0').
 *
 * @example
 * ```ts
 * import { quantityCalculatorInputSchema } from '@storefront/pricing';
 *
 * quantityCalculatorInputSchema.parse({ length: '10', width: '8', height: '4', quantity: '100' });
 * // { length: 10, width: 8, height: 4, quantity: 100 }
 * ```
 */
export const quantityCalculatorInputSchema = z.object({
  length: field('Length', 'measurement'),
  width: field('Width', 'measurement'),
  height: field('Height', 'measurement'),
  quantity: field('Quantity', 'whole'),
});

/**
 * Checks every calculator field and returns either the numbers or one message per wrong
 * field, for a form to show next to each input.
 *
 * @example
 * ```ts
 * import { validateQuantityCalculatorInput } from '@storefront/pricing';
 *
 * validateQuantityCalculatorInput({ length: '10', width: '0', height: 'abc' });
 * // { success: false, errors: {
 * //   width: 'Width must be a number greater than 0',
 * //   height: 'Height must be a number greater than 0',
 * //   quantity: 'Quantity is required' } }
 * ```
 */
export function validateQuantityCalculatorInput(
  input: QuantityCalculatorInput,
): QuantityCalculatorValidation {
  const parsed = parseInEnglish(quantityCalculatorInputSchema, input ?? {});
  if (parsed.success) return { success: true, values: parsed.data };
  const errors: QuantityCalculatorErrors = {};
  for (const issue of parsed.error.issues) {
    const [name] = issue.path;
    if (
      typeof name === 'string' &&
      (QUANTITY_CALCULATOR_FIELDS as readonly string[]).includes(name)
    ) {
      errors[name as QuantityCalculatorField] ??= issue.message;
    }
  }
  return { success: false, errors };
}
