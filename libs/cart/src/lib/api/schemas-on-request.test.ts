// @vitest-environment node
import type { HttpFetch } from '@storefront/http';
import { describe, expect, it, vi } from 'vitest';

// The cart calls import their response schemas (zod) with their request, so a page that only
// shows a stored cart (the product page's cart count) never loads them. This file must not
// import a schema module itself, or it would be loaded before the calls.

const answering =
  (body: unknown, status = 200): HttpFetch =>
  () =>
    Response.json(body, { status });

const unloadable = () => new TypeError('Failed to fetch dynamically imported module');

/** A fresh module graph whose schema modules fail to import the first time. */
async function callsWithFailingImports() {
  const imports = { cart: 0, payment: 0 };
  vi.resetModules();
  vi.doMock('./cart-schemas', async (importOriginal) => {
    imports.cart += 1;
    if (imports.cart === 1) throw unloadable();
    return importOriginal();
  });
  vi.doMock('./pay-cart-response', async (importOriginal) => {
    imports.payment += 1;
    if (imports.payment === 1) throw unloadable();
    return importOriginal();
  });
  const { createCartConnection } = await import('./cart-connection');
  const { getCart } = await import('./get-cart');
  const { payCart } = await import('./pay-cart');
  const { getDeliveryOptions } = await import('./get-delivery-options');
  const connectionWith = (fetch: HttpFetch) =>
    createCartConnection({
      ecommerceUrl: 'http://cart.test/ecommerce',
      paymentsUrl: 'http://cart.test/payments',
      tenant: 'north-america',
      storefrontId: 'boxup',
      getBearerToken: () => Promise.resolve('token'),
      fetch,
    });
  return { imports, connectionWith, getCart, payCart, getDeliveryOptions };
}

const payment = { paymentType: 'freeOfCharge' } as const;
const paid = {
  paymentId: 'pay_1',
  orderId: 'ord_1',
  paymentType: 'freeOfCharge',
  paymentStatus: 'settled',
  amount: { type: 'centPrecision', centAmount: 0, currencyCode: 'USD' },
};

describe('a cart call imports its response schema with its request', () => {
  it('does not import it before the call, and validates the answer with it', async () => {
    const { imports, connectionWith, getCart } = await callsWithFailingImports();
    imports.cart = 1; // this test's imports succeed
    const connection = connectionWith(answering({ id: 'c1', version: 2 }));
    expect(imports.cart).toBe(1);
    await expect(getCart(connection, 'c1')).resolves.toMatchObject({
      id: 'c1',
      version: 2,
      lineItems: [],
    });
    expect(imports.cart).toBe(2);
  });

  it('fails an answer of the wrong shape as before: ECX003 naming the field', async () => {
    const { imports, connectionWith, getDeliveryOptions } = await callsWithFailingImports();
    imports.cart = 1;
    const connection = connectionWith(answering({ cartId: 'c1', items: 'none' }));
    await expect(getDeliveryOptions(connection, 'c1')).rejects.toMatchObject({
      name: 'TransformError',
      code: 'ECX003',
      path: 'items',
    });
  });

  it('fails a call whose schema cannot load as a request without answer, and loads it again next time', async () => {
    const { imports, connectionWith, getCart } = await callsWithFailingImports();
    const connection = connectionWith(answering({ id: 'c1', version: 2 }));
    const failure = await getCart(connection, 'c1').catch((error: unknown) => error);
    // (A fresh module graph: the error's class is that graph's copy of @storefront/http's.)
    expect(failure).toMatchObject({
      name: 'ApiError',
      kind: 'api',
      status: 0,
      code: 'ECX022',
      message: expect.stringContaining('GET carts/c1 got no response: ') as unknown,
    });
    await expect(getCart(connection, 'c1')).resolves.toMatchObject({ id: 'c1' });
    expect(imports.cart).toBe(2);
  });

  it("gives the payment's failed import the code of a payment without answer (ECX021)", async () => {
    const { imports, connectionWith, payCart } = await callsWithFailingImports();
    imports.cart = 1; // only the payment's own module fails
    const connection = connectionWith(answering(paid));
    const options = { idempotencyKey: 'attempt-1' };
    await expect(payCart(connection, 'c1', payment, options)).rejects.toMatchObject({
      name: 'ApiError',
      status: 0,
      code: 'ECX021',
    });
    await expect(payCart(connection, 'c1', payment, options)).resolves.toMatchObject({
      orderId: 'ord_1',
    });
  });

  it('reports a failed request, not the import that failed beside it', async () => {
    const { connectionWith, getCart } = await callsWithFailingImports();
    const notFound = answering({ title: 'CartNotFound', detail: 'No cart' }, 404);
    await expect(getCart(connectionWith(notFound), 'c1')).rejects.toMatchObject({
      name: 'ApiError',
      status: 404,
      code: 'ECX022',
    });
  });
});
