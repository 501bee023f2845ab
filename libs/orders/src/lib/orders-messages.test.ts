import { catalogueSource } from '@storefront/ui-kit/testing';
import { describe, expect, it } from 'vitest';
import { ORDER_ITEM_STATUS_LABELS } from './order-item-status';
import { ordersMessages as compiledOrdersMessages } from './orders.messages';

const ordersMessages = catalogueSource(compiledOrdersMessages);

function keysOf(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, child]) =>
    typeof child === 'object' && child !== null
      ? keysOf(child as object, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

describe('ordersMessages', () => {
  it('has the same keys in English and German', () => {
    expect(keysOf(ordersMessages.de).sort()).toEqual(keysOf(ordersMessages.en).sort());
  });

  it('uses the status labels in English', () => {
    expect(ordersMessages.en.itemStatus).toEqual(ORDER_ITEM_STATUS_LABELS);
  });

  it('has German text for every status', () => {
    for (const label of Object.values(ordersMessages.de.itemStatus)) {
      expect(label.trim()).not.toBe('');
    }
    expect(ordersMessages.de.itemStatus.ArtworkReview).toBe('Druckdatenprüfung läuft');
  });
});
