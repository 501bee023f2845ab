import { describe, expect, it } from 'vitest';
import { sandboxPerFile } from '../../testing.ts';
import { commerceKit } from './test-kit.ts';
import type { CartResponse } from '../../db/schema-commerce-documents.ts';

const sandbox = sandboxPerFile();
const kit = commerceKit(sandbox);

const sample = (productKey: string, size?: string) => ({
  productKey,
  quantity: 1,
  ...(size ? { attributes: { Size: size } } : {}),
});

async function cartWith(lineItems: unknown[]) {
  const session = await kit.anonymous();
  const response = await kit.call<CartResponse>('POST', kit.ecommerce('carts'), {
    token: session.anonymousToken,
    body: { lineItems },
  });
  return { session, response };
}

function addLine(token: string, cart: CartResponse, line: Record<string, unknown>) {
  return kit.call<CartResponse>('PATCH', kit.ecommerce(`carts/${cart.id}/lineitems`), {
    token,
    body: { version: cart.version, actions: [{ action: 'addLineItem', ...line }] },
  });
}

describe('$1 samples', () => {
  it('costs $1 each, up to three, one per size and style', async () => {
    const { session, response } = await cartWith([
      sample('custom-mailer-box-sample', '9x6x3'),
      sample('custom-mailer-box-sample', '12x9x4'),
      sample('shipping-box-sample'),
    ]);
    expect(response.status).toBe(201);
    const cart = response.body;
    expect(cart.lineItems.map((line) => line.price.centAmount)).toEqual([100, 100, 100]);
    expect(cart.lineItems.every((line) => line.custom.fields.isSampleProduct)).toBe(true);

    const fourth = await addLine(session.anonymousToken, cart, sample('custom-gable-box-sample'));
    expect(fourth.status).toBe(400);
    expect(fourth.body).toMatchObject({
      title: 'SampleLimitReached',
      detail: 'A customer may have up to three $1 samples.',
    });
  });

  it('refuses the same sample size and style twice, and more than one of it', async () => {
    const { session, response } = await cartWith([sample('custom-mailer-box-sample', '9x6x3')]);
    const cart = response.body;

    const twice = await addLine(
      session.anonymousToken,
      cart,
      sample('custom-mailer-box-sample', '9 x 6 x 3'),
    );
    expect(twice.status).toBe(400);
    expect(twice.body).toMatchObject({
      title: 'SampleAlreadyInCart',
      detail: 'A sample box may be added once at a time per size and style.',
    });

    const two = await addLine(session.anonymousToken, cart, {
      ...sample('custom-gift-mailer-box-sample'),
      quantity: 2,
    });
    expect(two.status).toBe(400);
    expect(two.body.title).toBe('SampleQuantityNotAllowed');

    const change = await kit.call('PATCH', kit.ecommerce(`carts/${cart.id}/lineitems`), {
      token: session.anonymousToken,
      body: {
        version: cart.version,
        actions: [
          { action: 'changeLineItemQuantity', lineItemId: cart.lineItems[0]?.id, quantity: 3 },
        ],
      },
    });
    expect(change.status).toBe(400);
    expect(change.body.title).toBe('SampleQuantityNotAllowed');
  });

  it('counts the limit within one request too', async () => {
    const { response } = await cartWith([
      sample('custom-mailer-box-sample'),
      sample('shipping-box-sample'),
      sample('custom-gable-box-sample'),
      sample('custom-square-mailer-box-sample'),
    ]);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ title: 'SampleLimitReached' });
  });
});
