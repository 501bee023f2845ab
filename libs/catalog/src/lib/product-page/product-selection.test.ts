import { describe, expect, it } from 'vitest';
import { PRODUCT_ATTRIBUTE_KEYS, buildSelection, selectionRecord } from './product-selection';

const config = {
  productKey: 'custom-mailer-box',
  attributes: {
    Size: {
      defaultValue: '9 x 6 x 3',
      values: ['9 x 6 x 3'],
      sizes: [{ size: '9 x 6 x 3', Width: 9, Height: 6, Depth: 3, inStock: true }],
    },
  },
};

describe('product selection', () => {
  it('uses the spec attribute keys', () => {
    expect(PRODUCT_ATTRIBUTE_KEYS).toEqual([
      'Quantity',
      'Size',
      'Width',
      'Height',
      'Depth',
      'Print Options',
      'Logo Repeat Length',
      'Color',
    ]);
  });

  it('builds the selection with the inches of the size', () => {
    expect(
      buildSelection(
        config,
        { size: '9 x 6 x 3', printOption: 'Outside full colour', color: null },
        250,
      ),
    ).toEqual({
      productKey: 'custom-mailer-box',
      attributes: {
        Quantity: 250,
        Size: '9 x 6 x 3',
        Width: 9,
        Height: 6,
        Depth: 3,
        'Print Options': 'Outside full colour',
      },
    });
  });

  it('leaves out what the product does not have, in the spec order', () => {
    const { attributes } = buildSelection(
      config,
      { size: null, printOption: null, color: 'Kraft' },
      1,
    );
    expect(attributes).toEqual({ Quantity: 1, Color: 'Kraft' });
    expect(
      Object.keys(selectionRecord({ Color: 'Kraft', Quantity: 1, Size: '9 x 6 x 3' })),
    ).toEqual(['Quantity', 'Size', 'Color']);
  });
});
