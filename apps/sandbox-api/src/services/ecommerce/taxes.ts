import { isValidPostalCode } from './addresses.ts';
import {
  MISSING_ADDRESS_MESSAGE,
  REFRESH_PAGE_MESSAGE,
  SOMETHING_WENT_WRONG_MESSAGE,
} from './messages.ts';
import type {
  ApiAddress,
  RecalculationReason,
  RecalculationReasonCode,
} from '../../db/schema-commerce-documents.ts';

/**
 * Sales tax by US state (state-wide base rate, plus DC and Puerto Rico's IVU) and by Canadian
 * province or territory (GST, HST or GST + PST/QST combined), in millionths: 62500 = 6.25 %.
 * A sandbox table, not tax advice: local (county, city) taxes are left out.
 */
export const TAX_RATES_PPM: Record<'US' | 'CA', Record<string, number>> = {
  US: {
    AL: 40000,
    AK: 0,
    AZ: 56000,
    AR: 65000,
    CA: 72500,
    CO: 29000,
    CT: 63500,
    DE: 0,
    DC: 60000,
    FL: 60000,
    GA: 40000,
    HI: 40000,
    ID: 60000,
    IL: 62500,
    IN: 70000,
    IA: 60000,
    KS: 65000,
    KY: 60000,
    LA: 44500,
    ME: 55000,
    MD: 60000,
    MA: 62500,
    MI: 60000,
    MN: 68750,
    MS: 70000,
    MO: 42250,
    MT: 0,
    NE: 55000,
    NV: 68500,
    NH: 0,
    NJ: 66250,
    NM: 48750,
    NY: 40000,
    NC: 47500,
    ND: 50000,
    OH: 57500,
    OK: 45000,
    OR: 0,
    PA: 60000,
    RI: 70000,
    SC: 60000,
    SD: 42000,
    TN: 70000,
    TX: 62500,
    UT: 61000,
    VT: 60000,
    VA: 53000,
    WA: 65000,
    WV: 60000,
    WI: 50000,
    WY: 40000,
    PR: 115000,
  },
  CA: {
    AB: 50000,
    BC: 120000,
    MB: 120000,
    NB: 150000,
    NL: 150000,
    NS: 140000,
    NT: 50000,
    NU: 50000,
    ON: 130000,
    PE: 150000,
    QC: 149750,
    SK: 110000,
    YT: 50000,
  },
};

/** A postal code that makes the tax calculation fail, so clients can show that message. */
export const TAX_FAILURE_POSTAL_CODE = '00000';

/** The spec's message of each recalculation reason. */
export const RECALCULATION_MESSAGES: Record<RecalculationReasonCode, string> = {
  MissingPriceConfiguration: SOMETHING_WENT_WRONG_MESSAGE,
  MissingRequiredInput: SOMETHING_WENT_WRONG_MESSAGE,
  InvalidInputValue: SOMETHING_WENT_WRONG_MESSAGE,
  MissingTaxSetup: SOMETHING_WENT_WRONG_MESSAGE,
  EstimatedTaxNeedsMoreInfo: MISSING_ADDRESS_MESSAGE,
  TaxCalculationFailure: REFRESH_PAGE_MESSAGE,
  InternalError: REFRESH_PAGE_MESSAGE,
};

/**
 * A reason with its message.
 *
 * @example
 * ```ts
 * recalculationReason('EstimatedTaxNeedsMoreInfo').message; // 'Missing address information.'
 * ```
 */
export function recalculationReason(code: RecalculationReasonCode): RecalculationReason {
  return { code, message: RECALCULATION_MESSAGES[code] };
}

/** The tax that applies to a cart: a rate, or why none could be found (rate 0 then). */
export type TaxOutcome =
  | { calculated: true; ratePpm: number; name: string; country: string; state: string }
  | { calculated: false; reason: RecalculationReasonCode };

/**
 * The tax of a shipping address: the rate of its state or province, or the recalculation
 * reason why there is none — no address: `EstimatedTaxNeedsMoreInfo`; no country, state or
 * postal code: `MissingRequiredInput`; a postal code not of its country's form:
 * `InvalidInputValue`; a state the table lacks: `MissingTaxSetup`; postal code `00000`:
 * `TaxCalculationFailure`.
 *
 * @example
 * ```ts
 * taxFor({ country: 'US', state: 'TX', postalCode: '76011' }); // { calculated: true, ratePpm: 62500, name: 'US-TX', … }
 * ```
 */
export function taxFor(
  address: Pick<ApiAddress, 'country' | 'state' | 'postalCode'> | null,
): TaxOutcome {
  if (!address) return { calculated: false, reason: 'EstimatedTaxNeedsMoreInfo' };
  const { country, state, postalCode } = address;
  if (!country || !state || !postalCode) {
    return { calculated: false, reason: 'MissingRequiredInput' };
  }
  if (postalCode.trim() === TAX_FAILURE_POSTAL_CODE) {
    return { calculated: false, reason: 'TaxCalculationFailure' };
  }
  if (!isValidPostalCode(country, postalCode)) {
    return { calculated: false, reason: 'InvalidInputValue' };
  }
  const ratePpm = (TAX_RATES_PPM as Record<string, Record<string, number>>)[country]?.[state];
  if (ratePpm === undefined) return { calculated: false, reason: 'MissingTaxSetup' };
  return { calculated: true, ratePpm, name: `${country}-${state}`, country, state };
}

/**
 * A rate in millionths as the decimal the API shows (`62500` → `0.0625`).
 *
 * @example
 * ```ts
 * rateAmount(149750); // 0.14975
 * ```
 */
export function rateAmount(ratePpm: number): number {
  return ratePpm / 1_000_000;
}
