import { describe, expect, it } from 'vitest';
import { BOXUP, INTERNALS, PRICE, QUOTE_REQUEST } from './guard.test-setup.ts';
import { json } from './json-request.test-setup.ts';
import { sandboxPerFile } from '../testing.ts';

// Issue 14, item 3: a NUL character in a body, a key, a path or a query is a 400 naming the
// field, before it can reach the database.

const sandbox = sandboxPerFile();

describe('NUL characters (issue 14, item 3)', () => {
  // Each body would reach the database with a NUL in the named field.
  it.each([
    [
      'POST',
      '/auth/v1/north-america/login',
      { storeFrontId: 'boxup\u0000', email: 'demo@boxup.example', password: 'x' },
      'storeFrontId',
      'InvalidRequest',
    ],
    [
      'POST',
      '/auth/v1/north-america/resetPassword',
      { siteUrl: 'http://127.0.0.1:4200', storeFrontId: 'boxup', email: 'a\u0000@b.example' },
      'email',
      'InvalidRequest',
    ],
    [
      'PATCH',
      '/auth/v1/north-america/resetPassword',
      { ticketId: 'tkt\u0000', password: 'Boxes4All!' },
      'ticketId',
      'InvalidRequest',
    ],
    [
      'POST',
      '/auth/v1/north-america/refresh',
      { refreshToken: 'r\u0000' },
      'refreshToken',
      'InvalidRequest',
    ],
    [
      'POST',
      '/auth/v1/north-america/logout',
      { refreshToken: 'r\u0000' },
      'refreshToken',
      'InvalidRequest',
    ],
    [
      'POST',
      '/idp/dbconnections/signup',
      {
        client_id: 'boxup-storefront\u0000',
        connection: 'boxup',
        email: 'new@example.com',
        password: 'Boxes4All!',
      },
      'client_id',
      'InvalidRequest',
    ],
    [
      'POST',
      '/content/forms/contact/submissions',
      {
        storefrontId: 'boxup',
        locale: 'en',
        values: { name: 'Rosa\u0000', email: 'r@example.com', message: 'Hi' },
      },
      'values.name',
      'ValidationError',
    ],
    [
      'POST',
      PRICE,
      { productKey: 'custom\u0000', quantities: '1' },
      'productKey',
      'ValidationError',
    ],
    [
      'POST',
      '/price/tenants/north-america/productConfigUrl',
      { productKey: 'custom\u0000', storefrontId: 'boxup' },
      'productKey',
      'ValidationError',
    ],
    [
      'POST',
      '/session/generateUniqueURL',
      {
        storefrontId: 'boxup\u0000',
        siteUrl: 'http://127.0.0.1:4200',
        kind: 'product',
        productKey: 'custom-mailer-box',
        name: 'Ada',
      },
      'storefrontId',
      'ValidationError',
    ],
    [
      'POST',
      `${BOXUP}/order-quotation`,
      { ...QUOTE_REQUEST, comments: 'soon\u0000' },
      'comments',
      'ValidationError',
    ],
  ])('%s %s with a NUL is a 400 naming the field', async (method, path, body, field, title) => {
    const response = await sandbox.fetch(path, json(method, body));
    const text = await response.text();

    expect(response.status, text).toBe(400);
    expect(JSON.parse(text)).toEqual({
      title,
      detail: `${field}: must not contain a NUL character`,
      errors: [{ path: field, message: 'must not contain a NUL character' }],
    });
    expect(text).not.toMatch(INTERNALS);
  });

  it('names a NUL in a key and in an array item', async () => {
    const response = await sandbox.fetch(
      PRICE,
      json('POST', { productKey: 'custom-mailer-box', quantities: ['1', '2\u0000'], 'a\u0000': 1 }),
    );
    const body = (await response.json()) as { errors: Array<{ path: string }> };

    expect(response.status).toBe(400);
    expect(body.errors.map((error) => error.path)).toEqual(['quantities.1', 'a\\u0000']);
  });

  it.each([
    [`${BOXUP}/carts/abc%00`, 'path'],
    [`${BOXUP}/orders/abc%00`, 'path'],
    ['/session/shared/abc%00', 'path'],
    ['/session/shared/abc%00/design', 'path'],
    [`${PRICE}?productKey=custom%00`, 'productKey'],
    ['/address-lookup/find?text=Main%00', 'text'],
  ])('GET %s is a 400 naming %s', async (path, field) => {
    const response = await sandbox.fetch(path);
    const text = await response.text();

    expect(response.status, text).toBe(400);
    expect(JSON.parse(text)).toMatchObject({
      title: 'ValidationError',
      detail: `${field}: must not contain a NUL character`,
    });
    expect(text).not.toMatch(INTERNALS);
  });

  it('leaves other input alone: the same routes without a NUL answer as before', async () => {
    const price = await sandbox.fetch(`${PRICE}?productKey=custom-mailer-box&quantities=1`);
    expect(price.status).toBe(200);
    const login = await sandbox.fetch(
      '/auth/v1/north-america/login',
      json('POST', { storeFrontId: 'boxup', email: 'nobody@example.com', password: 'x' }),
    );
    expect(login.status).toBe(401);
  });
});
