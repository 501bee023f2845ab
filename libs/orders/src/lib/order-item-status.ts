/**
 * The order line statuses of the spec, in the order the spec lists them. The spec's key
 * spelling is kept, including `WaitingforCustomerApproval` and `WaitingforPayment`.
 *
 * @example
 * ORDER_ITEM_STATUSES.includes('Shipped'); // true
 */
export const ORDER_ITEM_STATUSES = [
  'ArtworkReview',
  'ArtworkFailed',
  'Cancelled',
  'Confirmed',
  'DocReviewRejected',
  'Initial',
  'PrintingInProgress',
  'ReadyForProduction',
  'SentToProduction',
  'Shipped',
  'WaitingForArtwork',
  'MerchantRejected',
  'WaitingForDocReview',
  'SentToMCP',
  'ServiceInProgress',
  'FulfillmentError',
  'FulfillmentAccepted',
  'WaitingforCustomerApproval',
  'WaitingforPayment',
] as const;

/**
 * One order line status of the spec.
 *
 * @example
 * const status: OrderItemStatus = 'SentToMCP';
 */
export type OrderItemStatus = (typeof ORDER_ITEM_STATUSES)[number];

/**
 * The English label shown for each order line status. Labels the spec gives are kept word for
 * word (including its capitalisation); the others are ours (README, Decisions).
 *
 * @example
 * ORDER_ITEM_STATUS_LABELS.ServiceInProgress; // 'LTL Freight'
 */
export const ORDER_ITEM_STATUS_LABELS = {
  // Labels of the spec.
  ArtworkReview: 'Artwork Check In Progress',
  Confirmed: 'Waiting for Doc Review',
  DocReviewRejected: 'Artwork Rejected',
  MerchantRejected: 'Sent to production',
  SentToMCP: 'Waiting For Printing',
  ServiceInProgress: 'LTL Freight',
  FulfillmentError: 'Waiting For Printing',
  FulfillmentAccepted: 'Waiting For Printing',
  WaitingforPayment: 'On Hold For Payment',
  // Statuses the spec lists without a label.
  ArtworkFailed: 'Artwork Failed',
  Cancelled: 'Cancelled',
  Initial: 'Order Placed',
  PrintingInProgress: 'Printing In Progress',
  ReadyForProduction: 'Ready For Production',
  SentToProduction: 'Sent to production',
  Shipped: 'Shipped',
  WaitingForArtwork: 'Waiting For Artwork',
  WaitingForDocReview: 'Waiting for Doc Review',
  WaitingforCustomerApproval: 'Waiting For Your Approval',
} as const satisfies Record<OrderItemStatus, string>;

/**
 * The status shown for a line that has none (spec: the order history shows the line state
 * key, default initial).
 *
 * @example
 * DEFAULT_ORDER_ITEM_STATUS; // 'Initial'
 */
export const DEFAULT_ORDER_ITEM_STATUS: OrderItemStatus = 'Initial';

const BY_LOWER_CASE = new Map<string, OrderItemStatus>(
  ORDER_ITEM_STATUSES.map((status) => [status.toLowerCase(), status]),
);

/**
 * The known status a key stands for, matched without regard to letter case (the service
 * spells "for" both ways), or `null` for a key the storefront does not know. A missing or
 * blank key is the default status `Initial`.
 *
 * @example
 * toOrderItemStatus('WaitingForPayment'); // 'WaitingforPayment'
 * toOrderItemStatus(undefined); // 'Initial'
 * toOrderItemStatus('Teleported'); // null
 */
export function toOrderItemStatus(status: string | null | undefined): OrderItemStatus | null {
  const key = typeof status === 'string' ? status.trim() : '';
  if (key === '') return DEFAULT_ORDER_ITEM_STATUS;
  return BY_LOWER_CASE.get(key.toLowerCase()) ?? null;
}

/**
 * A readable label made from a status key the storefront does not know: words split at
 * case changes, underscores, hyphens and spaces, each word capitalised; acronyms inside a
 * mixed-case key stay upper case. A key with no letters or digits gives 'Unknown Status'.
 *
 * @example
 * statusLabelFromKey('PartiallyShipped'); // 'Partially Shipped'
 * statusLabelFromKey('ON_HOLD'); // 'On Hold'
 * statusLabelFromKey('ReturnedToMCPWarehouse'); // 'Returned To MCP Warehouse'
 */
export function statusLabelFromKey(key: string): string {
  const shouting = key === key.toUpperCase();
  const words = key
    .replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, '$1 $2')
    .replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, '$1 $2')
    .replace(/(\p{L})(\p{N})/gu, '$1 $2')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
  if (words.length === 0) return 'Unknown Status';
  return words
    .map((word) => {
      const body = shouting ? word.toLowerCase() : word;
      return body.charAt(0).toUpperCase() + body.slice(1);
    })
    .join(' ');
}

/**
 * The English label of an order line status: the label of a known status (letter case of the
 * key ignored), 'Order Placed' for a missing status, and a readable label made from the key
 * for a status the storefront does not know — never the raw key.
 *
 * @example
 * orderItemStatusLabel('ArtworkReview'); // 'Artwork Check In Progress'
 * orderItemStatusLabel('PartiallyShipped'); // 'Partially Shipped'
 */
export function orderItemStatusLabel(status: string | null | undefined): string {
  const known = toOrderItemStatus(status);
  if (known) return ORDER_ITEM_STATUS_LABELS[known];
  return statusLabelFromKey(String(status));
}

/**
 * How a status badge is coloured: `success` (shipped), `danger` (artwork failed or
 * rejected), `attention` (waiting for the shopper: artwork, approval or payment), `neutral`
 * (cancelled, or a status the storefront does not know) and `progress` (everything else).
 *
 * @example
 * const tone: OrderItemStatusTone = orderItemStatusTone('WaitingforPayment'); // 'attention'
 */
export type OrderItemStatusTone = 'success' | 'danger' | 'attention' | 'neutral' | 'progress';

const TONES: Partial<Record<OrderItemStatus, OrderItemStatusTone>> = {
  Shipped: 'success',
  ArtworkFailed: 'danger',
  DocReviewRejected: 'danger',
  WaitingForArtwork: 'attention',
  WaitingforCustomerApproval: 'attention',
  WaitingforPayment: 'attention',
  Cancelled: 'neutral',
};

/**
 * The tone of a status badge (see {@link OrderItemStatusTone}).
 *
 * @example
 * orderItemStatusTone('Shipped'); // 'success'
 * orderItemStatusTone('SentToMCP'); // 'progress'
 */
export function orderItemStatusTone(status: string | null | undefined): OrderItemStatusTone {
  const known = toOrderItemStatus(status);
  if (!known) return 'neutral';
  return TONES[known] ?? 'progress';
}
