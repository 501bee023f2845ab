import { ORDER_ITEM_STATUS_LABELS, type OrderItemStatus } from './order-item-status';
import {
  PAYMENT_CHECK_STATUS_LABELS,
  PAYMENT_STATUS_LABELS,
  type PaymentCheckStatus,
  type PaymentStatus,
} from './payment-status';

const GERMAN_ITEM_STATUS_LABELS = {
  ArtworkReview: 'Druckdatenprüfung läuft',
  Confirmed: 'Wartet auf Dokumentenprüfung',
  DocReviewRejected: 'Druckdaten abgelehnt',
  MerchantRejected: 'An die Produktion übergeben',
  SentToMCP: 'Wartet auf Druck',
  ServiceInProgress: 'Speditionsversand',
  FulfillmentError: 'Wartet auf Druck',
  FulfillmentAccepted: 'Wartet auf Druck',
  WaitingforPayment: 'Zahlung ausstehend',
  ArtworkFailed: 'Druckdaten fehlerhaft',
  Cancelled: 'Storniert',
  Initial: 'Bestellung aufgegeben',
  PrintingInProgress: 'Wird gedruckt',
  ReadyForProduction: 'Bereit für die Produktion',
  SentToProduction: 'An die Produktion übergeben',
  Shipped: 'Versandt',
  WaitingForArtwork: 'Wartet auf Druckdaten',
  WaitingForDocReview: 'Wartet auf Dokumentenprüfung',
  WaitingforCustomerApproval: 'Wartet auf Ihre Freigabe',
} as const satisfies Record<OrderItemStatus, string>;

/**
 * The `orders` i18n namespace in English and German: order line status labels
 * (`itemStatus.<key>`), payment status labels (`paymentStatus.<key>`) and payment-check labels
 * (`paymentCheckStatus.<key>`). English is the spec's wording. Both languages have the same keys.
 *
 * @example
 * i18n.addResourceBundle('de', 'orders', ordersMessages.de);
 * i18n.t('itemStatus.Shipped', { ns: 'orders' }); // 'Versandt'
 */
export const ordersMessages = {
  en: {
    itemStatus: { ...ORDER_ITEM_STATUS_LABELS },
    paymentStatus: { ...PAYMENT_STATUS_LABELS },
    paymentCheckStatus: { ...PAYMENT_CHECK_STATUS_LABELS },
  },
  de: {
    itemStatus: GERMAN_ITEM_STATUS_LABELS,
    paymentStatus: {
      Paid: 'Bezahlt',
      BalanceDue: 'Restbetrag offen',
      Pending: 'Ausstehend',
    } satisfies Record<PaymentStatus, string>,
    paymentCheckStatus: {
      NA: 'Nicht zutreffend',
      valid: 'Gültig',
      invalid: 'Ungültig',
    } satisfies Record<PaymentCheckStatus, string>,
  },
} as const;
