import { describe, expect, it } from 'vitest';
import * as orders from './index';

describe('@storefront/orders public API', () => {
  it('exports exactly these runtime names', () => {
    expect(Object.keys(orders).sort()).toEqual([
      'DEFAULT_ORDER_ITEM_STATUS',
      'EMPTY_DATE',
      'ORDER_DATE_FORMAT',
      'ORDER_HISTORY_PAGE_SIZE',
      'ORDER_ITEM_STATUSES',
      'ORDER_ITEM_STATUS_LABELS',
      'ORDER_TIME_ZONE',
      'OrdersError',
      'PAYMENT_CHECK_STATUSES',
      'PAYMENT_CHECK_STATUS_LABELS',
      'PAYMENT_POLLING',
      'PAYMENT_STATUSES',
      'PAYMENT_STATUS_LABELS',
      'effectiveArrivalDate',
      'formatOrderDate',
      'formatOrderPlacedAt',
      'isEmptyOrderDate',
      'isOrdersError',
      'orderItemStatusLabel',
      'orderItemStatusTone',
      'ordersMessages',
      'parseOrderDate',
      'paymentCheckStatusSchema',
      'paymentStatusSchema',
      'statusLabelFromKey',
      'toOrderItemStatus',
    ]);
  });
});
