// Test helper (not exported from the package): the setup the cart API's sandbox tests share —
// one in-process sandbox a file, a cart of mailers for a new anonymous shopper, the addresses
// that make it payable, a card nonce, and the ApiError a call fails with.
import { isApiError, type ApiError } from '@storefront/http';
import { afterAll, beforeAll } from 'vitest';
import type { CartApi } from '../api/cart-api';
import type { ApiCart } from '../api/cart-schemas';
import { ARLINGTON, anonymousShopper, cartApiFor, type SandboxLike } from './sandbox-shopper';

/** What {@link sandboxPerFile} needs of the in-process sandbox. */
interface InProcessSandbox extends SandboxLike {
  clock: unknown;
  close(): Promise<void>;
}

/**
 * One in-process sandbox for the test file, from `start` (`createTestSandbox` of
 * `@storefront/sandbox-api/testing`, which only tests may import): started before the first
 * test, closed after the last. Read its `fetch` and `clock` inside tests, once it has started.
 *
 * @example
 * const sandbox = sandboxPerFile(createTestSandbox);
 * it('reads', async () => cartApiFor(sandbox, await anonymousShopper(sandbox)).getUserCart());
 */
export function sandboxPerFile<Sandbox extends InProcessSandbox>(
  start: () => Promise<Sandbox>,
): Pick<Sandbox, 'fetch' | 'clock'> {
  let sandbox: Sandbox | undefined;
  beforeAll(async () => {
    sandbox = await start();
  }, 60_000);
  afterAll(() => sandbox?.close());
  const started = () => {
    if (!sandbox) throw new Error('The test sandbox is read before it started (beforeAll)');
    return sandbox;
  };
  return {
    get fetch() {
      return started().fetch;
    },
    get clock() {
      return started().clock;
    },
  };
}

/** The ApiError `promise` rejects with (any other outcome fails the test). */
export async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (isApiError(error)) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

/** A new anonymous shopper's cart API and a cart of 250 mailer boxes. */
export async function anonymousCartWithMailers(
  sandbox: SandboxLike,
): Promise<{ api: CartApi; cart: ApiCart }> {
  const api = cartApiFor(sandbox, await anonymousShopper(sandbox));
  const cart = await api.createCart({
    lineItems: [{ productKey: 'custom-mailer-box', quantity: 250 }],
  });
  return { api, cart };
}

/** The cart with shipping and billing address in Arlington and the customer email set. */
export async function readyToPay(api: CartApi, cart: ApiCart): Promise<ApiCart> {
  return api.updateCartAddresses(cart.id, cart.version, {
    shippingAddress: ARLINGTON,
    billingAddress: ARLINGTON,
    customerEmail: ARLINGTON.email,
  });
}

/** A card nonce for the card `number` (the sandbox's test cards decide how it pays). */
export async function cardNonce(api: CartApi, number: string): Promise<string> {
  const { clientToken } = await api.getPaymentMetadata();
  const { nonce } = await api.tokenizeCard(clientToken, {
    number,
    expirationDate: '12/39',
    cvv: '123',
    cardholderName: 'Ada Lovelace',
  });
  return nonce;
}
