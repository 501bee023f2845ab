import { describe, expect, it } from 'vitest';
import type { SharedSelection } from '../api/get-shared-selection';
import type { ProductOptionSet } from './product-options';
import { sharedSelectionValues } from './shared-selection-values';

const options: ProductOptionSet = {
  sizes: [
    { value: '9 x 6 x 3', width: 9, height: 6, depth: 3, inStock: true },
    { value: '12 x 9 x 4', width: 12, height: 9, depth: 4, inStock: true },
  ],
  printOptions: ['Outside full colour', 'Inside full colour'],
  colors: ['Kraft', 'White'],
  defaults: { size: '9 x 6 x 3', printOption: 'Outside full colour', color: 'Kraft' },
};
const quantities = [1, 10, 50, 100, 250];
const config = { productKey: 'custom-mailer-box' };

function shared(overrides: Partial<SharedSelection> = {}): SharedSelection {
  return {
    id: 'V1StGXR8_Z5j',
    kind: 'product',
    storefrontId: 'boxup',
    productKey: 'custom-mailer-box',
    selection: {
      Size: '12 x 9 x 4',
      'Print Options': 'Inside full colour',
      Color: 'White',
      Quantity: 250,
    },
    name: 'Ada',
    createdAt: '2026-11-25T10:00:00Z',
    expiresAt: '2026-12-25T10:00:00Z',
    ...overrides,
  };
}

describe('sharedSelectionValues', () => {
  it("takes the link's options and quantity when the product offers them", () => {
    expect(sharedSelectionValues(shared(), config, options, quantities)).toEqual({
      size: '12 x 9 x 4',
      printOption: 'Inside full colour',
      color: 'White',
      quantity: 250,
    });
  });

  it('ignores options the product lacks and rounds the quantity to the nearest allowed one', () => {
    const values = sharedSelectionValues(
      shared({ selection: { Size: '1 x 1 x 1', Color: 'Pink', Quantity: '120' } }),
      config,
      options,
      quantities,
    );
    expect(values).toEqual({ quantity: 100 });
  });

  it('ignores a quantity that is not a number', () => {
    const values = sharedSelectionValues(
      shared({ selection: { Quantity: 'lots' } }),
      config,
      options,
      quantities,
    );
    expect(values).toEqual({});
  });

  it('gives nothing for no link, a link to another product, or a design link', () => {
    expect(sharedSelectionValues(undefined, config, options, quantities)).toEqual({});
    expect(
      sharedSelectionValues(
        shared({ productKey: 'custom-gable-box' }),
        config,
        options,
        quantities,
      ),
    ).toEqual({});
    expect(
      sharedSelectionValues(
        shared({ kind: 'design', designId: 'd-1' }),
        config,
        options,
        quantities,
      ),
    ).toEqual({});
  });
});
