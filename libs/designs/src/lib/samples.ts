import { DesignsError } from './designs-error';

/**
 * How many $1 sample boxes a customer may have (spec: up to three).
 *
 * @example
 * MAX_SAMPLES_PER_CUSTOMER; // 3
 */
export const MAX_SAMPLES_PER_CUSTOMER = 3;

/**
 * The price of a sample box in cents (spec: $1).
 *
 * @example
 * SAMPLE_PRICE_IN_CENTS / 100; // 1
 */
export const SAMPLE_PRICE_IN_CENTS = 100;

/**
 * A sample box: its box style and its size.
 *
 * @example
 * const candidate: SampleBox = { style: 'custom-mailer-box-sample', size: '10 x 8 x 4' };
 */
export interface SampleBox {
  /** The box style, e.g. the sample product key. */
  style: string;
  /** The size, e.g. '10 x 8 x 4'; spaces and letter case are ignored when comparing. */
  size: string;
}

/**
 * What the sample rules need of a cart line.
 *
 * @example
 * const line: SampleCartLine = { isSampleProduct: true, style: 'shipping-box-sample', size: '12x12x12', quantity: 1 };
 */
export interface SampleCartLine {
  isSampleProduct: boolean;
  style?: string | null;
  size?: string | null;
  /** Number of boxes on the line; 1 when missing. */
  quantity?: number | null;
}

/**
 * Why a sample cannot be added: the same size and style is already in the cart, or the
 * customer already has {@link MAX_SAMPLES_PER_CUSTOMER} samples.
 *
 * @example
 * const reason: SampleRestriction = 'limitReached';
 */
export type SampleRestriction = 'alreadyInCart' | 'limitReached';

/**
 * The shopper-facing messages of the sample rules ('A sample box may be added once at a time
 * per size and style' is the spec's wording).
 *
 * @example
 * SAMPLE_MESSAGES.alreadyInCart;
 */
export const SAMPLE_MESSAGES = {
  alreadyInCart: 'A sample box may be added once at a time per size and style',
  limitReached: `You can order up to ${MAX_SAMPLES_PER_CUSTOMER} $1 sample boxes`,
} as const satisfies Record<SampleRestriction, string>;

function key(value: string | null | undefined): string {
  return typeof value === 'string' ? value.toLowerCase().replace(/\s+/g, '') : '';
}

function boxesOn(line: SampleCartLine): number {
  const quantity = line.quantity ?? 1;
  return Number.isFinite(quantity) && quantity > 0 ? Math.floor(quantity) : 0;
}

/**
 * How many sample boxes the cart lines hold (quantities added up).
 *
 * @example
 * countSamples([{ isSampleProduct: true, style: 'a', size: 's', quantity: 2 }]); // 2
 */
export function countSamples(cartLines: readonly SampleCartLine[]): number {
  return cartLines
    .filter((line) => line.isSampleProduct)
    .reduce((total, line) => total + boxesOn(line), 0);
}

/**
 * Why a sample cannot be added to the cart, or `null` when it can. Size and style are compared
 * without regard to spaces and letter case. Throws a {@link DesignsError} with code
 * `INVALID_SAMPLE` when the candidate has no style or no size.
 *
 * @example
 * sampleRestriction([], { style: 'gable', size: '8x8x8' }); // null
 */
export function sampleRestriction(
  cartLines: readonly SampleCartLine[],
  candidate: SampleBox,
): SampleRestriction | null {
  const style = key(candidate.style);
  const size = key(candidate.size);
  if (style === '' || size === '') {
    throw new DesignsError({
      code: 'INVALID_SAMPLE',
      field: style === '' ? 'style' : 'size',
      message: `A sample needs a ${style === '' ? 'style' : 'size'}`,
    });
  }
  const samples = cartLines.filter((line) => line.isSampleProduct && boxesOn(line) > 0);
  if (samples.some((line) => key(line.style) === style && key(line.size) === size)) {
    return 'alreadyInCart';
  }
  if (countSamples(samples) >= MAX_SAMPLES_PER_CUSTOMER) return 'limitReached';
  return null;
}

/**
 * Whether a sample box may be added to the cart (spec: once at a time per size and style, and
 * up to three $1 samples). Throws like {@link sampleRestriction} for a candidate without
 * style or size.
 *
 * @example
 * const cart = [{ isSampleProduct: true, style: 'gable', size: '8x8x8', quantity: 1 }];
 * canAddSample(cart, { style: 'gable', size: '8 x 8 x 8' }); // false
 * canAddSample(cart, { style: 'gable', size: '10x10x10' }); // true
 */
export function canAddSample(cartLines: readonly SampleCartLine[], candidate: SampleBox): boolean {
  return sampleRestriction(cartLines, candidate) === null;
}
