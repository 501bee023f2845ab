import { describe, expect, it } from 'vitest';
import { approvableQuantities, approveDesignSchema, approvedDesign } from './approve-design';

describe('approve design rules', () => {
  it('builds the allowed quantities with the pricing rules', () => {
    expect(
      approvableQuantities([25, { minimum: 50, maximum: 1000, increment: 50 }, 25], { limit: 200 }),
    ).toEqual([25, 50, 100, 150, 200]);
    expect(approvableQuantities([1, 10, 25, 50], { whitelist: [10, 50, 99] })).toEqual([10, 50]);
  });

  it('needs the consent with the spec message', () => {
    const result = approveDesignSchema.safeParse({ quantity: 10, consent: false });
    expect(result.error?.issues[0]?.message).toBe(
      'In Order to add to cart, please check the checkbox',
    );
    expect(approveDesignSchema.safeParse({ quantity: 10, consent: true }).success).toBe(true);
  });

  it('adds quantity and print colour to the selection for the cart', () => {
    const design = {
      id: 'd',
      name: 'N',
      productKey: 'custom-mailer-box',
      selection: { Size: '8 x 6 x 2', Quantity: 1 },
      previewUrl: null,
    };
    expect(
      approvedDesign(design, { quantity: 250, printColor: 'Outside only 1 colour' }).selection,
    ).toEqual({
      Size: '8 x 6 x 2',
      Quantity: 250,
      'Print Options': 'Outside only 1 colour',
    });
    expect(approvedDesign(design, { quantity: 10 }).selection).toEqual({
      Size: '8 x 6 x 2',
      Quantity: 10,
    });
  });
});
