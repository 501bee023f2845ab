import type { AllowedQuantitiesOptions, QuantityRule } from '@storefront/pricing';
import { buildAllowedQuantities } from '@storefront/pricing';
import { z } from 'zod';

/**
 * The attribute key the print colour is stored under in a selection.
 *
 * @example
 * selection[PRINT_COLOR_ATTRIBUTE]; // 'Outside full colour'
 */
export const PRINT_COLOR_ATTRIBUTE = 'Print Options';

/**
 * The spec's message when the approval checkbox is not ticked.
 *
 * @example
 * APPROVE_CONSENT_MESSAGE; // 'In Order to add to cart, please check the checkbox'
 */
export const APPROVE_CONSENT_MESSAGE = 'In Order to add to cart, please check the checkbox';

/**
 * The quantities a design may be ordered in: the product's rules through
 * `buildAllowedQuantities` of `@storefront/pricing` (whitelist, limit).
 *
 * @example
 * approvableQuantities([1, { minimum: 10, maximum: 50, increment: 10 }], { limit: 30 }); // [1, 10, 20, 30]
 */
export function approvableQuantities(
  rules: readonly QuantityRule[],
  options: AllowedQuantitiesOptions = {},
): number[] {
  return buildAllowedQuantities(rules, options);
}

/**
 * The approval form's rule: a quantity, optionally a print colour, and the ticked consent
 * ('In Order to add to cart, please check the checkbox').
 *
 * @example
 * approveDesignSchema.safeParse({ quantity: 250, consent: false }).error?.issues[0]?.message;
 * // 'In Order to add to cart, please check the checkbox'
 */
export const approveDesignSchema = z.object({
  quantity: z.number({ error: 'Quantity is mandatory' }).int().positive(),
  printColor: z.string().optional(),
  consent: z.boolean().refine((value) => value, { error: APPROVE_CONSENT_MESSAGE }),
});

/**
 * What the shopper approved, for the cart: the design, the product, the quantity and the
 * full selection (the design's attributes with `Quantity` and, when changed, `Print Options`).
 *
 * @example
 * const line: ApprovedDesign = {
 *   designId: 'dsg_1', designName: 'Spring mailer', productKey: 'custom-mailer-box', quantity: 250,
 *   selection: { Size: '8 x 6 x 2', Quantity: 250, 'Print Options': 'Outside full colour' }, previewUrl: null,
 * };
 */
export interface ApprovedDesign {
  designId: string;
  designName: string;
  productKey: string;
  quantity: number;
  selection: Record<string, string | number>;
  /** The design's preview image (with its cache-busting timestamp), or null. */
  previewUrl: string | null;
}

/**
 * Builds the {@link ApprovedDesign} of a design and the approved quantity and print colour.
 *
 * @example
 * approvedDesign(design, { quantity: 250, printColor: 'Outside only 1 colour' });
 */
export function approvedDesign(
  design: {
    id: string;
    name: string;
    productKey: string;
    selection: Record<string, string | number>;
    previewUrl: string | null;
  },
  choice: { quantity: number; printColor?: string | undefined },
): ApprovedDesign {
  const selection: Record<string, string | number> = {
    ...design.selection,
    Quantity: choice.quantity,
  };
  if (choice.printColor) selection[PRINT_COLOR_ATTRIBUTE] = choice.printColor;
  return {
    designId: design.id,
    designName: design.name,
    productKey: design.productKey,
    quantity: choice.quantity,
    selection,
    previewUrl: design.previewUrl,
  };
}
