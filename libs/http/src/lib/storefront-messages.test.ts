import { describe, expect, it } from 'vitest';
import { storefrontMessages } from './storefront-messages';

describe('storefrontMessages', () => {
  it('has a non-empty text for every message', () => {
    for (const group of Object.values(storefrontMessages)) {
      for (const text of Object.values(group)) expect(text.trim()).not.toBe('');
    }
  });

  it.each([
    [
      'identity',
      {
        userAlreadySignedIn: 'User is already signed in',
        invalidAccessToken: 'Invalid access token',
        ticketInvalidOrExpired: 'Ticket is invalid or expired',
        invalidRefreshToken: 'Invalid or Expired refresh token.',
        invalidValidationKey: 'Invalid or Expired validation key.',
        anonymousSessionFailed: 'Some error occurred',
      },
    ],
    [
      'coupon',
      {
        applied: 'Coupon Applied successfully',
        applyFailed: 'Unable to apply coupon',
        removed: 'Coupon Removed successfully',
        removeFailed: 'Unable to remove coupon',
        invalid: 'The promotional code you entered is not valid',
      },
    ],
  ] as const)('keeps the %s messages of the specification exactly', (group, messages) => {
    expect(storefrontMessages[group]).toEqual(messages);
  });

  it('maps the recalculation reasons as the specification does', () => {
    const generic = 'Sorry, something went wrong. We are working on it.';
    const { recalculation } = storefrontMessages;
    expect(recalculation.missingPriceConfiguration).toBe(generic);
    expect(recalculation.missingRequiredInput).toBe(generic);
    expect(recalculation.invalidInputValue).toBe(generic);
    expect(recalculation.missingTaxSetup).toBe(generic);
    expect(recalculation.estimatedTaxNeedsMoreInfo).toBe('Missing address information.');
    expect(recalculation.taxCalculationFailed).toBe('Please refresh the page and try again.');
    expect(recalculation.internalError).toBe('Please refresh the page and try again.');
  });

  it('keeps the other quoted texts, spelling included', () => {
    expect(storefrontMessages.general.versionMismatch).toBe('Please refresh and try again');
    expect(storefrontMessages.general.requestInvalidOrExpired).toBe(
      'Request is invalid or expired',
    );
    expect(storefrontMessages.general.pageNotFound).toBe("We couldn't find the page.");
    expect(storefrontMessages.orders.missing).toBe('Order seems to be missing!');
    expect(storefrontMessages.shipping.noOptionsForPostalCode).toBe(
      'Unable to recieve Shipping Options for the given Postal Code',
    );
    expect(storefrontMessages.payment.failedTitle).toBe('Payment Failed');
  });
});
