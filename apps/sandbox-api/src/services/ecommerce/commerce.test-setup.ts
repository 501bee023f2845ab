import { expect } from 'vitest';
import { createSandboxClock } from '../../clock.ts';
import type { CartResponse } from '../../db/schema-commerce-documents.ts';
import type { TestSandboxOptions } from '../../testing.ts';
import { sandboxPerFile } from '../../testing.ts';
import { commerceKit } from './test-kit.ts';
import type { CommerceKit } from './test-kit.ts';

/** Wednesday 2030-01-09, 15:00 UTC (10:00 in New York): the frozen start of the commerce tests. */
export const START = new Date('2030-01-09T15:00:00Z');

/** A shopper's address in Arlington, Texas (taxed, shipped to by every option). */
export const TEXAS = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  streetName: '500 Main St',
  postalCode: '76011',
  city: 'Arlington',
  state: 'TX',
  country: 'US',
  email: 'ada@example.com',
};

/** 250 mailer boxes of 9 x 6 x 3 inches, the other attributes left to their defaults. */
export const MAILER = {
  productKey: 'custom-mailer-box',
  quantity: 250,
  attributes: { Size: '9x6x3' },
};

/** {@link MAILER} in kraft. */
export const KRAFT_MAILER = {
  productKey: 'custom-mailer-box',
  quantity: 250,
  attributes: { Size: '9x6x3', Color: 'Kraft' },
};

/** {@link KRAFT_MAILER} printed outside in full colour: every attribute chosen. */
export const PRINTED_MAILER = {
  productKey: 'custom-mailer-box',
  quantity: 250,
  attributes: { Size: '9x6x3', 'Print Options': 'Outside full colour', Color: 'Kraft' },
};

/**
 * A sandbox on a clock frozen at {@link START} for the tests of a file (or `describe`), and a
 * {@link commerceKit} of boxup on it.
 */
export function setUpCommerceSandbox(options: Omit<TestSandboxOptions, 'clock'> = {}) {
  const sandbox = sandboxPerFile({
    clock: createSandboxClock({ start: START, frozen: true }),
    ...options,
  });
  return { sandbox, kit: commerceKit(sandbox) };
}

/** A new anonymous shopper of `kit`'s store and its cart. */
export interface AnonymousShop {
  token: string;
  cart: CartResponse;
}

/** A new anonymous shopper's cart of `lineItems` (created: 201, else the test fails). */
export async function newAnonymousCart(
  kit: CommerceKit,
  lineItems: unknown[],
): Promise<AnonymousShop> {
  const session = await kit.anonymous();
  const response = await kit.call<CartResponse>('POST', kit.ecommerce('carts'), {
    token: session.anonymousToken,
    body: { lineItems },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return { token: session.anonymousToken, cart: response.body };
}

/**
 * Moves the first line of `shop`'s cart on as the catalogue would (test route
 * `POST /ecommerce/__sandbox/carts/{id}/lineitems/{lineItemId}/drift`).
 */
export function driftFirstLine(
  kit: CommerceKit,
  shop: { cart: Pick<CartResponse, 'id' | 'lineItems'> },
  drift: { priceCentDelta?: number; arrivalDelayWorkDays?: number; outOfStock?: boolean },
) {
  const lineItemId = shop.cart.lineItems[0]?.id ?? '';
  return kit.call(
    'POST',
    `/ecommerce/__sandbox/carts/${shop.cart.id}/lineitems/${lineItemId}/drift`,
    {
      body: drift,
    },
  );
}
