// Shared by the request guard tests and `security.test.ts` (issue 14): every request goes
// through the sandbox app's fetch.

/** Nothing of the database may show in an answer. */
export const INTERNALS = /select|insert|update |password_hash|customers|where|\$1|stack|pglite/i;

/** The boxup ecommerce service. */
export const BOXUP = '/ecommerce/tenants/north-america/storefronts/boxup';

/** A quote request of boxup ({@link BOXUP}`/order-quotation`) with the fields it requires. */
export const QUOTE_REQUEST = {
  kind: 'quote',
  productKey: 'custom-mailer-box',
  productName: 'Custom Mailer Box',
  quantity: 5000,
  contact: { name: 'Rosa', email: 'q@example.com', phone: '+1 212 555 0100' },
};

/** The boxup product price route. */
export const PRICE = '/price/tenants/north-america/storefronts/boxup/productPrice';
