import { storefrontMessages } from '@storefront/http';

/**
 * The spec's message for each recalculation reason code; unknown codes fall back to
 * {@link recalculationMessage}'s default.
 *
 * @example
 * RECALCULATION_MESSAGES.EstimatedTaxNeedsMoreInfo; // 'Missing address information.'
 */
export const RECALCULATION_MESSAGES: Readonly<Record<string, string>> = {
  MissingPriceConfiguration: storefrontMessages.recalculation.missingPriceConfiguration,
  MissingRequiredInput: storefrontMessages.recalculation.missingRequiredInput,
  InvalidInputValue: storefrontMessages.recalculation.invalidInputValue,
  MissingTaxSetup: storefrontMessages.recalculation.missingTaxSetup,
  EstimatedTaxNeedsMoreInfo: storefrontMessages.recalculation.estimatedTaxNeedsMoreInfo,
  TaxCalculationFailure: storefrontMessages.recalculation.taxCalculationFailed,
  InternalError: storefrontMessages.recalculation.internalError,
};

/**
 * The message for a recalculation reason (spec section 8): the four configuration reasons give
 * 'Sorry, something went wrong. We are working on it.', a tax estimate that needs more
 * information 'Missing address information.', a tax failure or internal error 'Please refresh
 * the page and try again.'; anything else the default cart recalculation error.
 *
 * @example
 * recalculationMessage('TaxCalculationFailure'); // 'Please refresh the page and try again.'
 * recalculationMessage('Whatever'); // the default recalculation error
 */
export function recalculationMessage(code: string): string {
  return Object.hasOwn(RECALCULATION_MESSAGES, code)
    ? (RECALCULATION_MESSAGES[code] as string)
    : storefrontMessages.recalculation.unknownReason;
}
