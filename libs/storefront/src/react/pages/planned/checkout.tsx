import { plannedPage, type PlannedCatalogue } from './planned-page';

type CheckoutPage =
  'cart' | 'shippingAddress' | 'shippingMethods' | 'paymentInfo' | 'orderConfirmation';

const catalogue: PlannedCatalogue<CheckoutPage> = {
  en: {
    release:
      'The cart and checkout open with the cart and checkout release; nothing is saved or charged before then.',
    cart: {
      heading: 'Your cart',
      summary:
        'Your boxes, samples and proofs with their prices, promo codes and a shipping estimate.',
    },
    shippingAddress: {
      heading: 'Shipping address',
      summary:
        'The address in the United States or Canada your boxes ship to, and your billing address.',
    },
    shippingMethods: {
      heading: 'Shipping methods',
      summary: 'Delivery options for each item with price and promised arrival date.',
    },
    paymentInfo: {
      heading: 'Payment',
      summary: 'Pay by card, or by invoice when your business account allows it.',
    },
    orderConfirmation: {
      heading: 'Order confirmation',
      summary: 'Your order number and what happens next.',
    },
  },
  de: {
    release:
      'Warenkorb und Kasse kommen mit dem Checkout-Release; bis dahin wird nichts gespeichert oder berechnet.',
    cart: {
      heading: 'Ihr Warenkorb',
      summary:
        'Ihre Schachteln, Muster und Proofs mit Preisen, Gutscheincodes und Versandschätzung.',
    },
    shippingAddress: {
      heading: 'Lieferadresse',
      summary:
        'Die Adresse in den USA oder Kanada, an die Ihre Schachteln gehen, und Ihre Rechnungsadresse.',
    },
    shippingMethods: {
      heading: 'Versandarten',
      summary: 'Lieferoptionen je Artikel mit Preis und zugesagtem Liefertermin.',
    },
    paymentInfo: {
      heading: 'Zahlung',
      summary: 'Bezahlen Sie per Karte oder, wenn Ihr Geschäftskonto es erlaubt, auf Rechnung.',
    },
    orderConfirmation: {
      heading: 'Bestellbestätigung',
      summary: 'Ihre Bestellnummer und die nächsten Schritte.',
    },
  },
};

export const CartPage = plannedPage('planned-checkout', catalogue, 'cart', 'cart');
export const ShippingAddressPage = plannedPage(
  'planned-checkout',
  catalogue,
  'shippingAddress',
  'shippingAddress',
);
export const ShippingMethodsPage = plannedPage(
  'planned-checkout',
  catalogue,
  'shippingMethods',
  'shippingMethod',
);
export const PaymentInfoPage = plannedPage(
  'planned-checkout',
  catalogue,
  'paymentInfo',
  'paymentInfo',
);
export const OrderConfirmationPage = plannedPage(
  'planned-checkout',
  catalogue,
  'orderConfirmation',
  'orderConfirmation',
);
