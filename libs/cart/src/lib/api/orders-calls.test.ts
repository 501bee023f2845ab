import { describe, expect, it, vi } from 'vitest';
import type * as OrdersCalls from './orders-calls';

// The cart API imports orders' customer, order and payment calls on first use, so a page that
// only adds to the cart does not load them.

describe('createCartApi: the calls orders owns', () => {
  it('fails a call whose code cannot load as a request without answer, and loads it again next time', async () => {
    let attempts = 0;
    vi.resetModules();
    vi.doMock('./orders-calls', async (importOriginal) => {
      attempts += 1;
      if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
      const actual = await importOriginal<typeof OrdersCalls>();
      return { ...actual, getCustomer: vi.fn(async () => ({ id: 'customer-1' })) };
    });
    const { createCartApi } = await import('./cart-api');
    const api = createCartApi({
      ecommerceUrl: 'http://ecommerce.test',
      paymentsUrl: 'http://payments.test',
      tenant: 'north-america',
      storefrontId: 'boxup',
      getBearerToken: () => 'token',
    });
    expect(attempts).toBe(0);
    // (A fresh module graph: the error's class is that graph's copy of @storefront/http's.)
    await expect(api.getCustomer('customer-1')).rejects.toMatchObject({
      name: 'ApiError',
      status: 0,
    });
    await expect(api.getCustomer('customer-1')).resolves.toEqual({ id: 'customer-1' });
    expect(attempts).toBe(2);
  });
});
