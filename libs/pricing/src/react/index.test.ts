import { expect, it } from 'vitest';
import * as PricingReact from './index';

// Guards the public API of '@storefront/pricing/react': a new export is added here on purpose.
it('exposes exactly the documented runtime exports', () => {
  expect(Object.keys(PricingReact).sort()).toEqual(['PriceTag', 'useQuantityCalculator']);
});
