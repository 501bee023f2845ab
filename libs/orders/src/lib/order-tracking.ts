import type { OrderLine } from './order-model';

const CARRIER_LINKS: ReadonlyArray<{
  carrier: string;
  matches: RegExp;
  link: (trackingId: string) => string;
}> = [
  {
    carrier: 'UPS',
    matches: /^ups\b/i,
    link: (id) => `https://www.ups.com/track?loc=en_US&tracknum=${id}`,
  },
  {
    carrier: 'USPS',
    matches: /^(usps|united states postal)/i,
    link: (id) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${id}`,
  },
  {
    carrier: 'FedEx',
    matches: /^fed\s*ex/i,
    link: (id) => `https://www.fedex.com/fedextrack/?trknbr=${id}`,
  },
  {
    carrier: 'DHL',
    matches: /^dhl/i,
    link: (id) => `https://www.dhl.com/us-en/home/tracking/tracking-express.html?tracking-id=${id}`,
  },
  {
    carrier: 'Canada Post',
    matches: /^canada\s*post/i,
    link: (id) => `https://www.canadapost-postescanada.ca/track-reperage/en#/details/${id}`,
  },
  {
    carrier: 'Purolator',
    matches: /^purolator/i,
    link: (id) => `https://www.purolator.com/en/shipping/tracker?pin=${id}`,
  },
];

/**
 * The carriers {@link trackingLinkFor} knows, by display name.
 *
 * @example
 * TRACKING_CARRIERS.includes('UPS'); // true
 */
export const TRACKING_CARRIERS: readonly string[] = CARRIER_LINKS.map((entry) => entry.carrier);

/**
 * The tracking page of a parcel at its carrier (UPS, USPS, FedEx, DHL, Canada Post,
 * Purolator; the carrier name is matched loosely, so 'UPS Ground' is UPS), or `null` for an
 * unknown carrier or a missing tracking id. The id is URL-encoded.
 *
 * @example
 * trackingLinkFor('UPS', '1Z999AA10123456784'); // 'https://www.ups.com/track?loc=en_US&tracknum=1Z999AA10123456784'
 * trackingLinkFor('Pigeon Post', '42'); // null
 */
export function trackingLinkFor(
  carrierName: string | null | undefined,
  trackingId: string | null | undefined,
): string | null {
  const id = trackingId?.trim();
  const carrier = carrierName?.trim();
  if (!id || !carrier) return null;
  const entry = CARRIER_LINKS.find((candidate) => candidate.matches.test(carrier));
  return entry ? entry.link(encodeURIComponent(id)) : null;
}

/**
 * Where a shopper follows a line's parcel: the service's tracking link when it sent an http(s)
 * one, else the carrier's page for the tracking id, else `null` (not shipped, or an unknown
 * carrier).
 *
 * @example
 * const href = lineTrackingLink(line);
 * if (href) render(<a href={href}>Track package</a>);
 */
export function lineTrackingLink(line: Pick<OrderLine, 'tracking'>): string | null {
  const tracking = line.tracking;
  if (!tracking) return null;
  return tracking.trackingLink ?? trackingLinkFor(tracking.carrierName, tracking.trackingId);
}
