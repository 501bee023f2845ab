import type { CatalogProductKind } from '../../db/schema.ts';
import { centPrice } from '../catalog/prices.ts';
import { isValidPostalCode, SHIPPING_COUNTRIES } from './addresses.ts';
import { addWorkDays, apiDate, storeDay } from './dates.ts';
import { roundHalfUp } from './money.ts';
import type {
  ApiAddress,
  CentPrecisionPrice,
  DeliveryOptionId,
} from '../../db/schema-commerce-documents.ts';

/** Where a parcel goes, as far as carriers and prices care. */
export type DeliveryRegion = 'US' | 'PR' | 'CA';

/** The default estimate address of the spec (§9): Arlington, TX 76001, US. */
export const DEFAULT_ESTIMATE_ADDRESS = {
  city: 'Arlington',
  state: 'TX',
  postalCode: '76001',
  country: 'US',
} as const;

/** The option chosen for a new line; the client picks its default by this first display name. */
export const DEFAULT_DELIVERY_OPTION_NAME = 'Standard';

/** A delivery option (spec §3). */
export interface DeliveryOption {
  eCommerceDeliveryOptionId: DeliveryOptionId;
  name: string;
  shippingPrice: CentPrecisionPrice;
  /** Promised arrival day, midnight UTC (`2030-01-14T00:00:00Z`). */
  date: string;
  /** The option's name first, then the carrier service. */
  displayNames: string[];
  tracingRecord: {
    carrier: string;
    serviceName: string;
    productionWorkDays: number;
    transitWorkDays: number;
    originPostalCode: string;
    destinationPostalCode: string;
    quotedAt: string;
  };
}

/** Where a cart line or an estimate ships to. */
export type Destination =
  | { deliverable: true; region: DeliveryRegion; state: string; postalCode: string }
  | {
      deliverable: false;
      reason: 'MissingRequiredInput' | 'InvalidPostalCode' | 'UnsupportedCountry';
    };

/** What is being shipped. */
export interface Shipment {
  kind: CatalogProductKind;
  quantity: number;
}

interface Service {
  id: Exclude<DeliveryOptionId, 'edo-none'>;
  name: string;
  carrier: Record<DeliveryRegion, string>;
  transit: Partial<Record<DeliveryRegion, number>>;
  baseCents: number;
  perUnitCents: Record<'box' | 'accessory' | 'sample', number>;
}

const SERVICES: Service[] = [
  {
    id: 'edo-standard',
    name: 'Standard',
    carrier: { US: 'UPS Ground', PR: 'USPS Priority Mail', CA: 'UPS Standard' },
    transit: { US: 5, PR: 8, CA: 7 },
    baseCents: 995,
    perUnitCents: { box: 15, accessory: 5, sample: 0 },
  },
  {
    id: 'edo-expedited',
    name: 'Expedited',
    carrier: { US: 'UPS 2nd Day Air', PR: 'UPS 2nd Day Air', CA: 'UPS Expedited' },
    transit: { US: 2, PR: 4, CA: 3 },
    baseCents: 1995,
    perUnitCents: { box: 30, accessory: 10, sample: 0 },
  },
  {
    id: 'edo-express',
    name: 'Express',
    carrier: { US: 'UPS Next Day Air', PR: 'UPS Next Day Air', CA: 'UPS Express' },
    transit: { US: 1 },
    baseCents: 3995,
    perUnitCents: { box: 55, accessory: 18, sample: 0 },
  },
];

/** US states Express does not reach. */
const NO_EXPRESS_STATES = new Set(['AK', 'HI']);

/** Region price factor as a fraction: Puerto Rico × 1.5, Canada × 1.3. */
const REGION_FACTOR: Record<DeliveryRegion, [number, number]> = {
  US: [1, 1],
  PR: [3, 2],
  CA: [13, 10],
};

const ORIGIN_POSTAL_CODE = '76001';

/**
 * Where an address ships to: a region (US, Puerto Rico as US/PR, Canada), or why it cannot be
 * shipped to (country, state or postal code missing, a country other than the US and Canada, or
 * a postal code not of its country's form). No address at all is the default estimate address.
 *
 * @example
 * ```ts
 * destinationOf({ country: 'US', state: 'PR', postalCode: '00901' }); // { deliverable: true, region: 'PR', … }
 * ```
 */
