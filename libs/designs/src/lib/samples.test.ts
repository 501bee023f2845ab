import { describe, expect, it } from 'vitest';
import { isDesignsError } from './designs-error';
import {
  MAX_SAMPLES_PER_CUSTOMER,
  SAMPLE_MESSAGES,
  SAMPLE_PRICE_IN_CENTS,
  canAddSample,
  countSamples,
  sampleRestriction,
  type SampleCartLine,
} from './samples';

const mailer: SampleCartLine = {
  isSampleProduct: true,
  style: 'custom-mailer-box-sample',
  size: '10 x 8 x 4',
  quantity: 1,
};
const productionRun: SampleCartLine = {
  isSampleProduct: false,
  style: 'custom-mailer-box',
  size: '10 x 8 x 4',
  quantity: 250,
};

describe('constants', () => {
  it('keep the spec values', () => {
    expect(MAX_SAMPLES_PER_CUSTOMER).toBe(3);
    expect(SAMPLE_PRICE_IN_CENTS).toBe(100);
    expect(SAMPLE_MESSAGES.alreadyInCart).toBe(
      'A sample box may be added once at a time per size and style',
    );
  });
});

describe('canAddSample', () => {
  it('allows a first sample', () => {
    expect(canAddSample([], { style: 'custom-mailer-box-sample', size: '10 x 8 x 4' })).toBe(true);
  });

  it('refuses the same size and style twice, ignoring spaces and case', () => {
    expect(canAddSample([mailer], { style: 'Custom-Mailer-Box-Sample', size: '10x8x4' })).toBe(
      false,
    );
    expect(sampleRestriction([mailer], { style: mailer.style ?? '', size: '10 X 8 X 4' })).toBe(
      'alreadyInCart',
    );
  });

  it('allows the same style in another size and another style in the same size', () => {
    expect(canAddSample([mailer], { style: 'custom-mailer-box-sample', size: '12 x 9 x 4' })).toBe(
      true,
    );
    expect(canAddSample([mailer], { style: 'shipping-box-sample', size: '10 x 8 x 4' })).toBe(true);
  });

  it('ignores production lines of the same size and style', () => {
    expect(canAddSample([productionRun], { style: 'custom-mailer-box', size: '10 x 8 x 4' })).toBe(
      true,
    );
  });

  it('ignores sample lines with no boxes', () => {
    expect(
      canAddSample([{ ...mailer, quantity: 0 }], { style: mailer.style ?? '', size: '10x8x4' }),
    ).toBe(true);
  });

  it('refuses a fourth sample', () => {
    const cart: SampleCartLine[] = [
      mailer,
      { isSampleProduct: true, style: 'shipping-box-sample', size: '12x12x12' },
      { isSampleProduct: true, style: 'custom-gable-box-sample', size: '8x8x8', quantity: 1 },
      productionRun,
    ];
    expect(sampleRestriction(cart, { style: 'custom-gift-mailer-box-sample', size: '9x6x3' })).toBe(
      'limitReached',
    );
    expect(
      canAddSample(cart.slice(0, 2), { style: 'custom-gift-mailer-box-sample', size: '9x6x3' }),
    ).toBe(true);
  });

  it('counts quantities towards the limit', () => {
    expect(
      sampleRestriction([{ ...mailer, quantity: 3 }], {
        style: 'shipping-box-sample',
        size: '1x1x1',
      }),
    ).toBe('limitReached');
  });

  it.each([
    [{ style: '', size: '10x8x4' }, 'style'],
    [{ style: 'gable', size: '  ' }, 'size'],
  ])('rejects a candidate without style or size: %j', (candidate, field) => {
    let caught: unknown;
    try {
      canAddSample([], candidate);
    } catch (error) {
      caught = error;
    }
    expect(isDesignsError(caught, 'INVALID_SAMPLE')).toBe(true);
    expect(caught).toMatchObject({ field, message: `A sample needs a ${field}` });
  });
});

describe('countSamples', () => {
  it('adds up sample quantities, one for a missing quantity', () => {
    expect(
      countSamples([
        mailer,
        { isSampleProduct: true, style: 'a', size: 'b', quantity: null },
        { isSampleProduct: true, style: 'a', size: 'c', quantity: 2 },
        productionRun,
      ]),
    ).toBe(4);
  });

  it('ignores nonsense quantities', () => {
    expect(
      countSamples([
        { ...mailer, quantity: -2 },
        { ...mailer, quantity: Number.NaN },
        { ...mailer, quantity: 1.7 },
      ]),
    ).toBe(1);
    expect(countSamples([])).toBe(0);
  });
});
