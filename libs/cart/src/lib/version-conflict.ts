import { isApiError, storefrontMessages } from '@storefront/http';

/**
 * Shown when a cart change keeps meeting a newer version of the cart (spec: 'Please refresh
 * and try again' on version mismatch).
 *
 * @example
 * VERSION_MISMATCH_MESSAGE; // 'Please refresh and try again'
 */
export const VERSION_MISMATCH_MESSAGE = storefrontMessages.general.versionMismatch;

/**
 * How often a cart change is tried against a fresh read of the cart before the shopper is
 * asked to refresh.
 *
 * @example
 * for (let attempt = 1; attempt <= CART_UPDATE_MAX_ATTEMPTS; attempt += 1) { … }
 */
export const CART_UPDATE_MAX_ATTEMPTS = 3;

/**
 * Whether a failed call was refused because the cart (or customer) moved on to a newer version
 * (`409 ConcurrentModification`).
 *
 * @example
 * if (isVersionConflict(error)) cart = await getCart(connection, cart.id);
 */
export function isVersionConflict(error: unknown): boolean {
  return (
    isApiError(error) && error.status === 409 && error.serviceCode === 'ConcurrentModification'
  );
}

/**
 * The version the service says the cart is at, from a 409 answer (`currentVersion`).
 *
 * @example
 * conflictVersion(error); // 4
 */
export function conflictVersion(error: unknown): number | undefined {
  if (!isApiError(error) || typeof error.body !== 'object' || error.body === null) return undefined;
  const value = (error.body as Record<string, unknown>)['currentVersion'];
  return typeof value === 'number' ? value : undefined;
}
