import { describe, expect, it } from 'vitest';
import { lineTrackingLink, trackingLinkFor, TRACKING_CARRIERS } from './order-tracking';

describe('trackingLinkFor', () => {
  it.each([
    [
      'UPS',
      '1Z999AA10123456784',
      'https://www.ups.com/track?loc=en_US&tracknum=1Z999AA10123456784',
    ],
    ['UPS Ground', '1Z9', 'https://www.ups.com/track?loc=en_US&tracknum=1Z9'],
    [
      'usps',
      '9400100000000000000000',
      'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400100000000000000000',
    ],
    ['FedEx', '123', 'https://www.fedex.com/fedextrack/?trknbr=123'],
    [
      'DHL Express',
      '42',
      'https://www.dhl.com/us-en/home/tracking/tracking-express.html?tracking-id=42',
    ],
    ['Canada Post', 'CA1', 'https://www.canadapost-postescanada.ca/track-reperage/en#/details/CA1'],
    ['Purolator', 'P1', 'https://www.purolator.com/en/shipping/tracker?pin=P1'],
  ])('links %s %s', (carrier, id, link) => {
    expect(trackingLinkFor(carrier, id)).toBe(link);
  });

  it('encodes the tracking id', () => {
    expect(trackingLinkFor('UPS', 'a b&c')).toBe(
      'https://www.ups.com/track?loc=en_US&tracknum=a%20b%26c',
    );
  });

  it('gives null for an unknown carrier or a missing id', () => {
    expect(trackingLinkFor('Pigeon Post', '1')).toBeNull();
    expect(trackingLinkFor('UPS', '  ')).toBeNull();
    expect(trackingLinkFor(null, '1')).toBeNull();
    expect(TRACKING_CARRIERS).toContain('USPS');
  });
});

describe('lineTrackingLink', () => {
  it("prefers the service's link, then the carrier's page", () => {
    const tracking = {
      carrierName: 'UPS',
      trackingId: '1Z',
      expectedBy: null,
      trackingLink: 'https://track.example/1Z',
    };
    expect(lineTrackingLink({ tracking })).toBe('https://track.example/1Z');
    expect(lineTrackingLink({ tracking: { ...tracking, trackingLink: null } })).toBe(
      'https://www.ups.com/track?loc=en_US&tracknum=1Z',
    );
    expect(lineTrackingLink({ tracking: null })).toBeNull();
  });
});
