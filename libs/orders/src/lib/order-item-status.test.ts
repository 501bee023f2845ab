import { describe, expect, it } from 'vitest';
import {
  ORDER_ITEM_STATUSES,
  ORDER_ITEM_STATUS_LABELS,
  orderItemStatusLabel,
  orderItemStatusTone,
  statusLabelFromKey,
  toOrderItemStatus,
} from './order-item-status';

describe('ORDER_ITEM_STATUS_LABELS', () => {
  it.each([
    ['ArtworkReview', 'Artwork Check In Progress'],
    ['Confirmed', 'Waiting for Doc Review'],
    ['DocReviewRejected', 'Artwork Rejected'],
    ['MerchantRejected', 'Sent to production'],
    ['SentToMCP', 'Waiting For Printing'],
    ['ServiceInProgress', 'LTL Freight'],
    ['FulfillmentError', 'Waiting For Printing'],
    ['FulfillmentAccepted', 'Waiting For Printing'],
    ['WaitingforPayment', 'On Hold For Payment'],
  ] as const)('labels %s as the spec says: %s', (status, label) => {
    expect(ORDER_ITEM_STATUS_LABELS[status]).toBe(label);
    expect(orderItemStatusLabel(status)).toBe(label);
  });

  it.each([
    ['ArtworkFailed', 'Artwork Failed'],
    ['Cancelled', 'Cancelled'],
    ['Initial', 'Order Placed'],
    ['PrintingInProgress', 'Printing In Progress'],
    ['ReadyForProduction', 'Ready For Production'],
    ['SentToProduction', 'Sent to production'],
    ['Shipped', 'Shipped'],
    ['WaitingForArtwork', 'Waiting For Artwork'],
    ['WaitingForDocReview', 'Waiting for Doc Review'],
    ['WaitingforCustomerApproval', 'Waiting For Your Approval'],
  ] as const)('labels %s (no label in the spec) as %s', (status, label) => {
    expect(orderItemStatusLabel(status)).toBe(label);
  });

  it('has a label for every status of the spec and nothing else', () => {
    expect(ORDER_ITEM_STATUSES).toHaveLength(19);
    expect(Object.keys(ORDER_ITEM_STATUS_LABELS).sort()).toEqual([...ORDER_ITEM_STATUSES].sort());
  });
});

describe('toOrderItemStatus', () => {
  it('matches known keys without regard to letter case', () => {
    expect(toOrderItemStatus('WaitingForPayment')).toBe('WaitingforPayment');
    expect(toOrderItemStatus('shipped')).toBe('Shipped');
    expect(toOrderItemStatus(' SentToMCP ')).toBe('SentToMCP');
  });

  it('treats a missing or blank status as Initial', () => {
    expect(toOrderItemStatus(undefined)).toBe('Initial');
    expect(toOrderItemStatus(null)).toBe('Initial');
    expect(toOrderItemStatus('  ')).toBe('Initial');
  });

  it('returns null for unknown keys', () => {
    expect(toOrderItemStatus('PartiallyShipped')).toBeNull();
  });
});

describe('orderItemStatusLabel for unknown statuses', () => {
  it.each([
    ['PartiallyShipped', 'Partially Shipped'],
    ['ON_HOLD', 'On Hold'],
    ['awaiting-pickup', 'Awaiting Pickup'],
    ['ReturnedToMCPWarehouse', 'Returned To MCP Warehouse'],
    ['Stage2Review', 'Stage 2 Review'],
    ['lost', 'Lost'],
  ])('turns %s into %s', (key, label) => {
    expect(orderItemStatusLabel(key)).toBe(label);
  });

  it('labels a missing status as the Initial status', () => {
    expect(orderItemStatusLabel(undefined)).toBe('Order Placed');
  });

  it('never shows punctuation-only keys raw', () => {
    expect(orderItemStatusLabel('__')).toBe('Unknown Status');
    expect(statusLabelFromKey('')).toBe('Unknown Status');
  });
});

describe('orderItemStatusTone', () => {
  it.each([
    ['Shipped', 'success'],
    ['ArtworkFailed', 'danger'],
    ['DocReviewRejected', 'danger'],
    ['WaitingforPayment', 'attention'],
    ['WaitingForArtwork', 'attention'],
    ['WaitingforCustomerApproval', 'attention'],
    ['Cancelled', 'neutral'],
    ['SentToMCP', 'progress'],
    ['FulfillmentError', 'progress'],
    [undefined, 'progress'],
    ['Teleported', 'neutral'],
  ])('gives %s the tone %s', (status, tone) => {
    expect(orderItemStatusTone(status)).toBe(tone);
  });
});
