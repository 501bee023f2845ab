/**
 * What every message sent to the sink carries (Segment's common fields). `userId` is present
 * once the visitor is identified; `anonymousId` always is, so the sink can link the two.
 *
 * @example
 * const common: AnalyticsMessageBase = {
 *   messageId: 'V1StGXR8_Z5jdHi6B-myT', timestamp: '2031-06-04T15:00:00.000Z',
 *   anonymousId: 'Uakgb_J5m9g-0JDMbcJqL', context: { library: { name: '@storefront/analytics' } },
 * };
 */
export interface AnalyticsMessageBase {
  /** Unique per event (nanoid); the sink stores a message id once. */
  readonly messageId: string;
  /** When the event happened, ISO 8601. */
  readonly timestamp: string;
  readonly anonymousId: string;
  readonly userId?: string;
  readonly context: Record<string, unknown>;
}

/**
 * `identify`: who the visitor is (`POST segment/identify`, spec section 7).
 *
 * @example
 * const message: IdentifyMessage = { ...common, type: 'identify', userId: 'cus_1', traits: {} };
 */
export interface IdentifyMessage extends AnalyticsMessageBase {
  readonly type: 'identify';
  readonly userId: string;
  readonly traits: Record<string, unknown>;
}

/**
 * `page`: a page was viewed.
 *
 * @example
 * const message: PageMessage = { ...common, type: 'page', name: 'Cart', properties: { path: '/cart' } };
 */
export interface PageMessage extends AnalyticsMessageBase {
  readonly type: 'page';
  readonly name: string;
  readonly properties: Record<string, unknown>;
}

/**
 * `track`: something happened (`Product Added`, `Order Completed`, …).
 *
 * @example
 * const message: TrackMessage = { ...common, type: 'track', event: 'Save Design', properties: { design_id: 'dsg_1' } };
 */
export interface TrackMessage extends AnalyticsMessageBase {
  readonly type: 'track';
  readonly event: string;
  readonly properties: Record<string, unknown>;
}

/**
 * One message as the client sends it to the sink.
 *
 * @example
 * function describe(message: AnalyticsMessage) {
 *   return message.type === 'track' ? message.event : message.type;
 * }
 */
export type AnalyticsMessage = IdentifyMessage | PageMessage | TrackMessage;

const MESSAGE_TYPES = new Set(['identify', 'page', 'track']);

/** Whether a value read back from storage is a message this client could have queued. */
export function isAnalyticsMessage(value: unknown): value is AnalyticsMessage {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    typeof candidate['type'] === 'string' &&
    MESSAGE_TYPES.has(candidate['type']) &&
    typeof candidate['messageId'] === 'string' &&
    typeof candidate['anonymousId'] === 'string' &&
    typeof candidate['timestamp'] === 'string'
  );
}
