import { describe, expect, it } from 'vitest';
import * as ordersReact from './index';

describe('@storefront/orders/react public API', () => {
  it('exports exactly these runtime names', () => {
    expect(Object.keys(ordersReact).sort()).toEqual(['OrderStatusBadge']);
  });
});