export function destinationOf(
  address: Pick<ApiAddress, 'country' | 'state' | 'postalCode'> | null,
): Destination {
  const target = address ?? DEFAULT_ESTIMATE_ADDRESS;
  if (!target.country || !target.state || !target.postalCode) {
    return { deliverable: false, reason: 'MissingRequiredInput' };
  }
  if (!(SHIPPING_COUNTRIES as readonly string[]).includes(target.country)) {
    return { deliverable: false, reason: 'UnsupportedCountry' };
  }
  if (!isValidPostalCode(target.country, target.postalCode)) {
    return { deliverable: false, reason: 'InvalidPostalCode' };
  }
  const region: DeliveryRegion =
    target.country === 'CA' ? 'CA' : target.state === 'PR' ? 'PR' : 'US';
  return { deliverable: true, region, state: target.state, postalCode: target.postalCode };
}

/**
 * Work days between the order and the parcel leaving the plant.
 *
 * @example
 * ```ts
 * productionWorkDays({ kind: 'box', quantity: 250 }); // 5
 * ```
 */
export function productionWorkDays({ kind, quantity }: Shipment): number {
  if (kind === 'service') return 0;
  if (kind === 'box') return quantity >= 1000 ? 8 : 5;
  return kind === 'sample' ? 2 : 3;
}

/**
 * The delivery options of one shipment to a destination, cheapest first, priced and dated
 * from `now` (arrival = today in New York + production + transit work days, weekends
 * skipped). A service charge ships nothing: its only option is `edo-none` at $0.00, due today.
 * An undeliverable destination has no options (except for the service charge).
 *
 * @example
 * ```ts
 * deliveryOptions({ kind: 'box', quantity: 250 }, destinationOf(null), now)[0]?.name; // 'Standard'
 * ```
 */
export function deliveryOptions(
  shipment: Shipment,
  destination: Destination,
  now: Date,
): DeliveryOption[] {
  const today = storeDay(now);
  const quotedAt = now.toISOString();
  if (shipment.kind === 'service') {
    return [
      {
        eCommerceDeliveryOptionId: 'edo-none',
        name: 'No Shipping Required',
        shippingPrice: centPrice(0),
        date: apiDate(today),
        displayNames: ['No Shipping Required'],
        tracingRecord: {
          carrier: 'none',
          serviceName: 'No Shipping Required',
          productionWorkDays: 0,
          transitWorkDays: 0,
          originPostalCode: ORIGIN_POSTAL_CODE,
          destinationPostalCode: destination.deliverable ? destination.postalCode : '',
          quotedAt,
        },
      },
    ];
  }
  if (!destination.deliverable) return [];
  const { region } = destination;
  const kind = shipment.kind;
  const production = productionWorkDays(shipment);
  const options: DeliveryOption[] = [];
  for (const service of SERVICES) {
    const transit = service.transit[region];
    if (transit === undefined) continue;
    if (service.id === 'edo-express' && NO_EXPRESS_STATES.has(destination.state)) continue;
    const base = kind === 'sample' && service.id === 'edo-standard' ? 0 : service.baseCents;
    const [numerator, denominator] = REGION_FACTOR[region];
    const cents = roundHalfUp(
      (base + service.perUnitCents[kind] * shipment.quantity) * numerator,
      denominator,
    );
    options.push({
      eCommerceDeliveryOptionId: service.id,
      name: service.name,
      shippingPrice: centPrice(cents),
      date: apiDate(addWorkDays(today, production + transit)),
      displayNames: [service.name, service.carrier[region]],
      tracingRecord: {
        carrier: service.carrier[region].startsWith('USPS') ? 'USPS' : 'UPS',
        serviceName: service.carrier[region],
        productionWorkDays: production,
        transitWorkDays: transit,
        originPostalCode: ORIGIN_POSTAL_CODE,
        destinationPostalCode: destination.postalCode,
        quotedAt,
      },
    });
  }
  return options;
}

/**
 * The default option of a shipment: the first whose first display name is "Standard".
 *
 * @example
 * ```ts
 * defaultDeliveryOption(options)?.eCommerceDeliveryOptionId; // 'edo-standard'
 * ```
 */
export function defaultDeliveryOption(options: DeliveryOption[]): DeliveryOption | undefined {
  return (
    options.find((option) => option.displayNames[0] === DEFAULT_DELIVERY_OPTION_NAME) ?? options[0]
  );
}
