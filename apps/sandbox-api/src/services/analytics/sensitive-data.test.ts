import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findSensitiveData, isSensitiveKey, looksLikeCardNumber } from './sensitive-data.ts';

// The sink restates the rules of @storefront/analytics; the library's
// `sensitive-data.sandbox.test.ts` posts generated payloads here and checks that both find the
// same paths. These tests pin the rules themselves.

const names = fc.oneof(
  fc.constantFrom('password', 'access_token', 'card_number', 'cvv', 'ticketId', 'product_id'),
  fc.string({ maxLength: 12 }),
);
const scalars = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
);
const payloads = fc.letrec<{ json: unknown }>((tie) => ({
  json: fc.oneof(
    { depthSize: 'small' },
    scalars,
    fc.array(tie('json'), { maxLength: 4 }),
    fc.dictionary(names, tie('json'), { maxKeys: 4 }),
  ),
})).json;

describe('findSensitiveData on generated payloads', () => {
  it('finds a password put anywhere, at its path, after what the rest holds', () => {
    fc.assert(
      fc.property(
        payloads,
        fc.array(fc.string({ minLength: 1, maxLength: 6 }), { maxLength: 3 }),
        (payload, path) => {
          const safePath = path.map((name) => `p_${name.replace(/[^a-z]/gi, '')}`);
          let hidden: Record<string, unknown> = { password: 'Boxes4All!' };
          for (const name of [...safePath].reverse()) hidden = { [name]: hidden };

          expect(findSensitiveData({ data: payload, extra: hidden })).toEqual([
            ...findSensitiveData(payload, 'data'),
            { path: ['extra', ...safePath, 'password'].join('.'), reason: 'key', name: 'password' },
          ]);
        },
      ),
    );
  });
});

describe('findSensitiveData', () => {
  it('names each path and why, in document order', () => {
    expect(
      findSensitiveData({
        traits: { email: 'dana@example.com', password: 'x' },
        properties: { items: [{ note: 'ok' }, { ref: '4111111111111111' }] },
        context: { page: { url: '/reset?ticketId=abc' } },
      }),
    ).toEqual([
      { path: 'traits.password', reason: 'key', name: 'password' },
      { path: 'properties.items.1.ref', reason: 'card-number' },
      { path: 'context.page.url', reason: 'query-parameter', name: 'ticketId' },
    ]);
  });

  it('leaves ids, SKUs, prices and ordinary URLs alone', () => {
    expect(
      findSensitiveData({
        order_id: 'ord_V1StGXR8_Z5jdHi6B-myT',
        cart_id: 'cart-1',
        sku: 'CIM-MLR-DSP',
        price: '1347.94',
        quantity: 250,
        url: 'https://boxup.example/product/custom-mailer-box?share=V1StGXR8_Z5j#reviews',
        timestamp: '2031-06-04T15:00:00.000Z',
      }),
    ).toEqual([]);
  });

  it('treats only Luhn-valid 13 to 19 digit numbers as card numbers', () => {
    expect(looksLikeCardNumber('4111 1111 1111 1111')).toBe(true);
    expect(looksLikeCardNumber('4111 1111 1111 1112')).toBe(false);
    expect(looksLikeCardNumber('411111111111')).toBe(false);
    expect(looksLikeCardNumber('4111  1111 1111 1111')).toBe(false);
    expect(isSensitiveKey('Card-Number')).toBe(true);
    expect(isSensitiveKey('cart_id')).toBe(false);
  });
});
