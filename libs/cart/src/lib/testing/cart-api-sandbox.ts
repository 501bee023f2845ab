// Test helper (not exported from the package): the setup the cart API's sandbox tests share —
// a cart of mailers for a new anonymous shopper, the addresses that make it payable, a card
// nonce, and the ApiError a call fails with. The test file starts the sandbox
// (`sandboxPerFile()` of `@storefront/sandbox-api/testing`, which only tests may import) and
// passes it in.
import { isApiError, type ApiError } from '@storefront/http';
import type { CartApi } from '../api/cart-api';
import type { ApiCart } from '../api/cart-schemas';
import { ARLINGTON, anonymousShopper, cartApiFor, type SandboxLike } from './sandbox-shopper';

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
