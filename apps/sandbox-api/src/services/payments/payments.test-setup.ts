import { expect } from 'vitest';
import type { CartResponse } from '../../db/schema-commerce-documents.ts';
import { KRAFT_MAILER, TEXAS, setUpCommerceSandbox } from '../ecommerce/commerce.test-setup.ts';
import type { OrderResponse } from '../ecommerce/orders.ts';
import type { TokenizedCard } from './nonces.ts';
import type { PaymentResponse } from './payment-response.ts';

/** A shopper's token and the cart it pays. */
export interface Shop {
  token: string;
  cart: CartResponse;
}

/**
 * The shared setup of the payment tests: a commerce sandbox on a frozen clock and helpers that
 * make a cart ready to pay, tokenize a test card, pay with an idempotency key and read back the
 * cart and the order.
 */
export function setUpPaymentsSandbox() {
  const { sandbox, kit } = setUpCommerceSandbox();

  let keys = 0;
  /** A new Idempotency-Key. */
  const newKey = () => `test-key-${(keys += 1)}`;

  /** A cart of a new anonymous session (or of `token`), with Texas addresses unless told. */
  async function readyCart(
    options: { token?: string; address?: boolean; email?: string | null; lines?: unknown[] } = {},
  ): Promise<Shop> {
    const token = options.token ?? (await kit.anonymous()).anonymousToken;
    const withAddress = options.address ?? true;
    const response = await kit.call<CartResponse>('POST', kit.ecommerce('carts'), {
      token,
      body: {
        lineItems: options.lines ?? [KRAFT_MAILER],
        ...(withAddress ? { shippingAddress: TEXAS, billingAddress: TEXAS } : {}),
        ...(options.email === null ? {} : { customerEmail: options.email ?? 'ada@example.com' }),
      },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return { token, cart: response.body };
  }

  /** A nonce of a card number, through metadata and tokenize as the storefront gets one. */
  async function tokenize(number: string, expirationDate = '12/31') {
    const metadata = await kit.call<{ clientToken: string }>(
      'GET',
      kit.payments('paymentMethods/metadata'),
      { token: (await kit.anonymous()).anonymousToken },
    );
    const response = await kit.call<TokenizedCard>(
      'POST',
      kit.payments('paymentMethods/tokenize'),
      {
        body: {
          clientToken: metadata.body.clientToken,
          creditCard: { number, expirationDate, cvv: '123' },
        },
      },
    );
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body.nonce;
  }

  /** Pays the shop's cart; `key` null sends no Idempotency-Key. */
  function pay(shop: Shop, body: Record<string, unknown>, key: string | null = newKey()) {
    return kit.call<PaymentResponse & { title?: string; detail?: string }>(
      'POST',
      kit.payments(`carts/${shop.cart.id}/payments`),
      { token: shop.token, body, headers: key === null ? {} : { 'Idempotency-Key': key } },
    );
  }

  async function readCart(shop: Shop) {
    return (
      await kit.call<CartResponse>('GET', kit.ecommerce(`carts/${shop.cart.id}`), {
        token: shop.token,
      })
    ).body;
  }

  async function readOrder(token: string, orderId: string) {
    return kit.call<OrderResponse>('GET', kit.ecommerce(`orders/${orderId}`), { token });
  }

  return { sandbox, kit, newKey, readyCart, tokenize, pay, readCart, readOrder };
}
