import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  describeSensitiveFinding,
  findSensitiveData,
  isSensitiveKey,
  looksLikeCardNumber,
  stripSensitiveData,
} from './sensitive-data';

const JWT = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJjdXNfMSJ9.c2lnbmF0dXJl';

/** Names that are never sensitive: prefixed so no generated text forms "token" or "card". */
const safeNames = fc.string({ maxLength: 8 }).map((name) => `x_${name.replace(/[a-z]/gi, '')}`);
const sensitiveNames = fc.constantFrom(
  'password',
  'newPassword',
  'current_password',
  'accessToken',
  'refresh_token',
  'anonymousToken',
  'validationKey',
  'paymentMethodNonce',
  'card_number',
  'cardNumber',
  'creditCard',
  'cvv',
  'CVC',
  'clientSecret',
  'ticketId',
  'Authorization',
);
const safeScalars = fc.oneof(
  fc.string({ maxLength: 12 }).map((text) => text.replace(/[\d?#]/g, '')),
  fc.integer({ min: -1_000_000, max: 1_000_000 }),
  fc.boolean(),
  fc.constant(null),
);
const sensitiveValues = fc.constantFrom(
  JWT,
  `Bearer ${'a'.repeat(20)}`,
  '4111 1111 1111 1111',
  '5555-5555-5555-4444',
  '378282246310005',
  4111111111111111,
  'https://boxup.example/reset?ticketId=abc',
  '/verify-email#access_token=xyz',
);

const safeJson = fc.letrec<{ json: unknown }>((tie) => ({
  json: fc.oneof(
    { depthSize: 'small' },
    safeScalars,
    fc.array(tie('json'), { maxLength: 4 }),
    fc.dictionary(safeNames, tie('json'), { maxKeys: 4 }),
  ),
})).json;

const anyJson = fc.letrec<{ json: unknown }>((tie) => ({
  json: fc.oneof(
    { depthSize: 'small' },
    safeScalars,
    sensitiveValues,
    fc.array(tie('json'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(safeNames, sensitiveNames), tie('json'), { maxKeys: 4 }),
  ),
})).json;

/** Puts `value` at a nested path of objects, returning the payload and the path. */
const nested = (names: readonly string[], key: string, value: unknown) => {
  let payload: unknown = { [key]: value };
  for (const name of [...names].reverse()) payload = { [name]: payload };
  return { payload, path: [...names, key].join('.') };
};

describe('findSensitiveData', () => {
  it('finds nothing in payloads without sensitive names or values', () => {
    fc.assert(
      fc.property(safeJson, (payload) => {
        expect(findSensitiveData(payload)).toEqual([]);
      }),
    );
  });

  it('finds a sensitive property wherever it is, at its path', () => {
    fc.assert(
      fc.property(
        fc.array(safeNames, { maxLength: 4 }),
        sensitiveNames,
        safeJson,
        (names, key, value) => {
          const { payload, path } = nested(names, key, value);
          expect(findSensitiveData(payload)).toEqual([{ path, reason: 'key', name: key }]);
        },
      ),
    );
  });

  it('finds a token or card value wherever it is, at its path', () => {
    fc.assert(
      fc.property(
        fc.array(safeNames, { maxLength: 4 }),
        safeNames,
        sensitiveValues,
        (names, key, value) => {
          const { payload, path } = nested(names, key, value);
          expect(findSensitiveData(payload).map((finding) => finding.path)).toEqual([path]);
        },
      ),
    );
  });

  it('says why', () => {
    expect(
      findSensitiveData({
        a: JWT,
        b: `Bearer ${'x'.repeat(10)}`,
        c: ['4111111111111111'],
        d: 'https://boxup.example/reset?lang=en&ticketId=abc',
      }),
    ).toEqual([
      { path: 'a', reason: 'jwt' },
      { path: 'b', reason: 'bearer' },
      { path: 'c.0', reason: 'card-number' },
      { path: 'd', reason: 'query-parameter', name: 'ticketId' },
    ]);
  });

  it('leaves ordinary storefront data alone', () => {
    expect(
      findSensitiveData({
        order_id: 'ord_V1StGXR8_Z5jdHi6B-myT',
        orderNumber: 'BU100001',
        cart_id: 'cart-1',
        cartId: 'c1',
        sku: 'CIM-MLR-DSP',
        price: '1347.94',
        quantity: 250,
        timestamp: '2031-06-04T15:00:00.000Z',
        phone: '+1 817 555 0100',
        url: 'https://boxup.example/product/custom-mailer-box?share=V1StGXR8_Z5j#reviews',
        title: 'What is a mailer box?',
      }),
    ).toEqual([]);
  });
});

describe('stripSensitiveData', () => {
  it('leaves nothing findSensitiveData would find', () => {
    fc.assert(
      fc.property(anyJson, (payload) => {
        expect(findSensitiveData(stripSensitiveData(payload).value)).toEqual([]);
      }),
    );
  });

  it('changes nothing in a clean payload', () => {
    fc.assert(
      fc.property(safeJson, (payload) => {
        expect(stripSensitiveData(payload)).toEqual({ value: payload, removed: [] });
      }),
    );
  });

  it('reports what it removed, as findSensitiveData finds it', () => {
    fc.assert(
      fc.property(anyJson, (payload) => {
        const found = findSensitiveData(payload).map((finding) => finding.path);
        const removed = stripSensitiveData(payload).removed.map((finding) => finding.path);
        expect(removed.slice(0, found.length)).toEqual(found);
      }),
    );
  });

  it('cuts sensitive parameters out of URLs and keeps the rest', () => {
    expect(
      stripSensitiveData({
        page: 'https://boxup.example/reset?ticketId=abc&lang=en#top',
        login: '/login#access_token=xyz&state=1',
        only: '/verify-email?ticketId=abc',
      }).value,
    ).toEqual({
      page: 'https://boxup.example/reset?lang=en#top',
      login: '/login#state=1',
      only: '/verify-email',
    });
  });

  it('cuts cycles', () => {
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic['self'] = cyclic;

    expect(stripSensitiveData(cyclic).value).toEqual({ a: 1 });
  });
});

describe('the rules', () => {
  it('compares names without case, underscores or dashes', () => {
    expect(
      ['Card-Number', 'CARD_NUMBER', 'cardNumber', 'newPassword', 'x-api-key'].map(isSensitiveKey),
    ).toEqual([true, true, true, true, true]);
    expect(
      ['cart_id', 'cartId', 'product_id', 'discount', 'design_name'].map(isSensitiveKey),
    ).toEqual([false, false, false, false, false]);
  });

  it('takes only Luhn-valid 13 to 19 digits as a card number', () => {
    expect(looksLikeCardNumber('4111 1111 1111 1111')).toBe(true);
    expect(looksLikeCardNumber('4111111111111112')).toBe(false);
    expect(looksLikeCardNumber('411111111111')).toBe(false);
    expect(looksLikeCardNumber('41111111111111111111')).toBe(false);
    expect(looksLikeCardNumber(4111111111111111)).toBe(true);
    expect(looksLikeCardNumber('BU4111111111111111')).toBe(false);
  });

  it('describes a finding with its path first', () => {
    expect(
      describeSensitiveFinding({ path: 'traits.password', reason: 'key', name: 'password' }),
    ).toBe('traits.password: "password" is a password, token, secret or card field');
  });
});
